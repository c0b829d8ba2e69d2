import { QueryError, raise } from "@/lib/supabase/errors";
import { pageOf } from "@/lib/supabase/page";
import { containsPattern } from "@/lib/supabase/search-term";
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
  const { data, error } = await client.from("form_submissions").insert(submission).select("id").single();
  if (error) raise(error);
  return data.id;
}

/** The id of the same message from the same address received in the last 24 hours, if any. */
export async function findDuplicateFormSubmission(
  client: Client,
  submission: NewFormSubmission,
): Promise<string | null> {
  const { data, error } = await client
    .from("form_submissions")
    .select("id")
    .eq("form", submission.form)
    .eq("email", submission.email)
    .eq("subject", submission.subject)
    .eq("message", submission.message)
    .gte("created_at", new Date(Date.now() - DUPLICATE_WINDOW_MS).toISOString())
    .limit(1);
  if (error) raise(error);
  return data[0]?.id ?? null;
}

export async function setFormSubmissionMailStatus(
  client: Client,
  id: string,
  status: MailStatus,
  mailError?: string,
): Promise<void> {
  const { error } = await client
    .from("form_submissions")
    .update({ mail_status: status, mail_error: mailError ? mailError.slice(0, 1000) : null })
    .eq("id", id);
  if (error) raise(error);
}

/** A saved message as the back office shows it. */
export type FormSubmissionRow = {
  id: string;
  locale: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  mail_status: MailStatus;
  mail_error: string | null;
  handled_at: string | null;
  created_at: string;
};

export type FormSubmissionQuery = {
  /** New (not handled) or handled. */
  state?: "new" | "handled";
  mailStatus?: MailStatus;
  search?: string;
  sort: "created" | "name";
  dir: "asc" | "desc";
  limit: number;
  offset: number;
};

const SUBMISSION_COLUMNS =
  "id, locale, name, email, phone, subject, message, mail_status, mail_error, handled_at, created_at";

/** One page of contact messages (admins: RLS shows anyone else none) and how many match. */
export async function listFormSubmissions(
  client: Client,
  q: FormSubmissionQuery,
): Promise<{ rows: FormSubmissionRow[]; total: number }> {
  const submissions = (options?: { head: true }) => {
    let query = client.from("form_submissions").select(SUBMISSION_COLUMNS, { count: "exact", ...options });
    if (q.state === "new") query = query.is("handled_at", null);
    if (q.state === "handled") query = query.not("handled_at", "is", null);
    if (q.mailStatus) query = query.eq("mail_status", q.mailStatus);
    if (q.search) {
      const term = containsPattern(q.search);
      query = query.or(`name.ilike.${term},email.ilike.${term},subject.ilike.${term}`);
    }
    return query;
  };
  const page = await pageOf(
    await submissions()
      .order(q.sort === "name" ? "name" : "created_at", { ascending: q.dir === "asc" })
      .order("id")
      .range(q.offset, q.offset + q.limit - 1),
    () => submissions({ head: true }),
  );
  return { rows: page.rows as FormSubmissionRow[], total: page.total };
}

/** How many messages nobody has handled yet. */
export async function countNewFormSubmissions(client: Client): Promise<number> {
  const { count, error } = await client
    .from("form_submissions")
    .select("id", { count: "exact", head: true })
    .is("handled_at", null);
  if (error) raise(error);
  return count ?? 0;
}

/** One message, or null when it does not exist or the caller may not read it. */
export async function getFormSubmission(client: Client, id: string): Promise<FormSubmissionRow | null> {
  const { data, error } = await client.from("form_submissions").select(SUBMISSION_COLUMNS).eq("id", id).maybeSingle();
  if (error) raise(error);
  return data as FormSubmissionRow | null;
}

/** Marks a message handled (now) or new again; throws "not found" when the caller may not (RLS). */
export async function setFormSubmissionHandled(client: Client, id: string, handled: boolean): Promise<void> {
  const { data, error } = await client
    .from("form_submissions")
    .update({ handled_at: handled ? new Date().toISOString() : null })
    .eq("id", id)
    .select("id")
    .maybeSingle();
  if (error) raise(error);
  if (!data) throw new QueryError("not found", { code: "PGRST116" });
}
