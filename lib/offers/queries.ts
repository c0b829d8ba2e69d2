import { toAmount } from "@/lib/supabase/numbers";
import { raise } from "@/lib/supabase/errors";
import type { Client, Json, Tables } from "@/lib/supabase/types";
import type { OfferParty, OfferStatus, OfferTerms } from "./types";

/** A version as the pages read it: its terms, who wrote it and when. */
export type OfferVersion = OfferTerms & {
  id: number;
  offer_id: number;
  version: number;
  author_party: OfferParty;
  created_at: string;
};

/** An offer with its versions, oldest first (the last is the current one). */
export type Offer = Omit<Tables<"offers">, "status" | "awaiting"> & {
  status: OfferStatus;
  awaiting: OfferParty | null;
  versions: OfferVersion[];
};

const AMOUNTS = [
  "price_cents",
  "inventory_estimate_cents",
  "down_payment_cents",
  "bank_loan_cents",
  "vendor_loan_cents",
  "earnout_cents",
  "bank_rate",
  "vendor_rate",
] as const;

/** A stored version with its amounts and rates as numbers (the local stack sends bigint and numeric as text). */
function toVersion(row: Tables<"offer_versions">): OfferVersion {
  const version = { ...row } as unknown as OfferVersion & Record<string, unknown>;
  for (const field of AMOUNTS) version[field] = toAmount(row[field]) as never;
  return version;
}

const OFFER_COLUMNS = "*, versions:offer_versions(*)";

function toOffer(row: Tables<"offers"> & { versions: Tables<"offer_versions">[] }): Offer {
  return {
    ...row,
    status: row.status as OfferStatus,
    awaiting: row.awaiting as OfferParty | null,
    versions: row.versions.map(toVersion).sort((a, b) => a.version - b.version),
  };
}

/** The offers on a file the caller may see (RLS: the buyer their own, the owner and admins all), newest first. */
export async function listOffers(client: Client, query: { roomId: number; buyerId?: string }): Promise<Offer[]> {
  let request = client.from("offers").select(OFFER_COLUMNS).eq("dealroom_id", query.roomId);
  if (query.buyerId) request = request.eq("buyer_id", query.buyerId);
  const { data, error } = await request.order("created_at", { ascending: false });
  if (error) raise(error);
  return data.map(toOffer);
}

/** An offer as its buyer's list shows it: the business, the current version's number and amounts, its state and lapse date. */
export type BuyerOfferRow = Pick<Offer, "id" | "status" | "awaiting" | "current_version" | "lapse_date"> &
  Pick<Offer, "closed_reason" | "decision_message" | "updated_at"> & {
    /** Null when the listing is no longer shown to the buyer (withdrawn or archived). */
    listing: { slug: string; title_fr: string; title_en: string | null } | null;
    current: Pick<OfferTerms, "price_cents" | "down_payment_cents" | "bank_loan_cents"> | null;
  };

/**
 * The buyer's own offers, on every file, those awaiting them first, then by last change (RLS shows a buyer
 * only theirs; the filter keeps an admin's or a seller's list to the offers they made as a buyer).
 */
export async function listBuyerOffers(client: Client, buyerId: string): Promise<BuyerOfferRow[]> {
  const { data, error } = await client
    .from("offers")
    .select(
      "id, status, awaiting, current_version, lapse_date, closed_reason, decision_message, updated_at, listing:entreprises(slug, title_fr, title_en), versions:offer_versions(version, price_cents, down_payment_cents, bank_loan_cents)",
    )
    .eq("buyer_id", buyerId)
    .order("updated_at", { ascending: false })
    .limit(100);
  if (error) raise(error);
  const rows = data.map(({ versions, ...row }) => {
    const current = versions.find((v) => v.version === row.current_version);
    return {
      ...row,
      status: row.status as OfferStatus,
      awaiting: row.awaiting as OfferParty | null,
      current: current
        ? {
            price_cents: toAmount(current.price_cents) ?? 0,
            down_payment_cents: toAmount(current.down_payment_cents) ?? 0,
            bank_loan_cents: toAmount(current.bank_loan_cents) ?? 0,
          }
        : null,
    };
  });
  // Those awaiting the buyer's answer, then those awaiting the seller's, then the ended ones.
  const rank = (row: { awaiting: OfferParty | null }) => (row.awaiting === "buyer" ? 0 : row.awaiting ? 1 : 2);
  return rows.sort((a, b) => rank(a) - rank(b));
}

/** One offer with its versions, or null when RLS hides it. */
export async function getOffer(client: Client, offerId: number): Promise<Offer | null> {
  const { data, error } = await client.from("offers").select(OFFER_COLUMNS).eq("id", offerId).maybeSingle();
  if (error) raise(error);
  return data ? toOffer(data) : null;
}

/** A new offer and its first version in one transaction (make_offer: RLS and the guards decide); its id. */
export async function insertOffer(client: Client, roomId: number, terms: OfferTerms): Promise<number> {
  const { data, error } = await client.rpc("make_offer", { p_dealroom_id: roomId, p_terms: terms as unknown as Json });
  if (error) raise(error);
  return Number(data);
}

/** A counter: the next version, written by the awaited party (add_offer_version); its number. */
export async function insertVersion(client: Client, offerId: number, terms: OfferTerms): Promise<number> {
  const { data, error } = await client.rpc("add_offer_version", {
    p_offer_id: offerId,
    p_terms: terms as unknown as Json,
  });
  if (error) raise(error);
  return Number(data);
}

/** Accepts in principle, declines or withdraws the current version (offers_05_guard decides); null when RLS hides it. */
export async function writeAnswer(
  client: Client,
  offerId: number,
  status: "accepted" | "declined" | "withdrawn",
  message: string | null,
): Promise<Offer | null> {
  const { data, error } = await client
    .from("offers")
    .update({ status, decision_message: message })
    .eq("id", offerId)
    .select("id")
    .maybeSingle();
  if (error) raise(error);
  return data ? getOffer(client, offerId) : null;
}

/** The listing's figures an offer is measured against (its stated cash flow, asking price, region). */
type DealFigures = {
  id: number;
  slug: string;
  status: string;
  title_fr: string;
  title_en: string | null;
  asking_price: number | null;
  cash_flow: number | null;
  ebitda: number | null;
  region_id: number | null;
};

export async function getDealFigures(client: Client, entrepriseId: number): Promise<DealFigures | null> {
  const { data, error } = await client
    .from("entreprises")
    .select("id, slug, status, title_fr, title_en, asking_price, cash_flow, ebitda, region_id")
    .eq("id", entrepriseId)
    .maybeSingle();
  if (error) raise(error);
  return data
    ? {
        ...data,
        asking_price: toAmount(data.asking_price),
        cash_flow: toAmount(data.cash_flow),
        ebitda: toAmount(data.ebitda),
      }
    : null;
}

/** The scheduled job: open offers past their lapse date lapse, those whose buyer's access expired close (service role). */
export async function lapseDueOffers(
  service: Client,
): Promise<Array<{ offerId: number; outcome: "lapsed" | "closed" }>> {
  const { data, error } = await service.rpc("lapse_offers");
  if (error) raise(error);
  return (data ?? []).map((row) => ({
    offerId: Number(row.offer_id),
    outcome: row.outcome === "lapsed" ? ("lapsed" as const) : ("closed" as const),
  }));
}
