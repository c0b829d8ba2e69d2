"use server";

import type { InvitationIdInput } from "@/lib/accounts/schemas/invitation";
import { cancelInvitationAction, resendInvitationAction } from "./manage-invitation.core";

// The invitations list's row buttons; admins only (defineAction), and Postgres checks again (RLS).
export async function resendInvitationMail(input: InvitationIdInput) {
  return resendInvitationAction(input);
}

export async function cancelInvitationRow(input: InvitationIdInput) {
  return cancelInvitationAction(input);
}
