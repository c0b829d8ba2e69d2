/**
 * The back office's reports (issue 21): the search log read through its daily rollups (kept by a
 * trigger as the server logs searches) and the industries users follow; admins read them, anyone
 * else reads nothing and writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replaceIndustryPreferences } from "@/lib/accounts/queries/preferences";
import { listIndustryFollowerCounts, listIndustryFollowers } from "@/lib/accounts/queries/preferences";
import { logSearchQuery } from "@/lib/businesses/queries/search-log";
import { getSearchReport, searchHref } from "@/lib/reports/queries/search-report";
import { anonClient, cleanup, createTestUser, serviceClient, sql, type TestUser } from "@/tests/support/db";

let admin: TestUser;
let user: TestUser;
const words = `boulangerie-${Date.now().toString(36)}`;
const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(new Date());
const range = { from: today, to: today };

beforeAll(async () => {
  admin = await createTestUser({ admin: true });
  user = await createTestUser();
});

afterAll(async () => {
  await sql()`delete from public.search_queries where query like 'boulangerie-%'`;
  await sql()`delete from public.search_query_days where query like 'boulangerie-%'`;
  await cleanup();
});

describe("search analytics", () => {
  it("counts each logged search into the day's rollups, which only admins read", async () => {
    const service = serviceClient();
    const filters = { region: ["estrie"], sort: "newest", page: 2 };
    await logSearchQuery(service, { query: words, filters, resultCount: 0, locale: "fr" });
    await logSearchQuery(service, { query: ` ${words.toUpperCase()} `, filters, resultCount: 3, locale: "fr" });
    await logSearchQuery(service, { query: words, filters: {}, resultCount: 2, locale: "en" });

    const report = await getSearchReport(admin.client, {
      ...range,
      zeroOnly: false,
      search: words,
      sort: "searches",
      dir: "desc",
      limit: 10,
      offset: 0,
    });
    const top = report.searches;
    // Words folded to lower case; page and order are not part of a search.
    expect(top.rows).toHaveLength(2);
    expect(top.rows[0]).toMatchObject({ query: words, filters: { region: ["estrie"] }, searches: 2, zeroResults: 1 });
    expect(searchHref(top.rows[0]!)).toBe(`/entreprises?search=${words}&region=estrie`);
    const { searches: none } = await getSearchReport(admin.client, {
      ...range,
      locale: "fr",
      zeroOnly: true,
      search: words,
      sort: "zero",
      dir: "desc",
      limit: 10,
      offset: 0,
    });
    expect(none.rows.map((r) => r.searches)).toEqual([2]);
    expect(report.days.find((d) => d.locale === "fr")!.searches).toBeGreaterThanOrEqual(2);
    expect(report.filters).toEqual(
      expect.arrayContaining([expect.objectContaining({ filter: "region", value: "estrie" })]),
    );

    // A signed-in user reads nothing; a visitor may not even ask.
    const asUser = await getSearchReport(user.client, {
      ...range,
      zeroOnly: false,
      search: words,
      sort: "searches",
      dir: "desc",
      limit: 10,
      offset: 0,
    });
    expect(asUser).toEqual({ days: [], searches: { rows: [], total: 0 }, filters: [] });
    expect((await anonClient().rpc("search_report", { p_from: today, p_to: today })).error).not.toBeNull();
    // The rollups and the log stay written only by the server.
    for (const client of [anonClient(), user.client, admin.client]) {
      await client.from("search_query_days").update({ searches: 999 }).eq("query", words);
      expect(
        (await client.from("search_queries").insert({ query: words, result_count: 1, locale: "fr" })).error,
      ).not.toBeNull();
    }
    expect(await sql()`select max(searches) as m from public.search_query_days where query = ${words}`).toEqual([
      { m: 2 },
    ]);
  });
});

describe("followed industries", () => {
  it("counts the users of each industry and lists who follows what, for admins only", async () => {
    const [a, b] = (await sql()<{ id: string }[]>`select id from public.entreprise_industries order by id limit 2`).map(
      (r) => ({ id: Number(r.id) }),
    );
    await replaceIndustryPreferences(user.client, user.id, [a!.id, b!.id]);
    const counts = await listIndustryFollowerCounts(admin.client);
    expect(counts.find((c) => c.industryId === a!.id)!.followers).toBeGreaterThanOrEqual(1);
    const who = await listIndustryFollowers(admin.client, {
      industryId: b!.id,
      search: user.email,
      sort: "email",
      dir: "asc",
      limit: 10,
      offset: 0,
    });
    expect(who.rows).toEqual([
      expect.objectContaining({ userId: user.id, industryIds: [a!.id, b!.id].sort((x, y) => x - y) }),
    ]);

    // Anyone else sees only themselves (RLS), a visitor nothing.
    const other = await createTestUser();
    expect((await listIndustryFollowers(other.client, { sort: "email", dir: "asc", limit: 10, offset: 0 })).total).toBe(
      0,
    );
    expect((await listIndustryFollowerCounts(other.client)).every((c) => c.followers === 0)).toBe(true);
    expect((await anonClient().rpc("industry_follower_counts")).error).not.toBeNull();
  });
});
