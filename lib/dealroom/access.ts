import type { RequestStatus } from "./types";

/**
 * Where a buyer's request stands, as the buyer and the seller see it: waiting, declined, open
 * (`active`), ended by the seller (`revoked`), by time (`expired`) or because the listing is no longer
 * published or under offer (`closed`: sold, archived, withdrawn). Postgres decides the same
 * (public.dealroom_active_rooms); this is for the pages.
 */
export type AccessState = "pending" | "declined" | "active" | "revoked" | "expired" | "closed";

export type AccessFacts = {
  status: RequestStatus;
  expires_at: string | null;
  /** The listing's status; null when it is gone. */
  listingStatus: string | null;
};

const OPEN_LISTING = new Set(["published", "under_offer"]);

export function accessState(facts: AccessFacts, now = new Date()): AccessState {
  if (facts.status === "pending") return OPEN_LISTING.has(facts.listingStatus ?? "") ? "pending" : "closed";
  if (facts.status === "declined") return "declined";
  if (facts.status === "revoked") return "revoked";
  if (!OPEN_LISTING.has(facts.listingStatus ?? "")) return "closed";
  if (!facts.expires_at || new Date(facts.expires_at).getTime() <= now.getTime()) return "expired";
  return "active";
}

/** What the seller may do next with a request in this state. */
export function sellerChoices(state: AccessState): Array<"approve" | "decline" | "revoke" | "extend"> {
  if (state === "pending") return ["approve", "decline"];
  if (state === "active") return ["extend", "revoke"];
  if (state === "expired") return ["extend", "revoke"];
  return [];
}
