import "server-only";
import { sendInvitation } from "@/lib/accounts/invitations";
import type { InvitationRow } from "@/lib/accounts/queries/invitations";
import type { Client } from "@/lib/supabase/types";
import { raise } from "@/lib/supabase/errors";
import { BATCH_ROWS, columnName, summarize, type ImportRow, type ImportSummary } from "./engine";
import { rowSchema, type ImportProblem, type Mapping } from "./fields";
import { PEOPLE_FIELDS, readIndustries, readLanguage } from "./people";
import type { Table } from "./parse";
import { headerKey } from "./values";

const LOOKUP_CHUNK = 200;

/** An invitation as the import writes it (public.invitations; the e-mail is the key). */
type Invitation = Pick<
  InvitationRow,
  "email" | "first_name" | "last_name" | "phone" | "locale" | "industry_ids" | "is_admin"
>;
type Stored = Invitation & { id: number };
type Row = ImportRow<Invitation>;

/** The e-mails of the file that already have an account (those people need no invitation). */
async function accountEmails(client: Client, emails: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < emails.length; i += LOOKUP_CHUNK) {
    const { data, error } = await client
      .from("profiles")
      .select("email")
      .in("email", emails.slice(i, i + LOOKUP_CHUNK));
    if (error) raise(error);
    for (const p of data ?? []) if (p.email) found.add(p.email.toLowerCase());
  }
  return found;
}

async function industryIndex(client: Client): Promise<Map<string, number>> {
  const { data, error } = await client.from("entreprise_industries").select("id, name_fr, name_en");
  if (error) raise(error);
  return new Map(
    (data ?? []).flatMap((i) => [i.name_fr, i.name_en].flatMap((n) => (n ? [[headerKey(n), i.id] as const] : []))),
  );
}

/**
 * Every row of the file read and checked, the same way for the dry run and the import: cells by the
 * mapping, through the row schema, then the language, the industries (by French or English name),
 * an address that already has an account, and the key (an e-mail met twice is refused the second time).
 */
async function readPeople(client: Client, table: Table, mapping: Mapping): Promise<Row[]> {
  const schema = rowSchema(PEOPLE_FIELDS);
  const emailColumn = mapping.email;
  const emails =
    emailColumn === null || emailColumn === undefined
      ? []
      : [...new Set(table.rows.map((r) => (r[emailColumn] ?? "").trim().toLowerCase()).filter(Boolean))];
  const [accounts, industries] = await Promise.all([accountEmails(client, emails), industryIndex(client)]);
  const seen = new Set<string>();
  return table.rows.map((cells, i): Row => {
    const line = i + 2;
    const raw = Object.fromEntries(
      PEOPLE_FIELDS.map((f) => {
        const index = mapping[f.key];
        return [f.key, index === null || index === undefined ? "" : (cells[index] ?? "")];
      }),
    );
    const problems: ImportProblem[] = [];
    const problem = (field: string, code: string, value = String(raw[field] ?? "")) =>
      problems.push({ line, column: columnName(table, mapping, field), code, value });
    const parsed = schema.safeParse(raw);
    if (!parsed.success) for (const issue of parsed.error.issues) problem(String(issue.path[0]), issue.message);
    const v = (parsed.success ? parsed.data : {}) as Record<string, string | boolean | null>;
    const key = typeof v.email === "string" ? v.email : null;
    let record: Invitation | null = null;
    if (parsed.success && key) {
      const locale = readLanguage(v.language as string | null);
      if (!locale) problem("language", "language");
      const { ids, unknown } = readIndustries(v.industries as string | null, industries);
      for (const name of unknown) problem("industries", "unknownIndustry", name);
      if (accounts.has(key)) problem("email", "accountExists");
      record = {
        email: key,
        first_name: (v.first_name as string | null) ?? null,
        last_name: (v.last_name as string | null) ?? null,
        phone: (v.phone as string | null) ?? null,
        locale: locale ?? "fr",
        industry_ids: ids,
        is_admin: v.admin === true,
      };
    }
    if (key && seen.has(key)) problem("email", "duplicateEmail");
    if (key) seen.add(key);
    return { line, key, values: problems.length ? null : record, problems };
  });
}

async function existingByEmail(client: Client, emails: string[]): Promise<Map<string, Stored>> {
  const found = new Map<string, Stored>();
  for (let i = 0; i < emails.length; i += LOOKUP_CHUNK) {
    const { data, error } = await client
      .from("invitations")
      .select("id, email, first_name, last_name, phone, locale, industry_ids, is_admin")
      .in("email", emails.slice(i, i + LOOKUP_CHUNK));
    if (error) raise(error);
    for (const row of (data ?? []) as Stored[]) found.set(row.email, row);
  }
  return found;
}

/** Whether the stored invitation already says everything the file does. */
function unchanged(row: Invitation, stored: Stored): boolean {
  return (
    row.first_name === stored.first_name &&
    row.last_name === stored.last_name &&
    row.phone === stored.phone &&
    row.locale === stored.locale &&
    row.is_admin === stored.is_admin &&
    row.industry_ids.join(",") ===
      [...stored.industry_ids]
        .map(Number)
        .sort((a, b) => a - b)
        .join(",")
  );
}

/** Every problem of the file, for the downloadable report. */
export async function allPeopleProblems(client: Client, table: Table, mapping: Mapping) {
  return (await readPeople(client, table, mapping)).flatMap((r) => r.problems);
}

function sort(valid: Row[], existing: Map<string, Stored>) {
  const inserts: Invitation[] = [];
  const updates: { id: number; row: Invitation }[] = [];
  let same = 0;
  for (const r of valid) {
    const found = existing.get(r.key!);
    if (!found) inserts.push(r.values!);
    else if (unchanged(r.values!, found)) same++;
    else updates.push({ id: found.id, row: r.values! });
  }
  return { inserts, updates, same };
}

/** The dry run: which invitations importing the file would create, update, leave alone and refuse, and why. */
export async function planPeopleImport(client: Client, table: Table, mapping: Mapping): Promise<ImportSummary> {
  const rows = await readPeople(client, table, mapping);
  const valid = rows.filter((r) => r.values);
  const { inserts, updates, same } = sort(
    valid,
    await existingByEmail(
      client,
      valid.map((r) => r.key!),
    ),
  );
  return {
    ...summarize(rows),
    created: inserts.length,
    updated: updates.length,
    unchanged: same,
    failedBatches: [],
  };
}

/**
 * Imports one batch of the file: new invitations are created and their e-mail sent (once: the
 * outbox's key), changed ones updated (no second e-mail), unchanged ones left alone. A batch whose
 * write fails is reported as failed; the caller goes on with the next.
 */
export async function runPeopleImportBatch(
  client: Client,
  table: Table,
  mapping: Mapping,
  batch: number,
): Promise<ImportSummary> {
  const all = await readPeople(client, table, mapping);
  const rows = all.slice(batch * BATCH_ROWS, (batch + 1) * BATCH_ROWS);
  const valid = rows.filter((r) => r.values);
  const summary = { ...summarize(rows), batches: Math.ceil(all.length / BATCH_ROWS) };
  try {
    const { inserts, updates, same } = sort(
      valid,
      await existingByEmail(
        client,
        valid.map((r) => r.key!),
      ),
    );
    let created: Pick<InvitationRow, "id" | "email" | "first_name" | "locale" | "expires_at" | "send_count">[] = [];
    if (inserts.length) {
      const { data, error } = await client
        .from("invitations")
        .insert(inserts)
        .select("id, email, first_name, locale, expires_at, send_count");
      if (error) raise(error);
      created = (data ?? []) as typeof created;
    }
    for (let i = 0; i < updates.length; i += 8)
      await Promise.all(
        updates.slice(i, i + 8).map(async ({ id, row }) => {
          // The e-mail is the key: everything else may change.
          const { first_name, last_name, phone, locale, industry_ids, is_admin } = row;
          const { error } = await client
            .from("invitations")
            .update({ first_name, last_name, phone, locale, industry_ids, is_admin })
            .eq("id", id);
          if (error) raise(error);
        }),
      );
    // The invitations are written: an e-mail that fails stays in the outbox (retried), the row says so.
    for (let i = 0; i < created.length; i += 4)
      await Promise.all(created.slice(i, i + 4).map((invitation) => sendInvitation(client, invitation)));
    return { ...summary, created: inserts.length, updated: updates.length, unchanged: same, failedBatches: [] };
  } catch (error) {
    console.error(`[imports.people] batch ${batch} failed:`, error);
    return { ...summary, created: 0, updated: 0, unchanged: 0, refused: rows.length, failedBatches: [batch] };
  }
}
