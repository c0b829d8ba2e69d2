"use server";

import type { DecisionInput } from "../schema";
import { decideRequestAction } from "./decide-request.core";

// The seller approves, declines, revokes or extends a buyer's access; Postgres checks again.
export async function decideRequest(input: DecisionInput) {
  return decideRequestAction(input);
}
