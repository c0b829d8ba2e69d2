/**
 * Issue 22 (imports, Law 25): the people import as an administrator — a file with known errors
 * gives exact created, updated and refused counts; the new people become invitations (never
 * accounts) and get one e-mail each; importing the same file again changes nothing and sends no
 * second e-mail; a non-administrator is refused by the action and by Postgres (RLS).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importPeopleAction } from "@/lib/imports/actions/import-people.core";
import { mailsTo } from "@/tests/support/mail";
import { cleanup, createTestUser, sql, type TestUser } from "@/tests/support/db";

let admin: TestUser;
let member: TestUser;
const suffix = Math.random().toString(36).slice(2, 8);
const email = (n: number) => `people-${suffix}-${n}@example.test`;
let file: string;

const send = (text: string, mode: "plan" | "run" | "report", as: TestUser = admin) => {
  const form = new FormData();
  form.set("file", new File([`\uFEFF${text}`], "utilisateurs.csv", { type: "text/csv" }));
  form.set("mode", mode);
  form.set("locale", "fr");
  return importPeopleAction.execute(form, as.client);
};

const invitations = () => sql()<
  {
    email: string;
    first_name: string | null;
    locale: string;
    industry_ids: string[];
    is_admin: boolean;
    send_count: number;
  }[]
>`select email, first_name, locale, industry_ids::text[] as industry_ids, is_admin, send_count
  from public.invitations where email like ${`people-${suffix}-%`} order by email`;

beforeAll(async () => {
  admin = await createTestUser({ firstName: "Ida", lastName: "Importe", admin: true });
  member = await createTestUser({ firstName: "Mona", lastName: "Membre" });
  // An invitation from an earlier import, whose name the file corrects.
  await sql()`insert into public.invitations (email, first_name, invited_by) values (${email(3)}, 'Ancien', ${admin.id})`;
  file = [
    "Courriel;Prénom;Nom;Téléphone;Langue;Secteurs d'intérêt;Administrateur",
    `${email(1)};Émilie;Tremblay;514 555-0199;fr;Commerce de détail;non`,
    `${email(2).toUpperCase()};John;Smith;;English;Retail, Technology;oui`,
    `${email(3)};Nouveau;Nom;;;;`,
    "pas-un-courriel;Paul;Faux;;fr;;",
    `${email(4)};Ana;Lopez;;espagnol;;`,
    `${email(5)};Luc;Roy;;fr;Aéronautique;`,
    `${member.email};Mona;Membre;;fr;;`,
    `${email(1)};Émilie;Doublon;;fr;;`,
  ].join("\n");
});

afterAll(async () => {
  await sql()`delete from public.invitations where email like ${`people-${suffix}-%`}`;
  await cleanup();
});

describe("importing people", () => {
  it("reports every problem by row and column in a dry run, and writes nothing", async () => {
    const plan = await send(file, "plan");
    if (!plan.ok) throw new Error(plan.message);
    expect(plan.data.summary).toMatchObject({ rows: 8, created: 2, updated: 1, unchanged: 0, refused: 5 });
    expect(plan.data.summary!.problems.map((p) => [p.line, p.column, p.code])).toEqual([
      [5, "Courriel", "email"],
      [6, "Langue", "language"],
      [7, "Secteurs d'intérêt", "unknownIndustry"],
      [8, "Courriel", "accountExists"],
      [9, "Courriel", "duplicateEmail"],
    ]);
    expect((await invitations()).map((i) => i.email)).toEqual([email(3)]);
    const report = await send(file, "report");
    if (!report.ok) throw new Error(report.message);
    expect(report.data.report).toContain("Secteur inconnu");
  });

  it("shows every problem of a row, not only the first (issue 39)", async () => {
    const plan = await send(
      ["Courriel;Prénom;Langue;Secteurs d'intérêt", "pas-un-courriel;Zoé;klingon;Aéronautique"].join("\n"),
      "plan",
    );
    if (!plan.ok) throw new Error(plan.message);
    expect(plan.data.summary!.problems.map((p) => [p.line, p.column, p.code])).toEqual([
      [2, "Courriel", "email"],
      [2, "Langue", "language"],
      [2, "Secteurs d'intérêt", "unknownIndustry"],
    ]);
  });

  it("creates the invitations and e-mails each new person once; the same file again changes nothing", async () => {
    const done = await send(file, "run");
    if (!done.ok) throw new Error(done.message);
    expect(done.data.summary).toMatchObject({ created: 2, updated: 1, unchanged: 0, refused: 5, failedBatches: [] });
    const industries = await sql()<{ ref: string }[]>`
      select i.id::text as ref from public.entreprise_industries i where i.name_en in ('Retail', 'Technology') order by i.id`;
    expect(await invitations()).toEqual([
      {
        email: email(1),
        first_name: "Émilie",
        locale: "fr",
        industry_ids: [expect.any(String)],
        is_admin: false,
        send_count: 1,
      },
      {
        email: email(2),
        first_name: "John",
        locale: "en",
        industry_ids: industries.map((i) => i.ref),
        is_admin: true,
        send_count: 1,
      },
      { email: email(3), first_name: "Nouveau", locale: "fr", industry_ids: [], is_admin: false, send_count: 0 },
    ]);
    // Nobody got an account.
    const [accounts] = await sql()<{ n: number }[]>`
      select count(*)::int as n from auth.users where email like ${`people-${suffix}-%`}`;
    expect(accounts!.n).toBe(0);
    await expect.poll(async () => (await mailsTo(email(2))).length).toBe(1);
    expect((await mailsTo(email(2)))[0]!.subject).toMatch(/^Your invitation/);
    expect(await mailsTo(email(1))).toHaveLength(1);

    const again = await send(file, "run");
    if (!again.ok) throw new Error(again.message);
    expect(again.data.summary).toMatchObject({ created: 0, updated: 0, unchanged: 3, refused: 5 });
    expect((await invitations()).map((i) => i.send_count)).toEqual([1, 1, 0]);
    expect(await mailsTo(email(1))).toHaveLength(1);
    expect(await mailsTo(email(2))).toHaveLength(1);
  });

  it("refuses a non-administrator: the action, and Postgres", async () => {
    expect(await send(file, "plan", member)).toMatchObject({ ok: false, message: "guards.adminRequired" });
    const insert = await member.client.from("invitations").insert({ email: email(9) });
    expect(insert.error?.code).toBe("42501");
    expect((await member.client.from("invitations").select("id").like("email", `people-${suffix}-%`)).data).toEqual([]);
  });
});
