import type { Client } from "@/lib/supabase/types";

export type NewFormSubmission = {
  form: "contact";
  locale: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
};

export type MailStatus = "pending" | "sent" | "failed";

/** A resubmission of the same message within this window is the same message. */
const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Saves a submission before anything is e-mailed; returns its id. Needs the service role. */
export async function createFormSubmission(client: Client, submission: NewFormSubmission): Promise<string> {
  const { data } = await client.from("form_submissions").insert(submission).select("id").single().throwOnError();
  return data.id;
}

/** The id of the same message from the same address received in the last 24 hours, if any. */
export async function findDuplicateFormSubmission(
  client: Client,
  submission: NewFormSubmission,
): Promise<string | null> {
  const { data } = await client
    .from("form_submissions")
    .select("id")
    .eq("form", submission.form)
    .eq("email", submission.email)
    .eq("subject", submission.subject)
    .eq("message", submission.message)
    .gte("created_at", new Date(Date.now() - DUPLICATE_WINDOW_MS).toISOString())
    .limit(1)
    .throwOnError();
  return data[0]?.id ?? null;
}

export async function setFormSubmissionMailStatus(
  client: Client,
  id: string,
  status: MailStatus,
  error?: string,
): Promise<void> {
  await client
    .from("form_submissions")
    .update({ mail_status: status, mail_error: error ? error.slice(0, 1000) : null })
    .eq("id", id)
    .throwOnError();
}
