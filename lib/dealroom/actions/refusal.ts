import "server-only";
import { fail, type ActionResult } from "@/lib/actions/result";
import { QueryError } from "@/lib/supabase/errors";

/** What a database refusal of a write to a file means to the seller; anything else is rethrown. */
export function fileRefusal(error: unknown): ActionResult<never> {
  if (!(error instanceof QueryError)) throw error;
  if (/50 documents at most/.test(error.message))
    return fail("forms.errors.invalid", { file: "dealroom.file.errors.tooMany" });
  if (error.code === "42501" || error.code === "PGRST116") return fail("dealroom.errors.notAllowed");
  throw error;
}
