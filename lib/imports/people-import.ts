import "server-only";
import { sendInvitation } from "@/lib/accounts/invitations";
import type { InvitationRow } from "@/lib/accounts/queries/invitations";
import type { Client } from "@/lib/supabase/types";
import type { Dataset, Existing, Values } from "./engine";
import { PEOPLE_FIELDS, readIndustries, readLanguage } from "./people";
import {
  insertInvitations,
  listAccountsByEmail,
  listImportNames,
  listInvitationsByEmail,
  updateInvitation,
} from "./queries";
import { headerKey } from "./values";

/** An invitation as the import writes it (public.invitations; the e-mail is the key). */
type Invitation = Pick<
  InvitationRow,
  "email" | "first_name" | "last_name" | "phone" | "locale" | "industry_ids" | "is_admin"
>;

type Refs = { accounts: Set<string>; industries: Map<string, number> };

/** The e-mails of the file that already have an account (those people need no invitation), and the industries by name. */
async function loadRefs(client: Client, rows: Values[]): Promise<Refs> {
  const emails = [...new Set(rows.map((v) => v.email).filter((e): e is string => typeof e === "string"))];
  const [found, names] = await Promise.all([
    listAccountsByEmail(client, emails),
    listImportNames(client, "entreprise_industries"),
  ]);
  const accounts = new Set(found.flatMap((p) => (p.email ? [p.email.toLowerCase()] : [])));
  const industries = new Map(
    names.flatMap((i) => [i.name_fr, i.name_en].flatMap((n) => (n ? [[headerKey(n), i.id] as const] : []))),
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
    for (const row of await listInvitationsByEmail(client, emails)) found.set(row.email, row);
    return found;
  },
  async insert(client, rows) {
    const created = await insertInvitations(client, rows as Invitation[]);
    // The invitations are written: an e-mail that fails stays in the outbox (retried), the row says so.
    for (let i = 0; i < created.length; i += 4)
      await Promise.all(created.slice(i, i + 4).map((invitation) => sendInvitation(client, invitation)));
  },
  async update(client, id, row) {
    // The e-mail is the key: everything else may change.
    const { first_name, last_name, phone, locale, industry_ids, is_admin } = row as Invitation;
    await updateInvitation(client, id, { first_name, last_name, phone, locale, industry_ids, is_admin });
  },
};
