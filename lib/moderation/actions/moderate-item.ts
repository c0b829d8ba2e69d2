"use server";

import {
  approveItemAction,
  archiveItemAction,
  bulkApproveAction,
  bulkRejectAction,
  featureItemAction,
  rejectItemAction,
  retryFailedEmailsAction,
  unfeatureItemAction,
} from "./moderate-item.core";
import type { BulkApproveInput, BulkRejectInput, ModerationItemInput, RejectItemInput } from "@/lib/moderation/schema";

// The back office's moderation decisions; each checks the caller is an admin (defineAction) and Postgres checks again.
export async function approveItem(input: ModerationItemInput) {
  return approveItemAction(input);
}

export async function rejectItem(input: RejectItemInput) {
  return rejectItemAction(input);
}

export async function archiveItem(input: ModerationItemInput) {
  return archiveItemAction(input);
}

export async function featureItem(input: ModerationItemInput) {
  return featureItemAction(input);
}

export async function unfeatureItem(input: ModerationItemInput) {
  return unfeatureItemAction(input);
}

export async function bulkApprove(input: BulkApproveInput) {
  return bulkApproveAction(input);
}

export async function bulkReject(input: BulkRejectInput) {
  return bulkRejectAction(input);
}

export async function retryFailedEmails() {
  return retryFailedEmailsAction({});
}
