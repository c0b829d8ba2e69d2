"use server";

import type { ClosedDealInput } from "@/lib/valuation/closed-deals/schema";
import { recordClosedDealAction } from "./record-closed-deal.core";

// Records the sale of a business (final price and structure, kept private).
export async function recordClosedDeal(input: ClosedDealInput) {
  return recordClosedDealAction(input);
}
