"use server";

import type { PlanRequestInput, UserPlanInput } from "@/lib/accounts/schemas/plan";
import { requestPlanAction, setUserPlanAction } from "./plan.core";

// An administrator sets a user's plan (audited in plan_changes).
export async function setPlanOfUser(input: UserPlanInput) {
  return setUserPlanAction(input);
}

// The signed-in user asks for a plan; the team confirms and invoices it.
export async function askForPlan(input: PlanRequestInput) {
  return requestPlanAction(input);
}
