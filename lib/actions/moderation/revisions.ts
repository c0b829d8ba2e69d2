"use server";

import { approveRevisionAction, rejectRevisionAction, withdrawRevisionAction } from "./revisions.core";
import type { RejectRevisionInput, RevisionItemInput } from "@/lib/schemas/listing-revisions";

// Decisions on pending changes to public listings (admins), and the owner's withdrawal; Postgres checks again.
export async function approveRevision(input: RevisionItemInput) {
  return approveRevisionAction(input);
}

export async function rejectRevision(input: RejectRevisionInput) {
  return rejectRevisionAction(input);
}

export async function withdrawRevision(input: RevisionItemInput) {
  return withdrawRevisionAction(input);
}
