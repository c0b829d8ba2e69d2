"use server";

import type { SubmissionHandledInput, SubmissionRefInput } from "@/lib/site/schemas/back-office";
import { markSubmissionHandledAction, resendSubmissionMailAction } from "./manage-form-submission.core";

// Marks a contact message handled or new again (admins).
export async function markSubmissionHandled(input: SubmissionHandledInput) {
  return markSubmissionHandledAction(input);
}

// Sends a contact message's e-mail to the inbox again (admins).
export async function resendSubmissionMail(input: SubmissionRefInput) {
  return resendSubmissionMailAction(input);
}
