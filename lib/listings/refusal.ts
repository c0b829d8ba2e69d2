import "server-only";
import { QueryError } from "@/lib/supabase/errors";
import { fail, type ActionResult } from "@/lib/actions/result";

/** What a database refusal means to the user (RLS, moderation_guard, a check); anything else is rethrown. */
export function refusalResult(error: unknown): ActionResult<never> {
  if (!(error instanceof QueryError)) throw error;
  if (error.code === "PGRST116") return fail("workspace.errors.notFound");
  if (error.code === "42501")
    return fail(/status change/.test(error.message) ? "workspace.errors.transition" : "workspace.errors.notAllowed");
  // Which trigger rule refused is in the message (both stacks answer SQLSTATE 23514).
  if (/incomplete listing/.test(error.message)) return fail("workspace.errors.incomplete");
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
  // A value the listing's checks refuse now (a photo, a length, a price rule…).
  return fail("revisions.errors.invalid");
}
