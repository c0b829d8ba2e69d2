import "server-only";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok } from "@/lib/actions/result";
import { requestPlan, setUserPlan } from "@/lib/accounts/queries/plans";
import { planRequestSchema, userPlanSchema } from "@/lib/accounts/schemas/plan";
import { TAGS } from "@/lib/cache-tags";

/**
 * An administrator sets a user's plan once the team has confirmed (and invoiced) it; the database logs
 * who and when, and withdraws the highlight in results and the showcase the new plan does not include.
 */
export const setUserPlanAction = defineAction({
  name: "accounts.setUserPlan",
  schema: userPlanSchema,
  access: "admin",
  handler: async ({ userId, plan }, { client }) => {
    if (!(await setUserPlan(client, userId, plan))) return fail("plans.errors.userNotFound");
    return ok({ plan });
  },
  revalidates: () => [TAGS.listings],
});

/** The signed-in user asks for another plan; the team confirms and invoices it outside the site. */
export const requestPlanAction = defineAction({
  name: "accounts.requestPlan",
  schema: planRequestSchema,
  access: "user",
  handler: async ({ plan }, { client, user }) => {
    await requestPlan(client, user.userId, plan);
    return ok({ plan });
  },
});
