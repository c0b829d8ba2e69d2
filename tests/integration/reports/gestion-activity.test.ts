/**
 * The back office's dashboard counts (issue 21): 30 Montréal days of activity from the daily
 * rollup (a day is counted once, today again after ten minutes), the to-do counts, admins only; and
 * the dashboard's one request that returns them all.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getQueueCounts, listFailedEmails, listModerationEvents } from "@/lib/moderation/queries";
import { getAdminOverview, getWorkCounts, listActivityDays } from "@/lib/reports/queries/activity";
import { anonClient, cleanup, createTestUser, sql, type TestUser } from "@/tests/support/db";

let admin: TestUser;
let user: TestUser;

beforeAll(async () => {
  admin = await createTestUser({ admin: true });
  user = await createTestUser();
});

afterAll(cleanup);

describe("admin_activity", () => {
  it("gives 30 days, oldest first, ending today in Montréal", async () => {
    const days = await listActivityDays(admin.client, 30);
    expect(days).toHaveLength(30);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(new Date());
    expect(days.at(-1)!.day).toBe(today);
    expect(days.map((d) => d.day)).toEqual([...days.map((d) => d.day)].sort());
    // The new admin and user signed up today.
    expect(days.at(-1)!.signups).toBeGreaterThanOrEqual(2);
  });

  it("keeps today's counts for ten minutes, then counts again", async () => {
    const before = (await listActivityDays(admin.client, 1))[0]!;
    await sql()`insert into public.page_views (route, path, locale) values ('/', '/gestion-activity-test', 'fr')`;
    expect((await listActivityDays(admin.client, 1))[0]!.page_views).toBe(before.page_views);
    await sql()`update app_private.activity_days set computed_at = now() - interval '11 minutes' where day = ${before.day}`;
    expect((await listActivityDays(admin.client, 1))[0]!.page_views).toBe(before.page_views + 1);
    await sql()`delete from public.page_views where path = '/gestion-activity-test'`;
  });

  it("is refused to a user and a visitor", async () => {
    expect((await user.client.rpc("admin_activity", { p_days: 30 })).error?.code).toBe("42501");
    expect((await anonClient().rpc("admin_activity", { p_days: 30 })).error).not.toBeNull();
  });
});

describe("admin_work_counts", () => {
  it("counts new financing requests and unhandled messages for an admin, nothing of them for a user", async () => {
    const rows = await sql()<
      { n: string }[]
    >`select count(*) as n from public.form_submissions where handled_at is null`;
    const n = rows[0]!.n;
    expect((await getWorkCounts(admin.client)).unhandledMessages).toBe(Number(n));
    expect(await getWorkCounts(user.client)).toMatchObject({ newFinancingRequests: 0, unhandledMessages: 0 });
  });
});

describe("admin_overview", () => {
  it("gives an admin in one call what each of its readers gives", async () => {
    const overview = await getAdminOverview(admin.client, 30, 15);
    const [queue, work, activity, failed, events] = await Promise.all([
      getQueueCounts(admin.client),
      getWorkCounts(admin.client),
      listActivityDays(admin.client, 30),
      listFailedEmails(admin.client),
      listModerationEvents(admin.client, { limit: 15, adminOnly: true }),
    ]);
    // The Data API writes a row's timestamps as PostgreSQL prints them, jsonb as ISO 8601: the same instants.
    const instants = <T extends { created_at: string }>(rows: T[]) =>
      rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() }));
    expect({ ...overview, failed: instants(overview.failed), events: instants(overview.events) }).toEqual({
      queue,
      work,
      activity,
      failed: instants(failed),
      events: instants(events),
    });
    expect(overview.activity).toHaveLength(30);
  });

  it("is refused to a user and a visitor", async () => {
    await expect(getAdminOverview(user.client)).rejects.toMatchObject({ code: "42501" });
    expect((await anonClient().rpc("admin_overview", {})).error).not.toBeNull();
  });
});
