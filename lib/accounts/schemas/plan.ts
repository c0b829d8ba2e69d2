import { z } from "zod";
import { planIds } from "@/lib/accounts/plans";

const planField = z.enum(planIds, "plans.errors.planRequired");

/** An administrator sets a user's plan (the user's edit page in the back office). */
export const userPlanSchema = z.object({ userId: z.uuid("plans.errors.userRequired"), plan: planField });
export type UserPlanInput = z.input<typeof userPlanSchema>;

/** The signed-in user asks for a plan from the workspace. */
export const planRequestSchema = z.object({ plan: planField });
export type PlanRequestInput = z.input<typeof planRequestSchema>;
