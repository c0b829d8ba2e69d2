"use server";

import type { z } from "zod";
import type { multipleSchema } from "@/lib/valuation/schema";
import { updateMultipleAction } from "./update-multiple.core";

// Saves an industry's multiples (back office).
export async function updateMultiple(input: z.input<typeof multipleSchema>) {
  return updateMultipleAction(input);
}
