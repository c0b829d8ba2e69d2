/**
 * Exports (issue 22): a dataset read page by page through the caller's own session, the exact rows
 * for a filter, the audit row of a personal-data export; a non-admin and an anonymous visitor get
 * nothing and cannot write the audit row, and are refused before the first byte (issue 39).
 */
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readExportPages } from "@/lib/exports/queries";
import { exportRequestSchema, type ExportRequest } from "@/lib/exports/schema";
import { openExport } from "@/lib/exports/stream";
import type { Client } from "@/lib/supabase/types";
import { anonClient, cleanup, createTestUser, sql, type TestUser } from "@/tests/support/db";

let admin: TestUser;
let user: TestUser;
const tag = `exp-${Date.now().toString(36)}`;
// A day no other row has: the filter's rows are exactly this test's.
const day = "2001-02-03";

beforeAll(async () => {
  admin = await createTestUser({ admin: true });
  user = await createTestUser();
  const rows = ["amelie", "bruno", "chloe", "denis", "eloise"].map((name, i) => ({
    email: `${tag}-${name}@example.com`,
    locale: i % 2 ? "en" : "fr",
    source: "footer",
    consent_text: "J’accepte de recevoir l’infolettre.",
    consented_at: `${day}T12:00:00Z`,
    created_at: `${day}T1${i}:00:00Z`,
    unsubscribed_at: name === "bruno" ? `${day}T20:00:00Z` : null,
  }));
  await sql()`insert into public.newsletter_subscribers ${sql()(rows)}`;
});

afterAll(async () => {
  await sql()`delete from public.newsletter_subscribers where email like ${`${tag}%`}`;
  await sql()`delete from public.admin_audit_log where actor_id = ${admin.id}`;
  await cleanup();
});

const request = (status?: string): ExportRequest =>
  exportRequestSchema.parse({
    dataset: "newsletterSubscribers",
    format: "csv",
    from: day,
    to: day,
    status,
    columns: ["email", "locale", "unsubscribed_at"],
  });

const headers: Record<string, string> = {
  "exports.columns.email": "Courriel",
  "exports.columns.locale": "Langue",
  "exports.columns.unsubscribed_at": "Désabonné",
};

async function download(client: Client, req: ExportRequest): Promise<string[][]> {
  const file = await openExport(client, req, { locale: "fr", label: (key) => headers[key] ?? null });
  const text = await new Response(file.body).text();
  return Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;
}

describe("exports", () => {
  it("an admin gets exactly the filtered rows, and the export is in the audit log", async () => {
    const rows = await download(admin.client as Client, request("active"));
    expect([rows[0], ...rows.slice(1).sort((a, b) => a[0]!.localeCompare(b[0]!))]).toEqual([
      ["Courriel", "Langue", "Désabonné"],
      [`${tag}-amelie@example.com`, "fr", ""],
      [`${tag}-chloe@example.com`, "fr", ""],
      [`${tag}-denis@example.com`, "en", ""],
      [`${tag}-eloise@example.com`, "fr", ""],
    ]);
    expect(await sql()`select action, changes from public.admin_audit_log where actor_id = ${admin.id}`).toEqual([
      {
        action: "data_export",
        changes: {
          dataset: "newsletterSubscribers",
          filters: {
            from: day,
            to: day,
            status: "active",
            format: "csv",
            columns: ["email", "locale", "unsubscribed_at"],
          },
          rows: 4,
        },
      },
    ]);
  });

  it("reads page by page (keyset on id) without losing or repeating a row", async () => {
    const pages: string[][] = [];
    for await (const page of readExportPages(admin.client as Client, request(), 2))
      pages.push(page.map((r) => String(r.email)));
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    expect(pages.flat().sort()).toEqual(
      ["amelie", "bruno", "chloe", "denis", "eloise"].map((n) => `${tag}-${n}@example.com`),
    );
  });

  it("the dates are Montréal days: 22:00 there is still that day, 23:30 the day before is not", async () => {
    const march = "2001-03-04";
    await sql()`insert into public.newsletter_subscribers ${sql()([
      {
        email: `${tag}-late@example.com`,
        locale: "fr",
        source: "footer",
        consent_text: "Oui",
        created_at: "2001-03-05T03:00:00Z",
      },
      {
        email: `${tag}-eve@example.com`,
        locale: "fr",
        source: "footer",
        consent_text: "Oui",
        created_at: "2001-03-04T04:30:00Z",
      },
    ])}`;
    const req = exportRequestSchema.parse({
      dataset: "newsletterSubscribers",
      format: "csv",
      from: march,
      to: march,
      columns: ["email"],
    });
    const pages = [];
    for await (const page of readExportPages(admin.client as Client, req)) pages.push(...page);
    expect(pages.map((row) => row.email)).toEqual([`${tag}-late@example.com`]);
  });

  it("a signed-in user or a visitor gets no row, the audit log refuses them, and no file starts", async () => {
    const pages = [];
    for await (const page of readExportPages(user.client as Client, request())) pages.push(page);
    expect(pages).toEqual([]);
    // A visitor has no grant on the table at all.
    await expect(readExportPages(anonClient() as Client, request()).next()).rejects.toMatchObject({ code: "42501" });
    // Refused before the first byte: the user by the audit log (no personal data leaves unrecorded), the visitor's read.
    await expect(download(user.client as Client, request())).rejects.toMatchObject({ reason: "audit" });
    await expect(download(anonClient() as Client, request())).rejects.toMatchObject({ reason: "permission" });
    for (const client of [user.client, anonClient()] as Client[]) {
      const { error } = await client.rpc("log_data_export", { p_dataset: "users", p_filters: {}, p_row_count: 1 });
      expect(error).not.toBeNull();
    }
    expect(
      await sql()`select count(*)::int as n from public.admin_audit_log where action = 'data_export' and actor_id is distinct from ${admin.id} and changes->>'dataset' = 'users' and created_at > now() - interval '1 minute'`,
    ).toEqual([{ n: 0 }]);
  });
});
