/**
 * Issue 12: what the app writes on a visitor's behalf after its own checks (honeypot, rate limit)
 * cannot be written around them through the Data API; view counters count a visitor once per
 * listing and day and only through the server; security-definer helpers reveal nothing.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordBusinessView } from "@/lib/businesses/queries/public";
import { recordPropertyView } from "@/lib/properties/queries/public";
import {
  anonClient,
  cleanup,
  createTestUser,
  demoSeller,
  env,
  serviceClient,
  sql,
  type TestUser,
} from "@/tests/support/db";

const PUBLISHED = "depanneur-rentable-centre-ville-rimouski";
const DRAFT = "brouillon-traiteur-levis";
let stranger: TestUser;
let ids: Record<string, number> = {};

beforeAll(async () => {
  stranger = await createTestUser();
  const rows = await sql()<
    { slug: string; id: number }[]
  >`select slug, id from public.entreprises where slug in (${PUBLISHED}, ${DRAFT})`;
  ids = Object.fromEntries(rows.map((r) => [r.slug, Number(r.id)]));
});
afterAll(cleanup);

const mark = () => randomBytes(32).toString("hex");

describe("no insert through the Data API for rows the app writes after its checks", () => {
  const rows = (): Record<string, Record<string, unknown>> => ({
    listing_inquiries: {
      entreprise_id: ids[PUBLISHED],
      name: "Contournement",
      email: "a@example.com",
      message: "Bonjour",
      locale: "fr",
    },
    search_queries: { query: "contournement", filters: {}, result_count: 1, locale: "fr" },
    form_submissions: {
      form: "contact",
      locale: "fr",
      name: "Contournement",
      email: "a@example.com",
      subject: "Sujet",
      message: "Bonjour",
    },
    newsletter_subscribers: { email: "contournement@example.com", locale: "fr", source: "footer", consent_text: "Oui" },
    page_views: { route: "/", path: "/", locale: "fr" },
    rate_limits: { bucket: "contact", key_hash: "0123456789abcdef0123", window_start: new Date().toISOString() },
  });

  for (const who of ["anon", "authenticated"] as const) {
    it(`${who} cannot insert any of them`, async () => {
      const client = who === "anon" ? anonClient() : stranger.client;
      for (const [table, row] of Object.entries(rows())) {
        const { error } = await client.from(table).insert(row);
        expect(error?.code, `${who} insert into ${table}`).toBe("42501");
      }
    });
  }

  it("no table of the public schema lets anon or authenticated insert, except the signed-in user's own rows and the admins' reference tables", async () => {
    const granted = await sql()<{ table_name: string; grantee: string }[]>`
      select distinct table_name, grantee from information_schema.role_table_grants
      where table_schema = 'public' and privilege_type = 'INSERT' and grantee in ('anon', 'authenticated')
      union
      select distinct table_name, grantee from information_schema.column_privileges
      where table_schema = 'public' and privilege_type = 'INSERT' and grantee in ('anon', 'authenticated')
      order by 1, 2`;
    // Their insert policies let a row in only for its signed-in owner (the user's own preferences, listings and
    // valuations: no honeypot or rate limit to go around) or for an admin (the reference tables the back office
    // edits through the Data API: taxonomy, valuation multiples, financing partners, the blog), and an admin's own
    // record of a data export in the audit log (issue 22), and the invitations of imported people (admins only).
    const allowed = new Set([
      "entreprise_categories",
      "entreprise_industries",
      "entreprise_category_industry_map",
      "franchise_categories",
      "valuation_multiples",
      "valuation_category_multiples",
      "financing_partners",
      "blog_articles",
      "blog_authors",
      "blog_categories",
      "blog_article_categories",
      "blog_article_industries",
      "entreprises",
      "immobilier",
      "franchises",
      "experts",
      "user_industry_preferences",
      "saved_searches",
      "invitations",
      "evaluations",
      "admin_audit_log",
      // Issue 42: the public programs (admins only) and a sold business's closed deal (its owner or an admin;
      // a trigger sets the owner from the listing and refuses a listing not sold).
      "financing_programs",
      "entreprise_closed_deals",
      // A lender's pre-qualification, recorded by the team only (policies, column grants and a guard trigger).
      "financing_prequalifications",
      // Issue 41, each row only its own: the owner's file and documents, the buyer's profile, and a reader's
      // own view or download (refused by a trigger once access has ended). A request is never inserted by a
      // user: the server signs it (dealroom_sign_request, its secret key only).
      "dealrooms",
      "dealroom_documents",
      "dealroom_buyer_profiles",
      "dealroom_access_events",
      // Issue 42: an offer and its versions, only the approved buyer's own (then the awaited party's turn);
      // triggers refuse a buyer without open access, a forged author or state, a version changed after it was sent.
      "offers",
      "offer_versions",
    ]);
    expect(granted.filter((g) => !allowed.has(g.table_name) || g.grantee === "anon")).toEqual([]);
  });
});

describe("view counters", () => {
  const count = async (slug: string) =>
    Number(
      (await sql()<{ view_count: number }[]>`select view_count from public.entreprises where slug = ${slug}`)[0]!
        .view_count,
    );

  it("cannot be called by visitors, not even the old functions", async () => {
    for (const client of [anonClient(), stranger.client]) {
      expect(
        (await client.rpc("record_listing_view", { p_kind: "entreprise", p_slug: PUBLISHED, p_visitor: mark() })).error,
      ).not.toBeNull();
      expect((await client.rpc("record_entreprise_view", { p_slug: PUBLISHED })).error).not.toBeNull();
      expect((await client.rpc("record_immobilier_view", { p_slug: PUBLISHED })).error).not.toBeNull();
    }
  });

  it("count a visitor once per listing and day, and keep no mark of earlier days", async () => {
    const visitor = mark();
    const before = await count(PUBLISHED);
    for (let i = 0; i < 5; i++) await recordBusinessView(serviceClient(), PUBLISHED, visitor);
    expect(await count(PUBLISHED)).toBe(before + 1);
    expect(await recordBusinessView(serviceClient(), PUBLISHED, mark())).toBe(true);
    expect(await count(PUBLISHED)).toBe(before + 2);
    // A draft is never counted.
    expect(await recordBusinessView(serviceClient(), DRAFT, mark())).toBe(false);
    // Yesterday's marks (Montréal's yesterday, whatever the session's zone) go at the next count.
    await sql()`insert into catalogue_private.listing_view_marks (day, listing_kind, listing_id, visitor) values ((now() at time zone 'America/Toronto')::date - 1, 'entreprise', ${ids[PUBLISHED]!}, ${mark()})`;
    await recordBusinessView(serviceClient(), PUBLISHED, mark());
    const [old] = await sql()<
      { n: number }[]
    >`select count(*)::int as n from catalogue_private.listing_view_marks where day < (now() at time zone 'America/Toronto')::date`;
    expect(old!.n).toBe(0);
  });

  it("properties too", async () => {
    const [property] = await sql()<
      { slug: string; view_count: number }[]
    >`select slug, view_count from public.immobilier where status = 'published' limit 1`;
    const visitor = mark();
    await recordPropertyView(serviceClient(), property!.slug, visitor);
    await recordPropertyView(serviceClient(), property!.slug, visitor);
    const [after] = await sql()<
      { view_count: number }[]
    >`select view_count from public.immobilier where slug = ${property!.slug}`;
    expect(after!.view_count).toBe(property!.view_count + 1);
  });

  it("visitor marks are refused unless they are a hash", async () => {
    await expect(recordBusinessView(serviceClient(), PUBLISHED, "203.0.113.7")).rejects.toThrow();
  });
});

describe("security-definer helpers reveal nothing the caller cannot read", () => {
  it("listing_inquiry_owner does not name the owner of someone else's draft", async () => {
    const { data, error } = await stranger.client.rpc("listing_inquiry_owner", {
      p_entreprise_id: ids[DRAFT],
      p_immobilier_id: null,
    });
    expect(error).toBeNull();
    expect(data).toBeNull();
    const seller = await demoSeller();
    const own = await seller.client.rpc("listing_inquiry_owner", {
      p_entreprise_id: ids[DRAFT],
      p_immobilier_id: null,
    });
    expect(own.data).toBe(seller.userId);
  });
});

describe("stored image URLs are files of the project's Storage", () => {
  it("a profile photo, a franchise logo or an expert photo elsewhere is refused, even with the secret key", async () => {
    const outside = await stranger.client
      .from("profiles")
      .update({ avatar_url: "https://evil.example/a.png" })
      .eq("id", stranger.id);
    expect(outside.error?.message).toMatch(/image url refused/);
    const storage = `${env.url}/storage/v1/object/public/avatars/${stranger.id}/1.webp`;
    expect(
      (await stranger.client.from("profiles").update({ avatar_url: storage }).eq("id", stranger.id)).error,
    ).toBeNull();
    const [franchise] = await sql()<{ id: number }[]>`select id from public.franchises limit 1`;
    const logo = await serviceClient()
      .from("franchises")
      .update({ logo_url: "javascript:alert(1)" })
      .eq("id", franchise!.id);
    expect(logo.error?.message).toMatch(/image url refused/);
    const [expert] = await sql()<{ id: number }[]>`select id from public.experts limit 1`;
    const photo = await serviceClient()
      .from("experts")
      .update({ photo_url: "https://x.example/storage/v1/object/public/avatars/../secret" })
      .eq("id", expert!.id);
    expect(photo.error?.message).toMatch(/image url refused/);
  });
});
