import "server-only";
import { fail, type ActionResult } from "@/lib/actions/result";
import { DataRefusal } from "@/lib/data/workspace-listings";

/** What a database refusal means to the user (RLS, moderation_guard, a check); anything else is rethrown. */
export function refusalResult(error: unknown): ActionResult<never> {
  if (!(error instanceof DataRefusal)) throw error;
  if (error.code === "PGRST116") return fail("workspace.errors.notFound");
  if (error.code === "42501") return fail(/status change/.test(error.message) ? "workspace.errors.transition" : "workspace.errors.notAllowed");
  // The local stack reports a trigger's check as code "SUP": the message says which rule it was.
  if (/incomplete listing/.test(error.message)) return fail("workspace.errors.incomplete");
  if (error.code === "23514") return fail("workspace.errors.rejected");
  if (error.code === "23503") return fail("workspace.errors.reference");
  throw error;
}
