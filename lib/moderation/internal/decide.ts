import "server-only";
import { QueryError } from "@/lib/supabase/errors";
import type { SupabaseClient } from "@supabase/supabase-js";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import { getModeratedItem, type ModeratedItem } from "@/lib/moderation/queries";
import { setItemFlag, setItemStatus } from "@/lib/listings/queries/items";
import { composeDecisionMail, type Decision } from "@/lib/moderation/decision-mail";
import { createAdminClient } from "@/lib/supabase/admin";
import { mailOwner } from "./owner-mail";
import type { ItemKind } from "@/lib/listings/kinds";
import { planLimitMessage } from "@/lib/listings/refusal";

export type DecisionResult = { status: string; mailed: boolean };

/** A refusal of the database in words the admin understands. */
function refusalMessage(error: QueryError, target: string): string {
  if (error.code === "PGRST116") return "moderation.errors.notFound";
  const planLimit = planLimitMessage(error);
  if (planLimit) return planLimit;
  // The local stack's API keeps the message but not always the code of a trigger's or check's refusal.
  if (error.code === "23514" || /needs a reason|_check|public_needs_price/.test(error.message)) {
    return target === "rejected" ? "moderation.errors.reasonRequired" : "moderation.errors.incomplete";
  }
  return "moderation.errors.notAllowed";
}

/**
 * Moves an item to a status with the admin's own client (RLS and moderation_guard decide in
 * Postgres too), then e-mails an approval or a rejection to the owner.
 */
export async function decide(
  client: SupabaseClient,
  kind: ItemKind,
  id: number,
  to: "published" | "rejected" | "archived",
  reason?: string,
): Promise<ActionResult<DecisionResult>> {
  let item: ModeratedItem | null;
  try {
    // The owner is not the API roles' to read (confidential listings): the item is read with the server key.
    item = await getModeratedItem(createAdminClient(), kind, id);
    if (!item) return fail("moderation.errors.notFound");
    if (item.status === to && to !== "rejected") return ok({ status: to, mailed: false });
    await setItemStatus(client, kind, id, to, to === "rejected" ? reason : undefined);
  } catch (error) {
    if (error instanceof QueryError) return fail(refusalMessage(error, to));
    throw error;
  }
  if (to === "archived") return ok({ status: to, mailed: false });
  const decision: Decision = { kind, id, item, outcome: to === "published" ? "approved" : "rejected", reason };
  const mailed = await mailOwner(
    { ownerId: item.owner_id, kind, id, mailKind: `moderation.${decision.outcome}`, log: "moderation" },
    async (recipient) => composeDecisionMail(recipient, decision),
  );
  return ok({ status: to, mailed });
}

/**
 * Features an item (home page showcase) or highlights a listing in search results, or stops: the
 * tables' triggers refuse anyone but an admin, and what the owner's plan does not include.
 */
export async function setFlag<F extends "featured" | "highlighted">(
  client: SupabaseClient,
  kind: ItemKind,
  id: number,
  flag: F,
  value: boolean,
): Promise<ActionResult<Record<F, boolean>>> {
  try {
    await setItemFlag(client, kind, id, flag, value);
    return ok({ [flag]: value } as Record<F, boolean>);
  } catch (error) {
    if (error instanceof QueryError) return fail(refusalMessage(error, flag));
    throw error;
  }
}
