"use server";

import type { z } from "zod";
import type { multipleSchema } from "@/lib/schemas/valuation";
import { updateMultipleAction } from "./update-multiple.core";

// Saves an industry's multiples (back office).
export async function updateMultiple(input: z.input<typeof multipleSchema>) {
  return updateMultipleAction(input);
}
