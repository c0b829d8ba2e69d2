import type { Client } from "@/lib/supabase/types";
import { raise } from "@/lib/supabase/errors";
import type { PlanId } from "@/lib/accounts/plans";

// A user's plan (issue 21): the one in force, set by the team, and the one asked for on /forfaits.

export type PlanStatus = {
  plan: PlanId;
  /** Asked for at sign-up or later, not settled by the team yet. */
  requested: PlanId | null;
  requestedAt: string | null;
  changedAt: string | null;
};

export type PlanChange = {
  plan: PlanId;
  previousPlan: PlanId;
  changedAt: string;
  /** The administrator's address (null once their account is gone). */
  changedBy: string | null;
};

/** The plan of a user (RLS: themselves, or an admin). */
export async function getPlanStatus(client: Client, userId: string): Promise<PlanStatus> {
  const { data, error } = await client
    .from("profiles")
    .select("plan, plan_requested, plan_requested_at, plan_changed_at")
    .eq("id", userId)
    .maybeSingle();
  if (error) raise(error);
  return {
    // A user without a profile row yet has the free plan, as the column's default says.
    plan: data?.plan ?? "decouverte",
    requested: data?.plan_requested ?? null,
    requestedAt: data?.plan_requested_at ?? null,
    changedAt: data?.plan_changed_at ?? null,
  };
}

/**
 * Sets a user's plan (administrators: the database refuses anyone else, logs who and when, and settles
 * the user's request). False when there is no such user.
 */
export async function setUserPlan(client: Client, userId: string, planId: PlanId): Promise<boolean> {
  const { data, error } = await client.from("profiles").update({ plan: planId }).eq("id", userId).select("id");
  if (error) raise(error);
  return (data ?? []).length > 0;
}

/** The signed-in user asks for a plan (the team confirms and invoices it); the plan in force withdraws the request. */
export async function requestPlan(client: Client, userId: string, planId: PlanId): Promise<void> {
  const { error } = await client.from("profiles").update({ plan_requested: planId }).eq("id", userId);
  if (error) raise(error);
}
