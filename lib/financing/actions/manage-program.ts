"use server";

import type { z } from "zod";
import type { programSchema } from "@/lib/financing/schema";
import { deleteProgramAction, saveProgramAction } from "./manage-program.core";

// Saves a public program.
export async function saveFinancingProgram(input: z.input<typeof programSchema>) {
  return saveProgramAction(input);
}

// Deletes a public program.
export async function deleteFinancingProgram(input: { id: number }) {
  return deleteProgramAction(input);
}
