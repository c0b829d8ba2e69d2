import "server-only";
import { QueryError } from "@/lib/supabase/errors";
import { fail, type ActionResult } from "@/lib/actions/result";

/** listing_plan_guard's and listing_highlight_guard's refusals ("plan limit: …"): what the owner's plan does not allow. */
const PLAN_LIMITS = [
  [/plan limit: active listings/, "plans.limits.activeListings"],
  [/plan limit: home page showcase/, "plans.limits.homeFeatured"],
  [/plan limit: highlighting in results/, "plans.limits.highlighted"],
  [/plan limit: confidential listing/, "plans.limits.confidential"],
] as const;

/** The translated message of a plan limit the database refused a write for, or null for any other refusal. */
export function planLimitMessage(error: QueryError): string | null {
  return PLAN_LIMITS.find(([pattern]) => pattern.test(error.message))?.[1] ?? null;
}

/** What a database refusal means to the user (RLS, moderation_guard, a check); anything else is rethrown. */
export function refusalResult(error: unknown): ActionResult<never> {
  if (!(error instanceof QueryError)) throw error;
  if (error.code === "PGRST116") return fail("workspace.errors.notFound");
  if (error.code === "42501")
    return fail(/status change/.test(error.message) ? "workspace.errors.transition" : "workspace.errors.notAllowed");
  // Which trigger rule refused is in the message (both stacks answer SQLSTATE 23514).
  if (/incomplete listing/.test(error.message)) return fail("workspace.errors.incomplete");
  const planLimit = planLimitMessage(error);
  if (planLimit) return fail(planLimit);
  // listing_images_guard: a photo outside the owner's folder, too many, or an alt text too long.
  if (/listing images refused/.test(error.message))
    return fail("forms.errors.invalid", { images: "workspace.errors.photo" });
  if (error.code === "23514" || error.code === "22001") return fail("workspace.errors.rejected");
  if (error.code === "23503") return fail("workspace.errors.reference");
  throw error;
}

/** What a database refusal of a pending revision means to the user (its decision or its withdrawal). */
export function revisionRefusal(error: unknown): ActionResult<never> {
  if (!(error instanceof QueryError)) throw error;
  if (error.code === "42501") return fail("revisions.errors.notAllowed");
  if (error.code === "23514" && /reason/.test(error.message)) return fail("moderation.errors.reasonRequired");
  const planLimit = planLimitMessage(error);
  if (planLimit) return fail(planLimit);
  // A value the listing's checks refuse now (a photo, a length, a price rule…).
  return fail("revisions.errors.invalid");
}
