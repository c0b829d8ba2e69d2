/**
 * Issue 22 (imports): the commercial property import as an administrator — the dry run reports
 * exactly what the import then does (English headers here), owners matched by e-mail or the
 * default owner, new listings waiting for review, the same file twice changes nothing, a listing
 * of the site updated by its slug, the plan limit counted with the owner's businesses, and a
 * non-administrator refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importPropertiesAction } from "@/lib/imports/actions/import-properties.core";
import { cleanup, createTestUser, sql, type TestUser } from "@/tests/support/db";

let admin: TestUser;
let broker: TestUser;
let other: TestUser;
let region: string;
const suffix = Math.random().toString(36).slice(2, 8);
const ref = (n: number) => `P-${suffix}-${n}`;

const csv = (rows: string[][]) =>
  [
    "Reference,Title,Property type,Transaction,Price,Rent,Rent unit,Region,Owner email,Description",
    ...rows.map((r) => r.map((c) => (c.includes(",") ? `"${c}"` : c)).join(",")),
  ].join("\n");

const send = (text: string, mode: "plan" | "run" | "report", as: TestUser = admin, ownerEmail = broker.email) => {
  const form = new FormData();
  form.set("file", new File([text], "properties.csv", { type: "text/csv" }));
  form.set("mode", mode);
  form.set("owner_email", ownerEmail);
  form.set("locale", "en");
  return importPropertiesAction.execute(form, as.client);
};

const stored = () => sql()`
  select import_ref, owner_id, status::text, property_type::text, transaction_type::text,
         price::float8 as price, lease_rate::float8 as rent, lease_rate_unit::text as unit
  from public.immobilier where import_ref like ${`P-${suffix}-%`} order by import_ref`;

let file: string;

beforeAll(async () => {
  admin = await createTestUser({ firstName: "Ida", lastName: "Immeubles", admin: true });
  broker = await createTestUser({ firstName: "Bruno", lastName: "Courtier", plan: "premium" });
  other = await createTestUser({ firstName: "Oscar", lastName: "Autre", plan: "premium" });
  const [r] = await sql()`select name_en from public.regions order by id limit 1`;
  region = r!.name_en as string;
  file = csv([
    [ref(1), "Local commercial rue King", "Retail", "For sale", "875,000", "", "", region, "", ""],
    [
      ref(2),
      "Bureaux centre-ville",
      "bureaux",
      "à louer",
      "",
      "22,50",
      "par pi²/an",
      "",
      other.email,
      "Beaux bureaux.",
    ],
    [ref(3), "Entrepôt sans prix", "Industrial", "For sale", "", "", "", "", "", ""],
    [ref(4), "Château", "Castle", "For sale", "1 000 000", "", "", "", "", ""],
    [ref(5), "Location sans unité", "Land", "lease", "", "3 000", "", "", "", ""],
    [ref(6), "Terrain sur demande", "Terrain", "", "50 000", "", "", "", "nobody@example.test", ""],
  ]);
});

afterAll(async () => {
  await sql()`delete from public.immobilier where import_ref like ${`P-${suffix}-%`}`;
  await cleanup();
});

describe("importing commercial properties", () => {
  it("the dry run reports what the import then does; the new listings wait for review under their owner", async () => {
    const plan = await send(file, "plan");
    if (!plan.ok) throw new Error(plan.message);
    expect(plan.data.summary).toMatchObject({ rows: 6, created: 2, updated: 0, unchanged: 0, refused: 4 });
    expect(plan.data.summary!.problems.map((p) => [p.line, p.column, p.code])).toEqual([
      [4, "Price", "priceRequired"],
      [5, "Property type", "unknownPropertyType"],
      [6, "Rent unit", "leaseUnitRequired"],
      [7, "Owner email", "unknownOwner"],
    ]);
    expect(await stored()).toEqual([]);

    const done = await send(file, "run");
    if (!done.ok) throw new Error(done.message);
    expect(done.data.summary).toMatchObject({ created: 2, updated: 0, unchanged: 0, refused: 4, failedBatches: [] });
    expect(done.data.summary!.problems).toEqual(plan.data.summary!.problems);
    expect(await stored()).toEqual([
      {
        import_ref: ref(1),
        owner_id: broker.id,
        status: "submitted",
        property_type: "retail",
        transaction_type: "sale",
        price: 875_000,
        rent: null,
        unit: null,
      },
      {
        import_ref: ref(2),
        owner_id: other.id,
        status: "submitted",
        property_type: "office",
        transaction_type: "lease",
        price: null,
        rent: 22.5,
        unit: "per_sqft_year",
      },
    ]);
  });

  it("changes nothing the second time; a listing of the site is updated by its slug", async () => {
    const before = await sql()`select id, updated_at from public.immobilier where import_ref like ${`P-${suffix}-%`}`;
    const again = await send(file, "run");
    if (!again.ok) throw new Error(again.message);
    expect(again.data.summary).toMatchObject({ created: 0, updated: 0, unchanged: 2, refused: 4 });
    expect(await sql()`select id, updated_at from public.immobilier where import_ref like ${`P-${suffix}-%`}`).toEqual(
      before,
    );

    const [listing] = await sql()`select id, slug from public.immobilier where import_ref = ${ref(1)}`;
    const bySlug = csv([
      [listing!.slug as string, "Local commercial rue King", "Retail", "sale", "850 000", "", "", region, "", ""],
    ]);
    const plan = await send(bySlug, "plan");
    if (!plan.ok) throw new Error(plan.message);
    expect(plan.data.summary).toMatchObject({ created: 0, updated: 1, refused: 0 });
    const done = await send(bySlug, "run");
    if (!done.ok) throw new Error(done.message);
    const [updated] =
      await sql()`select id, price::float8 as price from public.immobilier where slug = ${listing!.slug}`;
    expect(updated).toEqual({ id: listing!.id, price: 850_000 });
  });

  it("counts an owner's businesses and properties against their plan", async () => {
    // Découverte: one active listing, already taken by a business awaiting review.
    const starter = await createTestUser({ firstName: "Denise", lastName: "Découverte" });
    const [category] = await sql()`select id from public.entreprise_categories order by id limit 1`;
    await sql()`insert into public.entreprises (slug, title_fr, category_id, owner_id, status, asking_price)
                values ('', 'Commerce de Denise', ${category!.id as number}, ${starter.id}, 'submitted', 100000)`;
    const rows = csv([
      [ref(11), "Local de Denise", "Retail", "sale", "100 000", "", "", "", starter.email, ""],
      [ref(12), "Local d'Oscar", "Retail", "sale", "200 000", "", "", "", other.email, ""],
    ]);
    const done = await send(rows, "run");
    if (!done.ok) throw new Error(done.message);
    expect(done.data.summary).toMatchObject({ created: 1, refused: 1 });
    expect(done.data.summary!.problems.map((p) => [p.line, p.code, p.value])).toEqual([
      [2, "plan_limit", starter.email],
    ]);
    const [count] =
      await sql()`select count(*)::int as n from public.immobilier where import_ref = any (${[ref(11), ref(12)]})`;
    expect(count!.n).toBe(1);
  });

  it("is refused to anyone but an administrator", async () => {
    expect(await send(file, "plan", broker)).toMatchObject({ ok: false, message: "guards.adminRequired" });
  });
});
