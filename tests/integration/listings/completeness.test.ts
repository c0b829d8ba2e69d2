/**
 * Completeness ranks listings in "relevance" (issue 10; supabase/schemas/listings.sql): the database
 * scores a listing exactly as the editors' meter does, nobody can write the score, and with equal
 * text matches the more complete listing comes first — featured or not.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchBusinesses } from "@/lib/businesses/queries/search";
import { searchProperties } from "@/lib/properties/queries/public";
import { businessCompleteness, propertyCompleteness } from "@/lib/listings/completeness";
import { anonClient, cleanup, createTestUser, sql, type TestUser } from "@/tests/support/db";

const stamp = Date.now();
// A word no other listing holds, so that the searches find these listings alone.
const word = `zxcomplet${stamp % 100000}`;
const photo = (n: number) => ({ path: `${n}.webp`, alt_fr: "Photo", alt_en: "Photo" });
// A listing's photos are files of its owner's folder (the database refuses any other path).
const owned = (images: ReturnType<typeof photo>[]) =>
  sql().json(images.map((i) => ({ ...i, path: `${owner.id}/${i.path}` })));
const longText = `${word} ${"Une entreprise rentable et bien établie dans sa région. ".repeat(12)}`;
let owner: TestUser;
let categoryId: number;

type BusinessFields = {
  images: ReturnType<typeof photo>[];
  description_fr: string;
  description_en: string | null;
  title_en: string | null;
  gross_revenue: number | null;
  cash_flow: number | null;
  asking_price: number | null;
  price_on_request: boolean;
  region_id: number | null;
  reason_for_selling_fr: string | null;
};

const bare: BusinessFields = {
  images: [],
  description_fr: `${word} court.`,
  description_en: null,
  title_en: null,
  gross_revenue: null,
  cash_flow: null,
  asking_price: null,
  price_on_request: false,
  region_id: null,
  reason_for_selling_fr: null,
};

const full: BusinessFields = {
  images: [photo(1), photo(2), photo(3)],
  description_fr: longText,
  description_en: "A profitable, well-established business.",
  title_en: "Workshop",
  gross_revenue: 900000,
  cash_flow: 150000,
  asking_price: 450000,
  price_on_request: false,
  region_id: 1,
  reason_for_selling_fr: "Retraite",
};

async function insertBusiness(suffix: string, v: BusinessFields, extra: { featured?: boolean; status?: string } = {}) {
  const [row] = await sql()<{ id: number; completeness: number }[]>`
    insert into public.entreprises (slug, owner_id, status, featured, title_fr, title_en, description_fr, description_en, category_id,
      asking_price, price_on_request, gross_revenue, cash_flow, region_id, province_id, reason_for_selling_fr, images)
    values (${`completeness-${stamp}-${suffix}`}, ${owner.id}, ${extra.status ?? "published"}, ${extra.featured ?? false},
      ${`Atelier ${word}`}, ${v.title_en}, ${v.description_fr}, ${v.description_en}, ${categoryId}, ${v.asking_price},
      ${v.price_on_request}, ${v.gross_revenue}, ${v.cash_flow}, ${v.region_id}, 1, ${v.reason_for_selling_fr}, ${owned(v.images)})
    returning id, completeness`;
  // bigint ids come back as strings from postgres.js, as numbers from the Data API.
  return { id: Number(row!.id), completeness: row!.completeness };
}

beforeAll(async () => {
  owner = await createTestUser({ firstName: "Complet", lastName: "Test" });
  const [category] = await sql()<{ id: number }[]>`select id from public.entreprise_categories order by id limit 1`;
  categoryId = category!.id;
});

afterAll(async () => {
  await sql()`delete from public.entreprises where slug like ${`completeness-${stamp}-%`}`;
  await sql()`delete from public.immobilier where slug like ${`completeness-${stamp}-%`}`;
  await cleanup();
});

describe("a business's completeness", () => {
  it("is the editors' score, point by point", async () => {
    const cases: BusinessFields[] = [
      bare,
      full,
      { ...full, images: [photo(1)] },
      { ...full, description_en: "   ", reason_for_selling_fr: "\u00a0" },
      { ...bare, price_on_request: true, region_id: 2 },
      { ...full, gross_revenue: 900000, cash_flow: null, asking_price: null },
    ];
    for (const [i, v] of cases.entries()) {
      const row = await insertBusiness(`score-${i}`, v, { status: "draft" });
      expect(row.completeness, `case ${i}`).toBe(businessCompleteness(v).score);
    }
  });

  it("follows the listing's edits and cannot be written", async () => {
    const row = await insertBusiness("edit", bare, { status: "draft" });
    expect(row.completeness).toBe(0);
    const [after] = await sql()<{ completeness: number }[]>`
      update public.entreprises set images = ${owned(full.images)}, completeness = 100 where id = ${row.id} returning completeness`;
    expect(after!.completeness).toBe(businessCompleteness({ ...bare, images: full.images }).score);
  });

  it("ranks equal text matches in relevance, featured or not", async () => {
    const thin = await insertBusiness(
      "thin",
      { ...bare, description_fr: longText.slice(0, 300), asking_price: 300000 },
      { featured: true },
    );
    const rich = await insertBusiness("rich", full);
    const result = await searchBusinesses(anonClient(), { query: word, sort: "relevance" });
    const ids = result.rows.map((r) => r.id);
    expect(ids.indexOf(rich.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(rich.id)).toBeLessThan(ids.indexOf(thin.id));
    // The projection carries the score the search weighs.
    const [projected] = await sql()<
      { completeness: number }[]
    >`select completeness from public.entreprise_search where id = ${rich.id}`;
    expect(projected!.completeness).toBe(100);
  });
});

describe("a property's completeness", () => {
  async function insertProperty(suffix: string, v: Record<string, unknown>, featured = false) {
    const [row] = await sql()<{ id: number; completeness: number }[]>`
      insert into public.immobilier ${sql()({
        slug: `completeness-${stamp}-${suffix}`,
        owner_id: owner.id,
        status: "published",
        featured,
        title_fr: `Local ${word}`,
        property_type: "retail",
        ...v,
      })}
      returning id, completeness`;
    return { id: Number(row!.id), completeness: row!.completeness };
  }

  it("is the editors' score, and ranks equal text matches in relevance", async () => {
    const richFields = {
      images: owned([photo(1), photo(2), photo(3)]),
      description_fr: longText,
      description_en: "A bright commercial space.",
      title_en: "Commercial space",
      transaction_type: "lease",
      lease_rate: 3200,
      lease_rate_unit: "per_month",
      area_sqft: 1800,
      region_id: 1,
      year_built: 1998,
      zoning: "C-2",
    };
    const rich = await insertProperty("rich", richFields);
    const thin = await insertProperty("thin", { description_fr: longText.slice(0, 300), price: 500000 }, true);
    expect(rich.completeness).toBe(
      propertyCompleteness({
        images: [1, 2, 3],
        description_fr: longText,
        description_en: richFields.description_en,
        title_en: richFields.title_en,
        has_price: true,
        area_sqft: 1800,
        region_id: 1,
        year_built: 1998,
        zoning: "C-2",
      }).score,
    );
    expect(thin.completeness).toBe(
      propertyCompleteness({
        images: [],
        description_fr: longText.slice(0, 300),
        description_en: null,
        title_en: null,
        has_price: true,
        area_sqft: null,
        region_id: null,
        year_built: null,
        zoning: null,
      }).score,
    );
    const result = await searchProperties(anonClient(), { query: word, sort: "relevance" });
    const ids = result.rows.map((r) => r.id);
    expect(ids.indexOf(rich.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(rich.id)).toBeLessThan(ids.indexOf(thin.id));
  });
});
