import "server-only";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok } from "@/lib/actions/result";
import { multipleSchema } from "@/lib/valuation/schema";

// Edits an industry's SDE / EBITDA multiples with their source and date (admins only).
export const updateMultipleAction = defineAction({
  name: "valuation.updateMultiple",
  schema: multipleSchema,
  access: "admin",
  handler: async ({ id, source_url, source_en, ...values }, { client }) => {
    const { data, error } = await client
      .from("valuation_multiples")
      .update({
        ...values,
        source_url: source_url || null,
        // Left as it is when not sent; cleared when sent blank (the French source is shown then).
        ...(source_en === undefined ? {} : { source_en: source_en || null }),
      })
      .eq("id", id)
      .select("id");
    if (error) throw new Error(error.message);
    return (data ?? []).length ? ok({ id }) : fail("valuation.errors.notFound");
  },
});
