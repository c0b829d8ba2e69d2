/**
 * Issue 22 (imports): the business import as an administrator — a file with known errors gives
 * exact created and refused counts, its fixed version creates and updates, importing it again
 * changes nothing; imported listings wait for review under their owner; a non-administrator is
 * refused (by the action, and by Postgres for the import reference).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importBusinessesAction } from "@/lib/imports/actions/import-businesses.core";
import { cleanup, createTestUser, sql, type TestUser } from "@/tests/support/db";

let admin: TestUser;
let broker: TestUser;
let other: TestUser;
let category: string;
let region: string;
const suffix = Math.random().toString(36).slice(2, 8);
const ref = (n: number) => `T-${suffix}-${n}`;

const csv = (rows: string[][]) =>
  [
    "Référence;Titre;Catégorie;Région;Prix demandé;Courriel du propriétaire;Confirmé le",
    ...rows.map((r) => r.join(";")),
  ].join("\n");

const send = (
  text: string | Uint8Array,
  mode: "detect" | "plan" | "run" | "report",
  as: TestUser = admin,
  ownerEmail = broker.email,
  locale: "fr" | "en" = "fr",
) => {
  const form = new FormData();
  const bytes = typeof text === "string" ? `\uFEFF${text}` : new Uint8Array(text);
  form.set("file", new File([bytes], "entreprises.csv", { type: "text/csv" }));
  form.set("mode", mode);
  form.set("owner_email", ownerEmail);
  form.set("locale", locale);
  return importBusinessesAction.execute(form, as.client);
};

let withErrors: string;
let fixed: string;

beforeAll(async () => {
  admin = await createTestUser({ firstName: "Ida", lastName: "Importe", admin: true });
  broker = await createTestUser({ firstName: "Bruno", lastName: "Courtier", plan: "premium" });
  other = await createTestUser({ firstName: "Oscar", lastName: "Autre", plan: "premium" });
  const [c] = await sql()`select name_fr from public.entreprise_categories order by id limit 1`;
  const [r] = await sql()`select name_fr from public.regions order by id limit 1`;
  category = c!.name_fr as string;
  region = r!.name_fr as string;
  withErrors = csv([
    [ref(1), "Boulangerie du port", category, region, "1 250 000 $", other.email, "26/11/2026"],
    [ref(2), "Quincaillerie centrale", category, "", "450,000", "", "2026-11-20"],
    [ref(3), "", category, "", "100 000", "", ""],
    [ref(4), "Épicerie fine", category, "", "beaucoup", "", ""],
    [ref(5), "Garage du coin", "Catégorie qui n'existe pas", "", "300 000", "", ""],
    [ref(1), "Doublon", category, "", "1", "", ""],
    [ref(6), "Fleuriste", category, "", "90 000", "", "31/02/2026"],
  ]);
  fixed = csv([
    [ref(1), "Boulangerie du port", category, region, "1 300 000 $", other.email, "26/11/2026"],
    [ref(2), "Quincaillerie centrale", category, "", "450,000", "", "2026-11-20"],
    [ref(3), "Pharmacie du village", category, "", "100 000", "", ""],
    [ref(4), "Épicerie fine", category, "", "200 000 $", "", ""],
    [ref(5), "Garage du coin", category, "", "300 000", "", ""],
    [ref(6), "Fleuriste", category, "", "90 000", "", "28/02/2026"],
  ]);
});

afterAll(async () => {
  await sql()`delete from public.entreprises where import_ref like ${`T-${suffix}-%`}`;
  await cleanup();
});

describe("importing businesses", () => {
  it("reports every problem by row and column in a dry run, and writes nothing", async () => {
    const plan = await send(withErrors, "plan");
    if (!plan.ok) throw new Error(plan.message);
    const { summary } = plan.data;
    expect(summary).toMatchObject({ rows: 7, created: 2, updated: 0, unchanged: 0, refused: 5, problemCount: 5 });
    expect(summary!.problems.map((p) => [p.line, p.column, p.code])).toEqual([
      [4, "Titre", "required"],
      [5, "Prix demandé", "amount"],
      [6, "Catégorie", "unknownCategory"],
      [7, "Référence", "duplicateKey"],
      [8, "Confirmé le", "date"],
    ]);
    const [counted] =
      await sql()`select count(*)::int as count from public.entreprises where import_ref like ${`T-${suffix}-%`}`;
    expect(counted!.count).toBe(0);

    const report = await send(withErrors, "report");
    if (!report.ok) throw new Error(report.message);
    expect(report.data.report!.startsWith("\uFEFFLigne,Colonne,Code,Problème,Valeur")).toBe(true);
    expect(report.data.report).toContain("Montant illisible");
  });

  it("imports the valid rows for review under their owner; the batch result counts them exactly", async () => {
    const done = await send(withErrors, "run");
    if (!done.ok) throw new Error(done.message);
    expect(done.data.summary).toMatchObject({ created: 2, updated: 0, unchanged: 0, refused: 5, failedBatches: [] });
    const rows = await sql()`
      select import_ref, status::text, owner_id, asking_price::float8 as price, region_id is not null as has_region,
             last_confirmed_at::date::text as confirmed
      from public.entreprises where import_ref like ${`T-${suffix}-%`} order by import_ref`;
    expect(rows).toEqual([
      {
        import_ref: ref(1),
        status: "submitted",
        owner_id: other.id,
        price: 1_250_000,
        has_region: true,
        confirmed: "2026-11-26",
      },
      {
        import_ref: ref(2),
        status: "submitted",
        owner_id: broker.id,
        price: 450_000,
        has_region: false,
        confirmed: "2026-11-20",
      },
    ]);
  });

  it("creates and updates from the fixed file, then changes nothing the second time", async () => {
    const plan = await send(fixed, "plan");
    if (!plan.ok) throw new Error(plan.message);
    expect(plan.data.summary).toMatchObject({ created: 4, updated: 1, unchanged: 1, refused: 0, problemCount: 0 });
    const done = await send(fixed, "run");
    if (!done.ok) throw new Error(done.message);
    expect(done.data.summary).toMatchObject({ created: 4, updated: 1, unchanged: 1, refused: 0 });
    const [priced] =
      await sql()`select asking_price::float8 as price from public.entreprises where import_ref = ${ref(1)}`;
    expect(priced!.price).toBe(1_300_000);

    const before =
      await sql()`select id, updated_at from public.entreprises where import_ref like ${`T-${suffix}-%`} order by id`;
    const again = await send(fixed, "run");
    if (!again.ok) throw new Error(again.message);
    expect(again.data.summary).toMatchObject({ created: 0, updated: 0, unchanged: 6, refused: 0 });
    const after =
      await sql()`select id, updated_at from public.entreprises where import_ref like ${`T-${suffix}-%`} order by id`;
    expect(after).toEqual(before);
  });

  it("is refused to anyone but an administrator, in the action and in Postgres", async () => {
    const result = await send(fixed, "plan", broker);
    expect(result).toMatchObject({ ok: false, message: "guards.adminRequired" });
    const [c] = await sql()`select id from public.entreprise_categories order by id limit 1`;
    const { error } = await broker.client.from("entreprises").insert({
      slug: "",
      title_fr: "Ma propre fiche",
      category_id: c!.id as number,
      owner_id: broker.id,
      import_ref: ref(99),
    });
    expect(error?.code).toBe("42501");
  });
});

describe("the plan limit in an import", () => {
  it("refuses at their line the rows beyond an owner's plan and imports the rest of the batch", async () => {
    // Découverte: one active listing, none yet; `other` (Premium) has no limit.
    const starter = await createTestUser({ firstName: "Denise", lastName: "Découverte" });
    const rows = csv([
      [ref(201), "Boulangerie limitée", category, "", "100 000", starter.email, ""],
      [ref(202), "Garage d'Oscar", category, "", "200 000", other.email, ""],
      [ref(203), "Deuxième fiche de trop", category, "", "300 000", starter.email, ""],
      [ref(204), "Fleuriste d'Oscar", category, "", "400 000", other.email, ""],
      [ref(205), "Troisième fiche de trop", category, "", "500 000", starter.email, ""],
    ]);
    const expected = [
      [4, "Courriel du propriétaire", "plan_limit", starter.email],
      [6, "Courriel du propriétaire", "plan_limit", starter.email],
    ];

    const plan = await send(rows, "plan");
    if (!plan.ok) throw new Error(plan.message);
    expect(plan.data.summary).toMatchObject({ rows: 5, created: 3, refused: 2, problemCount: 2 });
    expect(plan.data.summary!.problems.map((p) => [p.line, p.column, p.code, p.value])).toEqual(expected);

    const done = await send(rows, "run");
    if (!done.ok) throw new Error(done.message);
    expect(done.data.summary).toMatchObject({ created: 3, updated: 0, refused: 2, failedBatches: [] });
    expect(done.data.summary!.problems.map((p) => [p.line, p.column, p.code, p.value])).toEqual(expected);
    const stored = await sql()`
      select e.import_ref, c.owner_id, e.status::text from public.entreprises e
      join app_private.entreprise_confidential c on c.entreprise_id = e.id
      where e.import_ref = any (${[201, 202, 203, 204, 205].map(ref)}) order by e.import_ref`;
    expect(stored).toEqual([
      { import_ref: ref(201), owner_id: starter.id, status: "submitted" },
      { import_ref: ref(202), owner_id: other.id, status: "submitted" },
      { import_ref: ref(204), owner_id: other.id, status: "submitted" },
    ]);

    // Again: the imported rows are unchanged, the same two refused (the owner's place is the first row's).
    const again = await send(rows, "run");
    if (!again.ok) throw new Error(again.message);
    expect(again.data.summary).toMatchObject({ created: 0, updated: 0, unchanged: 3, refused: 2 });

    const report = await send(rows, "report");
    if (!report.ok) throw new Error(report.message);
    expect(report.data.report).toContain(
      `Limite du forfait atteinte\u00a0: ${starter.email} est au forfait Découverte, qui permet 1 annonce active au plus.`,
    );
  });
});

describe("what an admin reads of a file (issue 39)", () => {
  it("refuses a binary file renamed .csv as unreadable, at the file field", async () => {
    // A PNG's first bytes: before, read as rows of noise with an error per cell.
    const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
    for (const mode of ["detect", "plan"] as const)
      expect(await send(png, mode)).toMatchObject({
        ok: false,
        fieldErrors: { file: "imports.fileErrors.unreadable" },
      });
  });

  it("names a field the file lacks by its label in the admin's language; a row shows all its problems", async () => {
    const text = ["Référence;Prix demandé;Code postal", `${ref(301)};beaucoup;G1R4P`].join("\n");
    const plan = await send(text, "plan");
    if (!plan.ok) throw new Error(plan.message);
    expect(plan.data.summary!.problems.map((p) => [p.line, p.field, p.column, p.code])).toEqual([
      [2, "title_fr", null, "required"],
      [2, "category", null, "required"],
      [2, "asking_price", "Prix demandé", "amount"],
      [2, "postal_code", "Code postal", "postalCode"],
    ]);
    for (const [locale, labels] of [
      ["fr", ["2,Titre,required", "2,Catégorie,required"]],
      ["en", ["2,French title,required", "2,Category,required"]],
    ] as const) {
      const report = await send(text, "report", admin, broker.email, locale);
      if (!report.ok) throw new Error(report.message);
      for (const label of labels) expect(report.data.report).toContain(label);
    }
  });

  it("stores a postal code as Canada Post writes it", async () => {
    const text = [
      "Référence;Titre;Catégorie;Prix demandé;Code postal",
      `${ref(302)};Boulangerie;${category};100 000;j1h1r4`,
    ].join("\n");
    const done = await send(text, "run");
    if (!done.ok) throw new Error(done.message);
    expect(done.data.summary).toMatchObject({ created: 1, refused: 0 });
    const [row] = await sql()`
      select c.postal_code from public.entreprises e join app_private.entreprise_confidential c on c.entreprise_id = e.id
      where e.import_ref = ${ref(302)}`;
    expect(row!.postal_code).toBe("J1H 1R4");
  });
});
