"use server";

import type { FinancingRequestInput } from "@/lib/financing/schema";
import { submitFinancingRequestAction } from "./submit-financing-request.core";

// Saves a buyer's financing request, then confirms it by e-mail and tells the team. The form sends its
// fields as typed; the action's schema reads and checks them.
export async function submitFinancingRequest(input: FinancingRequestInput) {
  return submitFinancingRequestAction(input);
}
