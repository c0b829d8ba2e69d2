import "server-only";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok } from "@/lib/actions/result";
import { getSoldBusiness, upsertClosedDeal } from "@/lib/valuation/closed-deals/queries";
import { closedDealSchema } from "@/lib/valuation/closed-deals/schema";

// Records the final price and structure of a sold business; its owner or an admin (RLS and a trigger check it again).
export const recordClosedDealAction = defineAction({
  name: "valuation.recordClosedDeal",
  schema: closedDealSchema,
  access: "user",
  handler: async (values, { client }) => {
    const business = await getSoldBusiness(client, values.entreprise_id);
    if (!business) return fail("valuation.closedDeal.errors.notFound");
    if (business.status !== "sold" && business.status !== "archived")
      return fail("valuation.closedDeal.errors.notSold");
    // Another owner's business is readable once sold, but RLS writes nothing there: no row comes back.
    return (await upsertClosedDeal(client, values))
      ? ok({ id: values.entreprise_id })
      : fail("valuation.closedDeal.errors.notFound");
  },
});
