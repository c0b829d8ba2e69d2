"use server";

import {
  approveItemAction,
  archiveItemAction,
  bulkApproveAction,
  bulkRejectAction,
  featureItemAction,
  highlightItemAction,
  rejectItemAction,
  retryFailedEmailsAction,
  unfeatureItemAction,
  unhighlightItemAction,
} from "./moderate-item.core";
import type {
  BulkApproveInput,
  BulkRejectInput,
  ListingItemInput,
  ModerationItemInput,
  RejectItemInput,
} from "@/lib/moderation/schema";

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

export async function highlightItem(input: ListingItemInput) {
  return highlightItemAction(input);
}

export async function unhighlightItem(input: ListingItemInput) {
  return unhighlightItemAction(input);
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
