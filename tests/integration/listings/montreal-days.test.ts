/**
 * Days are Montréal days everywhere (issue 39): the workspace and moderation lists' date filters and
 * views of the last 7 and 30 days, and the once-a-day view marks, count America/Toronto days whatever
 * the database session's time zone (UTC on a hosted project: after 19:00 or 20:00 in Montréal, UTC's
 * day is already the next one). Each check runs under a zone ahead of Montréal and one behind it, so
 * at any hour at least one of them differs from Montréal's day.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, montrealDay } from "@/lib/i18n/format";
import { cleanup, createTestUser, sql, type TestUser } from "@/tests/support/db";

const ZONES = ["Pacific/Kiritimati", "Etc/GMT+12"];
const KINDS = ["entreprises", "immobilier", "experts", "franchises"] as const;
const tag = `mtl-${randomUUID().slice(0, 8)}`;
let owner: TestUser;
let admin: TestUser;
const ids = {} as Record<(typeof KINDS)[number], string>;
/** The id a `returning id` gave (a bigint: a string). */
const idOf = (rows: { id: string }[]) => String(rows[0]!.id);

beforeAll(async () => {
  owner = await createTestUser();
  admin = await createTestUser({ admin: true });
  const [category] = await sql()<{ id: number }[]>`select id from public.entreprise_categories order by id limit 1`;
  const [franchiseCategory] = await sql()<
    { id: number }[]
  >`select id from public.franchise_categories order by id limit 1`;
  ids.entreprises = idOf(
    await sql()<{ id: string }[]>`
    insert into public.entreprises (slug, owner_id, status, title_fr, description_fr, category_id, asking_price, region_id, province_id)
    values (${tag}, ${owner.id}, 'published', 'Boulangerie de Montréal', 'Annonce de test.', ${category!.id}, 150000, 1, 1)
    returning id`,
  );
  ids.immobilier = idOf(
    await sql()<{ id: string }[]>`
    insert into public.immobilier (slug, owner_id, title_fr, property_type, price, status)
    values (${tag}, ${owner.id}, 'Entrepôt de Montréal', 'industrial', 500000, 'published') returning id`,
  );
  ids.experts = idOf(
    await sql()<{ id: string }[]>`
    insert into public.experts (owner_id, name, profession, status) values (${owner.id}, 'Notaire de Montréal', 'notary', 'draft')
    returning id`,
  );
  ids.franchises = idOf(
    await sql()<{ id: string }[]>`
    insert into public.franchises (owner_id, status, name, category_id) values (${owner.id}, 'draft', ${tag}, ${franchiseCategory!.id})
    returning id`,
  );
  // Last changed at 22:00 in Montréal on 15 January 2026 (03:00 UTC on the 16th).
  await sql().begin(async (tx) => {
    await tx`set local session_replication_role = replica`;
    for (const table of KINDS)
      await tx.unsafe(`update public.${table} set updated_at = '2026-01-16T03:00:00Z' where id = $1`, [ids[table]]);
  });
});

afterAll(async () => {
  await sql()`delete from public.listing_view_days where entreprise_id = ${ids.entreprises} or immobilier_id = ${ids.immobilier}`;
  for (const table of KINDS) await sql().unsafe(`delete from public.${table} where id = $1`, [ids[table]]);
  await cleanup();
});

/** Runs `work` in a transaction as `user` (RLS applies), with the session in time zone `zone`. */
function asUserIn<T>(user: TestUser, zone: string, work: (tx: ReturnType<typeof sql>) => Promise<T>): Promise<T> {
  return sql().begin(async (tx) => {
    const claims = JSON.stringify({ sub: user.id, role: "authenticated" });
    await tx`select set_config('timezone', ${zone}, true)`;
    await tx`select set_config('request.jwt.claims', ${claims}, true), set_config('request.jwt.claim.sub', ${user.id}, true)`;
    await tx`set local role authenticated`;
    return work(tx as unknown as ReturnType<typeof sql>);
  }) as Promise<T>;
}

describe("the workspace and moderation lists", () => {
  it("filter by the Montréal day an item last changed: 22:00 there is that day, not the next", async () => {
    for (const zone of ZONES) {
      const found = await asUserIn(admin, zone, async (tx) => {
        const seen: Record<string, boolean[]> = {};
        for (const table of KINDS) {
          seen[table] = [];
          for (const day of ["2026-01-15", "2026-01-16"]) {
            const rows = await tx.unsafe<{ id: number }[]>(
              `select id from public.list_workspace_${table}(p_scope => 'all', p_owner_email => $1, p_from => $2::date, p_to => $2::date)`,
              [owner.email, day],
            );
            seen[table].push(rows.some((r) => String(r.id) === ids[table]));
          }
        }
        return seen;
      });
      expect({ zone, found }).toEqual({
        zone,
        found: Object.fromEntries(KINDS.map((table) => [table, [true, false]])),
      });
    }
  });

  it("count the views of the last 7 and 30 Montréal days", async () => {
    const today = montrealDay();
    const views = [
      [addDays(today, -6), 1],
      [addDays(today, -7), 10],
      [addDays(today, -29), 100],
      [addDays(today, -30), 1000],
    ] as const;
    for (const [day, n] of views) {
      await sql()`insert into public.listing_view_days (entreprise_id, day, views) values (${ids.entreprises}, ${day}, ${n})`;
      await sql()`insert into public.listing_view_days (immobilier_id, day, views) values (${ids.immobilier}, ${day}, ${n})`;
    }
    for (const zone of ZONES) {
      const counts = await asUserIn(owner, zone, async (tx) => ({
        entreprises:
          await tx`select views_7::int, views_30::int from public.list_workspace_entreprises(p_scope => 'mine')`,
        immobilier:
          await tx`select views_7::int, views_30::int from public.list_workspace_immobilier(p_scope => 'mine')`,
      }));
      expect({ zone, entreprises: [...counts.entreprises], immobilier: [...counts.immobilier] }).toEqual({
        zone,
        entreprises: [{ views_7: 1, views_30: 111 }],
        immobilier: [{ views_7: 1, views_30: 111 }],
      });
    }
  });
});

describe("a listing's views", () => {
  it("count a visitor once per Montréal day, whatever the session's day", async () => {
    const visitor = () => randomUUID().replace(/-/g, "").repeat(2);
    for (const zone of ZONES) {
      // Seen earlier today (in Montréal), then again; and a visitor seen for the first time.
      const earlier = visitor();
      const fresh = visitor();
      await sql()`insert into catalogue_private.listing_view_marks (day, listing_kind, listing_id, visitor)
                  values (${montrealDay()}, 'entreprise', ${ids.entreprises}, ${earlier})`;
      const counted = await sql().begin(async (tx) => {
        await tx`select set_config('timezone', ${zone}, true)`;
        await tx`set local role service_role`;
        const view = async (who: string) =>
          (
            await tx<{ counted: boolean }[]>`select public.record_listing_view('entreprise', ${tag}, ${who}) as counted`
          )[0]!.counted;
        return { earlier: await view(earlier), fresh: await view(fresh) };
      });
      expect({ zone, counted }).toEqual({ zone, counted: { earlier: false, fresh: true } });
      const marks = await sql()<{ day: string }[]>`
        select day::text from catalogue_private.listing_view_marks where visitor = ${fresh}`;
      expect({ zone, marks: [...marks] }).toEqual({ zone, marks: [{ day: montrealDay() }] });
    }
  });
});
