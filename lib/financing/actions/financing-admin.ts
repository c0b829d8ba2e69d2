"use server";

import type { z } from "zod";
import type { partnerSchema, pipelineUpdateSchema } from "@/lib/financing/schema";
import { deletePartnerAction, savePartnerAction, updatePipelineAction } from "./financing-admin.core";

// Moves a request through the pipeline.
export async function updatePipeline(input: z.input<typeof pipelineUpdateSchema>) {
  return updatePipelineAction(input);
}

// Saves a lender or program.
export async function saveFinancingPartner(input: z.input<typeof partnerSchema>) {
  return savePartnerAction(input);
}

// Deletes a lender or program.
export async function deleteFinancingPartner(input: { id: number }) {
  return deletePartnerAction(input);
}
