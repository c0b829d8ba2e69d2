/**
 * The back office's rollups (issue 21: counts from small tables kept by triggers, not a scan per
 * request) always equal what they summarise: businesses per category and status, and each owner's
 * listings and the inquiries those received, through inserts, owner changes and deletes of
 * businesses, properties and inquiries (in either cascade order), followers per industry and in
 * all, and the readers that use them.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listUsers } from "@/lib/accounts/queries/admin-users";
import { cleanup, createTestUser, sql, type TestUser } from "@/tests/support/db";

const tag = randomUUID().slice(0, 8);
let admin: TestUser;
let first: TestUser;
let second: TestUser;
let categoryId: number;

/** The owners whose rollup row differs from a count of their listings and inquiries now (none expected). */
async function ownerMismatches(): Promise<string[]> {
  const rows = await sql()<{ owner_id: string }[]>`
    with direct as (
      select o.owner_id, count(*) as listings, sum(o.inquiries) as inquiries
      from (
        select c.owner_id, (select count(*) from public.listing_inquiries q where q.entreprise_id = c.entreprise_id) as inquiries
        from app_private.entreprise_confidential c
        union all
        select i.owner_id, (select count(*) from public.listing_inquiries q where q.immobilier_id = i.id)
        from public.immobilier i
      ) o
      group by o.owner_id
    )
    select coalesce(d.owner_id, a.owner_id)::text as owner_id
    from direct d full join app_private.owner_activity a on a.owner_id = d.owner_id
    where coalesce(d.listings, 0) <> coalesce(a.listings, 0) or coalesce(d.inquiries, 0) <> coalesce(a.inquiries, 0)`;
  return rows.map((r) => r.owner_id);
}

/** The (category, status) pairs whose count differs from the businesses' (none expected). */
async function categoryMismatches(): Promise<string[]> {
  const rows = await sql()<{ pair: string }[]>`
    with direct as (select e.category_id, e.status, count(*) as n from public.entreprises e group by 1, 2)
    select concat_ws(':', coalesce(d.category_id, c.category_id), coalesce(d.status, c.status)) as pair
    from direct d full join app_private.entreprise_counts c on c.category_id = d.category_id and c.status = d.status
    where coalesce(d.n, 0) <> coalesce(c.n, 0)`;
  return rows.map((r) => r.pair);
}

async function counts(user: TestUser) {
  const { rows } = await listUsers(admin.client, {
    search: user.email,
    sort: "created",
    dir: "desc",
    limit: 25,
    offset: 0,
  });
  return { listings: rows[0]?.listing_count, inquiries: rows[0]?.inquiry_count };
}

async function inquire(column: "entreprise_id" | "immobilier_id", id: number, n: number) {
  for (let i = 0; i < n; i++)
    await sql()`
      insert into public.listing_inquiries ${sql()({ [column]: id, name: "Acheteur", email: `acheteur-${tag}@exemple.ca`, message: "Toujours disponible ?", locale: "fr" })}`;
}

beforeAll(async () => {
  admin = await createTestUser({ firstName: "Ada", lastName: `Rollup ${tag}`, admin: true });
  first = await createTestUser({ firstName: "Prem", lastName: `Rollup ${tag}` });
  second = await createTestUser({ firstName: "Deux", lastName: `Rollup ${tag}` });
  const [category] = await sql()<{ id: number }[]>`select id from public.entreprise_categories order by id limit 1`;
  categoryId = category!.id;
});

afterAll(async () => {
  await sql()`delete from public.entreprises where slug like ${`rollup-${tag}-%`}`;
  await sql()`delete from public.immobilier where slug like ${`rollup-${tag}-%`}`;
  await cleanup();
});

describe("the back office's rollups", () => {
  it("follow businesses and their inquiries from creation through a change of owner to deletion", async () => {
    const [business] = await sql()<{ id: number }[]>`
      insert into public.entreprises (slug, owner_id, status, title_fr, description_fr, category_id, asking_price, region_id, province_id)
      values (${`rollup-${tag}-a`}, ${first.id}, 'published', 'Atelier de test', 'Annonce de test.', ${categoryId}, 150000, 1, 1),
             (${`rollup-${tag}-b`}, ${first.id}, 'draft', 'Boutique de test', 'Annonce de test.', ${categoryId}, 90000, 1, 1)
      returning id`;
    await inquire("entreprise_id", business!.id, 3);
    expect(await counts(first)).toEqual({ listings: 2, inquiries: 3 });

    // A status change moves the business between the category's counts.
    await sql()`update public.entreprises set status = 'archived' where id = ${business!.id}`;
    expect(await categoryMismatches()).toEqual([]);

    // The new owner takes the business and its inquiries.
    await sql()`update public.entreprises set owner_id = ${second.id} where id = ${business!.id}`;
    expect(await counts(first)).toEqual({ listings: 1, inquiries: 0 });
    expect(await counts(second)).toEqual({ listings: 1, inquiries: 3 });

    await sql()`delete from public.listing_inquiries where entreprise_id = ${business!.id} and id = (select min(id) from public.listing_inquiries where entreprise_id = ${business!.id})`;
    expect(await counts(second)).toEqual({ listings: 1, inquiries: 2 });

    // Deleting the business cascades to its inquiries: each is taken away once.
    await sql()`delete from public.entreprises where id = ${business!.id}`;
    expect(await counts(second)).toEqual({ listings: 0, inquiries: 0 });
    expect(await ownerMismatches()).toEqual([]);
    expect(await categoryMismatches()).toEqual([]);
  });

  it("follow properties, and the users list sorts by them", async () => {
    const [property] = await sql()<{ id: number }[]>`
      insert into public.immobilier (slug, owner_id, status, title_fr, property_type, price)
      values (${`rollup-${tag}-p`}, ${second.id}, 'published', 'Immeuble de test', 'retail', 500000) returning id`;
    await inquire("immobilier_id", property!.id, 2);
    expect(await counts(second)).toEqual({ listings: 1, inquiries: 2 });

    const byInquiries = await listUsers(admin.client, {
      search: `Rollup ${tag}`,
      sort: "inquiries",
      dir: "desc",
      limit: 25,
      offset: 0,
    });
    expect(byInquiries.rows.map((r) => r.id)).toEqual([second.id, first.id, admin.id]);
    expect(byInquiries.total).toBe(3);

    await sql()`update public.immobilier set owner_id = ${first.id} where id = ${property!.id}`;
    expect(await counts(first)).toEqual({ listings: 2, inquiries: 2 });
    await sql()`delete from public.immobilier where id = ${property!.id}`;
    expect(await counts(first)).toEqual({ listings: 1, inquiries: 0 });
    expect(await ownerMismatches()).toEqual([]);
  });

  it("count followers per industry and in all, as preferences are added and removed", async () => {
    const followerMismatch = async () => {
      const [row] = await sql()<{ ok: boolean }[]>`
        select (select n from app_private.follower_total) = (select count(distinct user_id) from public.user_industry_preferences)
           and not exists (
             select 1 from (select industry_id, count(*) as n from public.user_industry_preferences group by 1) d
             full join app_private.industry_followers c on c.industry_id = d.industry_id
             where coalesce(d.n, 0) <> coalesce(c.n, 0)) as ok`;
      return !row!.ok;
    };
    const industries = await sql()<{ id: number }[]>`select id from public.entreprise_industries order by id limit 2`;
    const [a, b] = industries.map((i) => i.id) as [number, number];
    await sql()`insert into public.user_industry_preferences (user_id, industry_id)
                values (${first.id}, ${a}), (${first.id}, ${b}), (${second.id}, ${a})`;
    expect(await followerMismatch()).toBe(false);
    await sql()`delete from public.user_industry_preferences where user_id = ${first.id} and industry_id = ${a}`;
    expect(await followerMismatch()).toBe(false);
    await sql()`insert into public.user_industry_preferences (user_id, industry_id) values (${first.id}, ${a})`;
    await sql()`delete from public.user_industry_preferences where user_id in (${first.id}, ${second.id})`;
    expect(await followerMismatch()).toBe(false);
  });

  it("order the unfiltered users list by a count as the whole list would be ordered", async () => {
    // admin_list_users takes that page from the rollup's index and the profiles' index: each page
    // must be the one a single sort of every profile gives, across the last owner with listings.
    const mismatches = await sql().begin(async (tx) => {
      const claims = JSON.stringify({ sub: admin.id, role: "authenticated" });
      await tx`set transaction isolation level repeatable read`;
      await tx`select set_config('request.jwt.claims', ${claims}, true), set_config('request.jwt.claim.sub', ${admin.id}, true)`;
      await tx`set local role authenticated`;
      const found: string[] = [];
      for (const sort of ["listings", "inquiries"] as const) {
        const [{ n } = { n: 0 }] = await tx.unsafe<{ n: number }[]>(
          `select count(*)::int as n from app_private.owner_activity where ${sort} > 0`,
        );
        for (const dir of ["desc", "asc"] as const) {
          for (const offset of [0, Math.max(n - 3, 0)]) {
            const got = await tx<{ id: string; listing_count: number; inquiry_count: number }[]>`
              select id, listing_count::int, inquiry_count::int
              from public.admin_list_users(p_sort => ${sort}, p_dir => ${dir}, p_limit => 6, p_offset => ${offset})`;
            const want = await tx.unsafe<{ id: string; listing_count: number; inquiry_count: number }[]>(
              `select p.id, coalesce(a.listings, 0)::int as listing_count, coalesce(a.inquiries, 0)::int as inquiry_count
               from public.profiles p left join app_private.owner_activity a on a.owner_id = p.id
               order by coalesce(a.${sort}, 0) ${dir}, p.created_at ${dir}, p.id ${dir} limit 6 offset ${offset}`,
            );
            if (JSON.stringify([...got]) !== JSON.stringify([...want])) found.push(`${sort} ${dir} @${offset}`);
          }
        }
      }
      return found;
    });
    expect(mismatches).toEqual([]);
    const [copied] = await sql()<{ same: boolean }[]>`
      select a.owner_created_at = p.created_at as same
      from app_private.owner_activity a join public.profiles p on p.id = a.owner_id where a.owner_id = ${first.id}`;
    expect(copied).toEqual({ same: true });
  });

  it("are read by admins only, and written by no one through the API", async () => {
    const readAs = (user: TestUser) =>
      sql().begin(async (tx) => {
        const claims = JSON.stringify({ sub: user.id, role: "authenticated" });
        await tx`select set_config('request.jwt.claims', ${claims}, true), set_config('request.jwt.claim.sub', ${user.id}, true)`;
        await tx`set local role authenticated`;
        const [row] = await tx<{ n: number }[]>`
          select (select count(*) from app_private.owner_activity)::int + (select count(*) from app_private.entreprise_counts)::int
               + (select count(*) from app_private.listing_inquiry_counts)::int
               + (select count(*) from app_private.follower_total)::int as n`;
        return row!.n;
      });
    expect(await readAs(first)).toBe(0);
    expect(await readAs(admin)).toBeGreaterThan(0);
    const [privileges] = await sql()<{ can: boolean }[]>`
      select has_table_privilege('authenticated', 'app_private.owner_activity', 'INSERT, UPDATE, DELETE')
          or has_table_privilege('authenticated', 'app_private.entreprise_counts', 'INSERT, UPDATE, DELETE')
          or has_table_privilege('authenticated', 'app_private.listing_inquiry_counts', 'INSERT, UPDATE, DELETE')
          or has_table_privilege('anon', 'app_private.owner_activity', 'SELECT') as can`;
    expect(privileges!.can).toBe(false);
  });
});
