import "server-only";
import { z } from "zod";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok } from "@/lib/actions/result";
import { deletePartner, getRequestConsent, savePartner, updateFinancingRequest } from "@/lib/financing/queries";
import { partnerSchema, pipelineUpdateSchema } from "@/lib/financing/schema";

// Moves a financing request through the pipeline (status, notes, lenders chosen); admins only.
export const updatePipelineAction = defineAction({
  name: "financing.pipeline",
  schema: pipelineUpdateSchema,
  access: "admin",
  handler: async ({ id, ...changes }, { client }) => {
    const consented = await getRequestConsent(client, id);
    if (consented === null) return fail("financing.errors.notFound");
    // Law 25: a file goes to lenders only with the buyer's consent (the database refuses it too).
    if (["sent_to_lenders", "approved"].includes(changes.status) && !consented) {
      return fail("financing.errors.consentRequired", { status: "financing.errors.consentRequired" });
    }
    const saved = await updateFinancingRequest(client, id, changes);
    return saved ? ok({ id }) : fail("financing.errors.notFound");
  },
});

// Adds or edits a lender or program shown on /services/financement; admins only.
export const savePartnerAction = defineAction({
  name: "financing.savePartner",
  schema: partnerSchema,
  access: "admin",
  handler: async (input, { client }) => {
    const id = await savePartner(client, input);
    return id ? ok({ id }) : fail("financing.errors.notFound");
  },
});

// Removes a lender or program; admins only.
export const deletePartnerAction = defineAction({
  name: "financing.deletePartner",
  schema: z.object({ id: z.number().int().positive() }),
  access: "admin",
  handler: async ({ id }, { client }) =>
    (await deletePartner(client, id)) ? ok({ id }) : fail("financing.errors.notFound"),
});
