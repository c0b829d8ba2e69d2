/**
 * The Notion sync (issue 22) against a local stand-in for Notion's API (tests/support/fake-notion.ts,
 * two rows a page, so a read follows next_cursor): the plan, applying it as an admin through the
 * action, a second plan with nothing to change, a non-admin refused (by the action and by Postgres),
 * and Notion's failures as translated messages.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { syncNotionAction } from "@/lib/taxonomy/actions/sync-notion.core";
import { planCounts } from "@/lib/taxonomy/notion/plan";
import { NotionReadError } from "@/lib/taxonomy/notion/read";
import type { NotionSettings } from "@/lib/taxonomy/notion/settings";
import { loadNotionPlan, planFingerprint } from "@/lib/taxonomy/notion/sync";
import fr from "@/messages/fr.json";
import { cleanup, createTestUser, sql, uniqueName, type TestUser } from "@/tests/support/db";
import { fakeNotionRow, startFakeNotion, type FakeNotion } from "@/tests/support/fake-notion";

const frText = (key: string) =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], fr) as string;

let admin: TestUser;
let user: TestUser;
let notion: FakeNotion;
let settings: NotionSettings;
const name = (label: string) => uniqueName(`Notion test ${label}`);
const names = { adopted: name("Commerce"), added: name("Restauration"), renamed: name("Boulangerie") };
const rows = {
  adopted: fakeNotionRow({ name: names.adopted, nameEn: "Notion test Retail" }),
  added: fakeNotionRow({ name: names.added }),
};
const categoryRows = {
  created: fakeNotionRow({ name: name("Café"), nameEn: "Café", sectors: [rows.added.id, rows.adopted.id] }),
  renamed: fakeNotionRow({ name: names.renamed, sectors: [rows.added.id] }),
  skipped: fakeNotionRow({ name: name("Sous-catégorie") }),
};
categoryRows.skipped.sectors = [categoryRows.created.id];

beforeAll(async () => {
  admin = await createTestUser({ firstName: "Ada", lastName: "Admin", admin: true });
  user = await createTestUser({ firstName: "Uma", lastName: "User" });
  // Stored before the sync: an industry of the same French name not linked to Notion, and a
  // category linked to a Notion page whose name has changed since.
  const [adopted] = await sql()`
    insert into public.entreprise_industries (name_fr) values (${names.adopted}) returning id`;
  await sql()`
    with c as (insert into public.entreprise_categories (name_fr, notion_id)
               values (${`${names.renamed} (ancien)`}, ${categoryRows.renamed.id}) returning id)
    insert into public.entreprise_category_industry_map (category_id, industry_id, is_primary)
    select c.id, ${adopted!.id}, true from c`;
  notion = await startFakeNotion({
    rows: [rows.adopted, categoryRows.created, rows.added, categoryRows.renamed, categoryRows.skipped],
  });
  settings = { token: notion.token, databaseId: notion.databaseId, baseUrl: notion.url };
  // The action reads the server's environment (lib/server-env.ts), once per process.
  process.env.NOTION_TOKEN = notion.token;
  process.env.NOTION_DATABASE_ID = `https://www.notion.so/team/Secteurs-${notion.databaseId}?v=0123`;
  process.env.NOTION_API_BASE_URL = notion.url;
});

afterAll(async () => {
  await notion?.close();
  await sql()`delete from public.entreprise_categories where name_fr like 'Notion test %'`;
  await sql()`delete from public.entreprise_industries where name_fr like 'Notion test %'`;
  await cleanup();
});

const ours = <T extends { nameFr: string }>(terms: T[]) => terms.filter((t) => t.nameFr.startsWith("Notion test "));

describe("the Notion sync", () => {
  it("reads every page of the database and plans what to create, change or skip", async () => {
    notion.requests.length = 0;
    const plan = await loadNotionPlan(admin.client, settings);
    expect(notion.requests).toEqual([
      `GET /v1/databases/${notion.databaseId}`,
      ...Array(3).fill(expect.stringMatching(/^POST \/v1\/data_sources\/[^/]+\/query$/)),
    ]);
    expect(ours(plan.industries).map((t) => [t.nameFr, t.status])).toEqual([
      [names.adopted, "update"],
      [names.added, "create"],
    ]);
    expect(ours(plan.categories).map((t) => [t.nameFr, t.status, t.sectors])).toEqual([
      [names.renamed, "update", [names.added]],
      [categoryRows.created.name, "create", [names.added, names.adopted]],
    ]);
    expect(plan.problems).toEqual([
      { notionId: categoryRows.skipped.id, name: categoryRows.skipped.name, code: "sectorNotIndustry" },
    ]);
  });

  it("refuses a non-admin, by the action and in Postgres", async () => {
    const plan = await loadNotionPlan(admin.client, settings);
    const result = await syncNotionAction.execute({ fingerprint: planFingerprint(plan) }, user.client);
    expect(result).toMatchObject({ ok: false, message: "guards.adminRequired" });
    const { error } = await user.client.from("entreprise_industries").insert({ name_fr: name("Intrus") });
    expect(error?.code).toBe("42501");
  });

  it("applies what the admin saw as an admin, then has nothing left to change", async () => {
    const stale = await syncNotionAction.execute({ fingerprint: "0".repeat(64) }, admin.client);
    expect(stale).toMatchObject({ ok: false, message: "notion.errors.changed" });

    const plan = await loadNotionPlan(admin.client, settings);
    const applied = await syncNotionAction.execute({ fingerprint: planFingerprint(plan) }, admin.client);
    expect(applied).toEqual({ ok: true, data: { created: 2, updated: 2 } });

    const stored = await sql()`
      select i.name_fr, i.name_en, i.notion_id from public.entreprise_industries i
      where i.name_fr like 'Notion test %' order by i.name_fr`;
    expect(stored).toEqual([
      { name_fr: names.adopted, name_en: "Notion test Retail", notion_id: rows.adopted.id },
      { name_fr: names.added, name_en: null, notion_id: rows.added.id },
    ]);
    const links = await sql()`
      select c.name_fr, c.name_en, c.notion_id, i.name_fr as industry, m.is_primary
      from public.entreprise_categories c
      join public.entreprise_category_industry_map m on m.category_id = c.id
      join public.entreprise_industries i on i.id = m.industry_id
      where c.name_fr like 'Notion test %' order by c.name_fr, m.is_primary desc`;
    expect(links).toEqual([
      {
        name_fr: names.renamed,
        name_en: null,
        notion_id: categoryRows.renamed.id,
        industry: names.added,
        is_primary: true,
      },
      {
        name_fr: categoryRows.created.name,
        name_en: "Café",
        notion_id: categoryRows.created.id,
        industry: names.added,
        is_primary: true,
      },
      {
        name_fr: categoryRows.created.name,
        name_en: "Café",
        notion_id: categoryRows.created.id,
        industry: names.adopted,
        is_primary: false,
      },
    ]);

    const again = await loadNotionPlan(admin.client, settings);
    expect(planCounts(again)).toMatchObject({ create: 0, update: 0 });
  });

  it("turns Notion's 401, 404 and an unreachable server into translated messages", async () => {
    const plan = await loadNotionPlan(admin.client, settings);
    notion.token = "ntn_renewed_elsewhere";
    try {
      const refused = await syncNotionAction.execute({ fingerprint: planFingerprint(plan) }, admin.client);
      expect(refused).toMatchObject({ ok: false, message: "notion.errors.unauthorized" });
      expect(frText("notion.errors.unauthorized")).toContain("NOTION_TOKEN");
    } finally {
      notion.token = settings.token;
    }
    await expect(loadNotionPlan(admin.client, { ...settings, databaseId: "0".repeat(32) })).rejects.toMatchObject({
      failure: "notFound",
    });
    const closed = await startFakeNotion();
    await closed.close();
    const unreachable = await loadNotionPlan(admin.client, { ...settings, baseUrl: closed.url }).catch((e) => e);
    expect(unreachable).toBeInstanceOf(NotionReadError);
    expect(unreachable).toMatchObject({ failure: "unreachable" });
  });
});
