import "server-only";
import { fail, type ActionResult } from "@/lib/actions/result";
import { QueryError } from "@/lib/supabase/errors";

const E = "offers.errors";

/** What a database refusal of an offer's write means to the person; anything else is rethrown. */
export function offerRefusal(error: unknown): ActionResult<never> {
  if (!(error instanceof QueryError)) throw error;
  const m = error.message;
  if (/no approved access/.test(m)) return fail(`${E}.noAccess`);
  if (/access ended/.test(m)) return fail(`${E}.accessEnded`);
  if (/offers: lapsed/.test(m)) return fail(`${E}.lapsed`);
  if (/no longer open/.test(m)) return fail(`${E}.notOpen`);
  if (/decline needs a message/.test(m))
    return fail("forms.errors.invalid", { message: `${E}.declineMessageRequired` });
  if (/lapse date in the past/.test(m))
    return fail("forms.errors.invalid", { "terms.lapseDate": `${E}.lapseDatePast` });
  if (/closing date in the past/.test(m))
    return fail("forms.errors.invalid", { "terms.closingDate": `${E}.closingDatePast` });
  if (error.code === "23505" || /offers_one_open/.test(m)) return fail(`${E}.alreadyOpen`);
  if (/businesses only/.test(m)) return fail(`${E}.noAccess`);
  if (error.code === "42501" || error.code === "PGRST116") return fail(`${E}.notAllowed`);
  throw error;
}
