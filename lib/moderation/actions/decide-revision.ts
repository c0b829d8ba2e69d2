"use server";

import { approveRevisionAction, rejectRevisionAction } from "./decide-revision.core";
import type { RejectRevisionInput } from "@/lib/moderation/schema";
import type { RevisionItemInput } from "@/lib/listings/schemas/revision";

// Decisions on pending changes to public listings (admins only); Postgres checks again.
export async function approveRevision(input: RevisionItemInput) {
  return approveRevisionAction(input);
}

export async function rejectRevision(input: RejectRevisionInput) {
  return rejectRevisionAction(input);
}
