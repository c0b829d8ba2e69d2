import "server-only";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok } from "@/lib/actions/result";
import { updateMultiple } from "@/lib/valuation/queries";
import { multipleSchema } from "@/lib/valuation/schema";

// Edits an industry's SDE / EBITDA multiples with their source and date (admins only).
export const updateMultipleAction = defineAction({
  name: "valuation.updateMultiple",
  schema: multipleSchema,
  access: "admin",
  handler: async ({ id, source_url, source_en, ...values }, { client }) => {
    const updated = await updateMultiple(client, id, {
      ...values,
      source_url: source_url || null,
      // Left as it is when not sent; cleared when sent blank (the French source is shown then).
      ...(source_en === undefined ? {} : { source_en: source_en || null }),
    });
    return updated ? ok({ id }) : fail("valuation.errors.notFound");
  },
});
