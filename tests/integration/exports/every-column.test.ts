/**
 * Every dataset × every column × every format (issue 39), as an admin downloads it: one row of each
 * dataset with every column filled, on a day no other row has, exported with all its columns and read
 * back whole. The businesses export used to fail after its header (entreprises.city is not the API
 * roles'); the files for people read as words in the admin's language, money as money and moments in
 * Québec's time, and the CSV for French-language Excel is split by semicolons with decimal commas.
 */
import { strFromU8, unzipSync } from "fflate";
import Papa from "papaparse";
import { readSheet } from "read-excel-file/node";
import { createTranslator } from "use-intl/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportDataset, exportDatasetKeys, type ExportDatasetKey } from "@/lib/exports/datasets";
import { EXPORT_FORMATS, type ExportFormat } from "@/lib/exports/formats";
import { exportRequestSchema } from "@/lib/exports/schema";
import { openExport } from "@/lib/exports/stream";
import type { Locale } from "@/lib/i18n/routing";
import type { Client } from "@/lib/supabase/types";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import { anonClient, cleanup, createTestUser, sql, type TestUser } from "@/tests/support/db";

const DAY = "2003-07-05";
// 10:30 in Montréal (summer time); 22:15 the same day in Montréal; a winter evening, the day before in UTC's.
const CREATED = "2003-07-05T14:30:00Z";
const LATER = "2003-07-06T02:15:00Z";
const WINTER = "2003-01-15T03:05:00Z";

let admin: TestUser;
let owner: TestUser;
let stranger: TestUser;
const tag = `every-${Date.now().toString(36)}`;
/** Each dataset's rows: id → the French words each column must read as ("" for empty). */
const expected = {} as Record<ExportDatasetKey, Map<string, Record<string, string>>>;
const ids = {} as Record<ExportDatasetKey, string[]>;

function expect_(dataset: ExportDatasetKey, id: string | number, values: Record<string, string>) {
  (expected[dataset] ??= new Map()).set(String(id), { id: String(id), ...values });
  (ids[dataset] ??= []).push(String(id));
}

beforeAll(async () => {
  const db = sql();
  admin = await createTestUser({ admin: true, firstName: "Ada", lastName: "Admin" });
  owner = await createTestUser({ firstName: "Céline", lastName: "Secrète", plan: "premium" });
  stranger = await createTestUser();
  await db`update public.profiles set mobile_phone = '514 555-0101', city = 'Rimouski', province = 'Québec',
    suspended_at = ${WINTER} where id = ${owner.id}`;
  const [category] = await db<{ id: number; name_fr: string }[]>`
    select id, name_fr from public.entreprise_categories order by id limit 1`;
  const [region] = await db<{ name_fr: string }[]>`select name_fr from public.regions where id = 1`;
  const [franchiseCategory] = await db<
    { id: number }[]
  >`select id from public.franchise_categories order by id limit 1`;

  const [business] = await db<{ id: number }[]>`
    insert into public.entreprises (slug, owner_id, status, confidential, title_fr, title_en, description_fr,
      category_id, region_id, province_id, business_name, city, asking_price, gross_revenue, cash_flow, employees,
      year_established)
    values (${tag}, ${owner.id}, 'published', true, 'Boulangerie à vendre', 'Bakery for sale', 'Annonce de test.',
      ${category!.id}, 1, 1, 'Nom secret inc.', 'Rimouski', 389000, 1250000.5, -12000, 12, 1998)
    returning id`;
  const [property] = await db<{ id: number }[]>`
    insert into public.immobilier (slug, owner_id, status, title_fr, property_type, transaction_type, city, price,
      area_sqft)
    values (${tag}, ${owner.id}, 'draft', 'Local commercial', 'retail', 'lease', 'Sherbrooke', 2500, 1800)
    returning id`;
  const [expert] = await db<{ id: number }[]>`
    insert into public.experts (slug, owner_id, status, name, company, profession, email, phone, city, website)
    values (${tag}, ${owner.id}, 'submitted', 'Julie Notaire', 'Notaires associés', 'notary', 'julie@example.com',
      '418 555-0102', 'Québec', 'https://example.com')
    returning id`;
  const [franchise] = await db<{ id: number }[]>`
    insert into public.franchises (slug, owner_id, status, name, category_id, franchise_fee, investment_min,
      investment_max, headquarters_city, units_count, year_founded, website)
    values (${tag}, ${owner.id}, 'draft', 'Poutine Express', ${franchiseCategory!.id}, 35000, 250000, 400000.75,
      'Laval', 45, 2008, 'https://example.com/poutine')
    returning id`;
  const [inquiry] = await db<{ id: number }[]>`
    insert into public.listing_inquiries (name, email, phone, message, locale, entreprise_id)
    values ('Ana Acheteuse', ${`${tag}-ana@example.com`}, '450 555-0103', 'Bonjour; est-elle encore à vendre?', 'en',
      ${business!.id})
    returning id`;
  const [financing] = await db<{ id: string }[]>`
    insert into public.financing_requests (name, email, phone, status, purchase_type, price, amount_requested,
      down_payment, locale, entreprise_id)
    values ('Bruno Financement', ${`${tag}-bruno@example.com`}, '819 555-0104', 'contacted', 'share', 500000, 400000,
      100000, 'fr', ${business!.id})
    returning id`;
  const [message] = await db<{ id: number }[]>`
    insert into public.form_submissions (form, locale, name, email, phone, subject, message, mail_status)
    values ('contact', 'fr', 'Chloé Contact', ${`${tag}-chloe@example.com`}, '581 555-0105', 'Question',
      'Bonjour', 'failed')
    returning id`;
  const [subscriber] = await db<{ id: number }[]>`
    insert into public.newsletter_subscribers (email, locale, source, consent_text, consented_at, unsubscribed_at)
    values (${`${tag}-denis@example.com`}, 'en', 'popup', 'J’accepte de recevoir l’infolettre.', ${CREATED}, ${LATER})
    returning id`;
  const [search] = await db<{ id: number }[]>`
    insert into public.search_queries (query, filters, result_count, locale)
    values ('boulangerie', ${db.json({ region: "bas-saint-laurent" })}, 3, 'fr')
    returning id`;
  const [view] = await db<{ id: number }[]>`
    insert into public.page_views (route, path, locale) values ('/entreprises/[slug]', ${`/entreprises/${tag}`}, 'fr')
    returning id`;

  // The moments the test reads, set past the triggers that stamp them (an inquiry is received now, unread).
  await db.begin(async (tx) => {
    await tx`set local session_replication_role = replica`;
    await tx`update public.profiles set created_at = ${CREATED} where id in (${owner.id}, ${admin.id})`;
    await tx`update public.entreprises set created_at = ${CREATED}, published_at = ${CREATED},
      last_confirmed_at = ${CREATED}, view_count = 7 where id = ${business!.id}`;
    const stamped = { immobilier: property, experts: expert, franchises: franchise, financing_requests: financing };
    for (const [table, row] of Object.entries({ ...stamped, search_queries: search, page_views: view }))
      await tx`update ${tx(`public.${table}`)} set created_at = ${CREATED} where id = ${row!.id}`;
    await tx`update public.listing_inquiries set created_at = ${CREATED}, read_at = ${LATER} where id = ${inquiry!.id}`;
    await tx`update public.form_submissions set created_at = ${CREATED}, handled_at = ${LATER} where id = ${message!.id}`;
    await tx`update public.newsletter_subscribers set created_at = ${CREATED} where id = ${subscriber!.id}`;
  });

  const created_at = "2003-07-05 10:30";
  expect_("users", owner.id, {
    email: owner.email,
    first_name: "Céline",
    last_name: "Secrète",
    mobile_phone: "514 555-0101",
    city: "Rimouski",
    province: "Québec",
    plan: "Premium",
    is_admin: "Non",
    suspended_at: "2003-01-14 22:05",
    created_at,
  });
  expect_("users", admin.id, {
    email: admin.email,
    first_name: "Ada",
    last_name: "Admin",
    mobile_phone: "",
    city: "",
    province: "",
    plan: "Découverte",
    is_admin: "Oui",
    suspended_at: "",
    created_at,
  });
  expect_("businesses", business!.id, {
    slug: tag,
    title_fr: "Boulangerie à vendre",
    title_en: "Bakery for sale",
    status: "Publié",
    category: category!.name_fr,
    region: region!.name_fr,
    city: "Rimouski",
    owner_name: "Céline Secrète",
    owner_email: owner.email,
    asking_price: "389000,00",
    gross_revenue: "1250000,50",
    cash_flow: "-12000,00",
    employees: "12",
    year_established: "1998",
    view_count: "7",
    created_at,
    published_at: created_at,
  });
  expect_("properties", property!.id, {
    slug: tag,
    title_fr: "Local commercial",
    title_en: "",
    status: "Brouillon",
    property_type: "Commerce de détail",
    transaction_type: "À louer",
    city: "Sherbrooke",
    price: "2500,00",
    area_sqft: "1800",
    view_count: "0",
    created_at,
    published_at: "",
  });
  expect_("experts", expert!.id, {
    name: "Julie Notaire",
    company: "Notaires associés",
    profession: "Notaire",
    email: "julie@example.com",
    phone: "418 555-0102",
    city: "Québec",
    website: "https://example.com",
    status: "Soumis",
    created_at,
    published_at: "",
  });
  expect_("franchises", franchise!.id, {
    name: "Poutine Express",
    slug: tag,
    status: "Brouillon",
    franchise_fee: "35000,00",
    investment_min: "250000,00",
    investment_max: "400000,75",
    headquarters_city: "Laval",
    units_count: "45",
    year_founded: "2008",
    website: "https://example.com/poutine",
    created_at,
    published_at: "",
  });
  expect_("inquiries", inquiry!.id, {
    name: "Ana Acheteuse",
    email: `${tag}-ana@example.com`,
    phone: "450 555-0103",
    message: "Bonjour; est-elle encore à vendre?",
    locale: "Anglais",
    entreprise_id: String(business!.id),
    immobilier_id: "",
    read_at: "2003-07-05 22:15",
    created_at,
  });
  expect_("financingRequests", financing!.id, {
    name: "Bruno Financement",
    email: `${tag}-bruno@example.com`,
    phone: "819 555-0104",
    status: "Contactée",
    purchase_type: "Achat d'actions",
    price: "500000,00",
    amount_requested: "400000,00",
    down_payment: "100000,00",
    locale: "Français",
    created_at,
  });
  expect_("contactMessages", message!.id, {
    form: "Formulaire de contact",
    name: "Chloé Contact",
    email: `${tag}-chloe@example.com`,
    phone: "581 555-0105",
    subject: "Question",
    message: "Bonjour",
    mail_status: "Envoi échoué",
    locale: "Français",
    handled_at: "2003-07-05 22:15",
    created_at,
  });
  expect_("newsletterSubscribers", subscriber!.id, {
    email: `${tag}-denis@example.com`,
    locale: "Anglais",
    source: "Fenêtre surgissante",
    consented_at: created_at,
    unsubscribed_at: "2003-07-05 22:15",
    created_at,
  });
  expect_("searchQueries", search!.id, {
    query: "boulangerie",
    filters: '{"region":"bas-saint-laurent"}',
    result_count: "3",
    locale: "Français",
    created_at,
  });
  expect_("pageViews", view!.id, {
    path: `/entreprises/${tag}`,
    route: "/entreprises/[slug]",
    locale: "Français",
    created_at,
  });
});

afterAll(async () => {
  const db = sql();
  await db`delete from public.page_views where path = ${`/entreprises/${tag}`}`;
  await db`delete from public.search_queries where id in ${db(ids.searchQueries.map(Number))}`;
  await db`delete from public.newsletter_subscribers where email like ${`${tag}%`}`;
  await db`delete from public.form_submissions where email like ${`${tag}%`}`;
  await db`delete from public.financing_requests where email like ${`${tag}%`}`;
  for (const table of ["entreprises", "immobilier", "experts", "franchises"])
    await db`delete from ${db(`public.${table}`)} where slug = ${tag}`;
  await db`delete from public.admin_audit_log where actor_id = ${admin.id}`;
  await cleanup();
});

const messages = { fr, en };
function labels(locale: Locale) {
  const t = createTranslator({ locale, messages: messages[locale] });
  return (key: string) => (t.has(key as never) ? t(key as never) : null);
}

/** The whole file as rows of cells: CSV parsed with its delimiter, XLSX read as a spreadsheet does. */
async function download(client: Client, dataset: ExportDatasetKey, format: ExportFormat, locale: Locale = "fr") {
  const columns = [...exportDataset(dataset).columns];
  const request = exportRequestSchema.parse({ dataset, format, from: DAY, to: DAY, columns });
  const file = await openExport(client, request, { locale, label: labels(locale) });
  const bytes = Buffer.from(await new Response(file.body).arrayBuffer());
  if (format === "xlsx") return { file, bytes, rows: (await readSheet(bytes)) as unknown[][] };
  const text = bytes.toString("utf8");
  expect(text.startsWith("\uFEFF")).toBe(true);
  const delimiter = format === "csv-excel" && locale === "fr" ? ";" : ",";
  const parsed = Papa.parse<string[]>(text.slice(1), { delimiter, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return { file, bytes, rows: parsed.data as unknown[][] };
}

/** A spreadsheet's cell as the French CSV writes it: numbers with a decimal comma, a moment `YYYY-MM-DD HH:mm`. */
function asCsvText(cell: unknown, like: string): string {
  if (cell === null || cell === undefined) return "";
  if (cell instanceof Date) return cell.toISOString().slice(0, 16).replace("T", " ");
  if (typeof cell === "number") {
    const decimals = like.includes(",") ? like.length - like.indexOf(",") - 1 : 0;
    return cell.toFixed(decimals).replace(".", ",");
  }
  return String(cell);
}

describe("every dataset, every column, every format", () => {
  for (const dataset of exportDatasetKeys)
    for (const format of EXPORT_FORMATS)
      it(`${dataset} as ${format}: the whole file reads back`, async () => {
        const columns = exportDataset(dataset).columns;
        const { rows } = await download(admin.client as Client, dataset, format);
        expect(rows[0]).toEqual(columns.map((c) => labels("fr")(`exports.columns.${c}`)));
        const body = rows.slice(1);
        expect(body.map((row) => String(row[0])).sort()).toEqual([...ids[dataset]].sort());
        for (const row of body) {
          const want = expected[dataset].get(String(row[0]))!;
          const got = Object.fromEntries(columns.map((c, i) => [c, row[i]]));
          if (format === "csv-excel") expect(got).toEqual(want);
          else if (format === "xlsx")
            expect(Object.fromEntries(columns.map((c) => [c, asCsvText(got[c], want[c]!)]))).toEqual(want);
          // The plain CSV keeps the stored values: every filled column is there, nothing else.
          else expect(columns.filter((c) => got[c] !== "")).toEqual(columns.filter((c) => want[c] !== ""));
        }
      });
});

describe("what each format holds", () => {
  it("the plain CSV keeps codes, decimal points and UTC times for software", async () => {
    const { rows } = await download(admin.client as Client, "businesses", "csv");
    const columns = exportDataset("businesses").columns;
    const row = Object.fromEntries(columns.map((c, i) => [c, rows[1]![i]]));
    expect(row).toMatchObject({ status: "published", asking_price: "389000.00", cash_flow: "-12000.00" });
    expect(row.created_at).toMatch(/^2003-07-05[T ]14:30:00(\+00(:00)?|Z)$/);
  });

  it("the workbook holds money and moments as numbers shown as such, and text as text", async () => {
    const { bytes, file } = await download(admin.client as Client, "businesses", "xlsx");
    expect(file.fileName).toMatch(/^export-businesses-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const zip = unzipSync(bytes);
    const sheet = strFromU8(zip["xl/worksheets/sheet1.xml"]!);
    expect(strFromU8(zip["xl/styles.xml"]!)).toContain('formatCode="#,##0.00\\ &quot;$&quot;"');
    // Row 2, column K (asking_price): 389000 with the money style; Q (created_at): 2003-07-05 10:30.
    expect(sheet).toContain('<c r="K2" s="1"><v>389000</v></c>');
    expect(sheet).toMatch(/<c r="Q2" s="2"><v>37807\.4375<\/v><\/c>/);
    expect(sheet).toContain('<c r="E2" t="inlineStr"><is><t xml:space="preserve">Publié</t></is></c>');
  });

  it("in English: words in English, and the CSV for English-language Excel is split by commas", async () => {
    const { rows, file } = await download(admin.client as Client, "users", "csv-excel", "en");
    expect(file.fileName).toMatch(/^export-users-\d{4}-\d{2}-\d{2}-excel\.csv$/);
    expect(rows[0]).toEqual([
      "ID",
      "Email",
      "First name",
      "Last name",
      "Mobile phone",
      "City",
      "Province",
      "Plan",
      "Administrator",
      "Blocked on",
      "Created on",
    ]);
    const byId = new Map(rows.slice(1).map((r) => [String(r[0]), r]));
    expect(byId.get(owner.id)!.slice(7)).toEqual(["Premium", "No", "2003-01-14 22:05", "2003-07-05 10:30"]);
    expect(byId.get(admin.id)!.slice(7)).toEqual(["Discovery", "Yes", "", "2003-07-05 10:30"]);
  });
});

describe("a confidential listing's city and owner stay the admins'", () => {
  it("the export view shows no row to its owner or another user, and nothing to a visitor", async () => {
    for (const client of [owner.client, stranger.client]) {
      const { data, error } = await client.from("entreprises_export").select("id, city, owner_email");
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
    const { error } = await anonClient().from("entreprises_export").select("id");
    expect(error?.code).toBe("42501");
  });

  it("a refused read fails before the first byte, with the reason the page shows", async () => {
    await expect(download(anonClient() as Client, "businesses", "xlsx")).rejects.toMatchObject({
      name: "ExportFailure",
      reason: "permission",
    });
  });
});
