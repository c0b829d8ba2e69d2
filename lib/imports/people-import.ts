import "server-only";
import { sendInvitation } from "@/lib/accounts/invitations";
import type { InvitationRow } from "@/lib/accounts/queries/invitations";
import type { Client } from "@/lib/supabase/types";
import { raise } from "@/lib/supabase/errors";
import type { Dataset, Existing, Values } from "./engine";
import { PEOPLE_FIELDS, readIndustries, readLanguage } from "./people";
import { headerKey } from "./values";

const LOOKUP_CHUNK = 200;

/** An invitation as the import writes it (public.invitations; the e-mail is the key). */
type Invitation = Pick<
  InvitationRow,
  "email" | "first_name" | "last_name" | "phone" | "locale" | "industry_ids" | "is_admin"
>;

type Refs = { accounts: Set<string>; industries: Map<string, number> };

/** The e-mails of the file that already have an account (those people need no invitation), and the industries by name. */
async function loadRefs(client: Client, rows: Values[]): Promise<Refs> {
  const emails = [...new Set(rows.map((v) => v.email).filter((e): e is string => typeof e === "string"))];
  const accounts = new Set<string>();
  for (let i = 0; i < emails.length; i += LOOKUP_CHUNK) {
    const { data, error } = await client
      .from("profiles")
      .select("email")
      .in("email", emails.slice(i, i + LOOKUP_CHUNK));
    if (error) raise(error);
    for (const p of data ?? []) if (p.email) accounts.add(p.email.toLowerCase());
  }
  const { data, error } = await client.from("entreprise_industries").select("id, name_fr, name_en");
  if (error) raise(error);
  const industries = new Map(
    (data ?? []).flatMap((i) => [i.name_fr, i.name_en].flatMap((n) => (n ? [[headerKey(n), i.id] as const] : []))),
  );
  return { accounts, industries };
}

const record = (v: Values): Invitation => ({
  email: v.email as string,
  first_name: (v.first_name as string | null) ?? null,
  last_name: (v.last_name as string | null) ?? null,
  phone: (v.phone as string | null) ?? null,
  locale: v.locale as Invitation["locale"],
  industry_ids: v.industry_ids as number[],
  is_admin: v.admin === true,
});

/**
 * The people import (issue 22, Law 25): each row is an invitation (public.invitations) keyed by its
 * e-mail, never an account. The language and the industries (by French or English name) are read,
 * an address that already has an account is refused; new invitations get their e-mail (once: the
 * outbox's key), changed ones are updated without a second e-mail.
 */
export const PEOPLE_DATASET: Dataset<Refs> = {
  name: "people",
  fields: PEOPLE_FIELDS,
  key: "email",
  duplicateCode: "duplicateEmail",
  loadRefs,
  check(v, refs, problem) {
    const locale = readLanguage(v.language as string | null);
    if (!locale) problem("language", "language");
    const { ids, unknown } = readIndustries(v.industries as string | null, refs.industries);
    for (const name of unknown) problem("industries", "unknownIndustry", name);
    if (refs.accounts.has(v.email as string)) problem("email", "accountExists");
    v.locale = locale ?? "fr";
    v.industry_ids = ids;
  },
  record,
  async existing(client, emails) {
    const found = new Map<string, Existing>();
    for (let i = 0; i < emails.length; i += LOOKUP_CHUNK) {
      const { data, error } = await client
        .from("invitations")
        .select("id, email, first_name, last_name, phone, locale, industry_ids, is_admin")
        .in("email", emails.slice(i, i + LOOKUP_CHUNK));
      if (error) raise(error);
      for (const row of data ?? []) found.set(row.email, row as Existing);
    }
    return found;
  },
  async insert(client, rows) {
    const { data, error } = await client
      .from("invitations")
      .insert(rows as Invitation[])
      .select("id, email, first_name, locale, expires_at, send_count");
    if (error) raise(error);
    // The invitations are written: an e-mail that fails stays in the outbox (retried), the row says so.
    const created = (data ?? []) as Pick<
      InvitationRow,
      "id" | "email" | "first_name" | "locale" | "expires_at" | "send_count"
    >[];
    for (let i = 0; i < created.length; i += 4)
      await Promise.all(created.slice(i, i + 4).map((invitation) => sendInvitation(client, invitation)));
  },
  async update(client, id, row) {
    // The e-mail is the key: everything else may change.
    const { first_name, last_name, phone, locale, industry_ids, is_admin } = row as Invitation;
    const { error } = await client
      .from("invitations")
      .update({ first_name, last_name, phone, locale, industry_ids, is_admin })
      .eq("id", id);
    if (error) raise(error);
  },
};
