/**
 * Issue 23: importing articles (/admin/gestion/blog/import). A zip of Markdown files with front
 * matter and an image: the dry run lists what each article becomes and every problem per file;
 * the import creates the article with its image stored; importing the same archive again changes
 * nothing. Only administrators import.
 */
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importArticlesAction } from "@/lib/blog/actions/import-articles.core";
import { LISTING_IMAGES_BUCKET } from "@/lib/listings/photos";
import { zip } from "@/tests/support/zip";
import { cleanup, createTestUser, serviceClient, sql, type TestUser } from "@/tests/support/db";

let admin: TestUser;
let reader: TestUser;
const suffix = Math.random().toString(36).slice(2, 8);

const markdown = (fields: Record<string, string>, body: string) =>
  `---\n${Object.entries(fields)
    .map(([k, v]) => `${k}: ${v}`)
    .join("\n")}\n---\n\n${body}\n`;

let archive: Buffer;
let wordpress: Buffer;
let wordpressZip: (host: string) => Buffer;

const upload = (mode: "plan" | "run", key?: string, as: TestUser = admin, file = archive) => {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(file)], "articles.zip", { type: "application/zip" }));
  form.set("mode", mode);
  if (key) form.set("key", key);
  return importArticlesAction.execute(form, as.client);
};

beforeAll(async () => {
  admin = await createTestUser({ firstName: "Ida", lastName: "Importe", admin: true });
  reader = await createTestUser({ firstName: "Léo", lastName: "Lecteur" });
  const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#2a7" } })
    .png()
    .toBuffer();
  const shared = { key: `boulangerie-${suffix}`, date: '"2026-03-02"', categories: '["acheter"]' };
  archive = zip({
    [`articles/boulangerie-${suffix}.fr.md`]: markdown(
      {
        ...shared,
        lang: "fr",
        title: `"Reprendre une boulangerie ${suffix}"`,
        excerpt: '"Les étapes."',
        cover: "images/four.png",
        cover_alt: '"Un four à pain"',
      },
      "## Le four\n\n![Le four](images/four.png)\n\nDu texte.",
    ),
    [`articles/boulangerie-${suffix}.en.md`]: markdown(
      { ...shared, lang: "en", title: `"Taking over a bakery ${suffix}"`, excerpt: '"The steps."' },
      "## The oven\n\nSome text.",
    ),
    "articles/images/four.png": photo,
    [`articles/cassé-${suffix}.md`]: markdown({ key: `casse-${suffix}`, lang: "de", title: '"Kaputt"' }, "Text."),
    [`brouillon-${suffix}.md`]: markdown({ title: `"Un brouillon ${suffix}"` }, "Sans date : un brouillon."),
    [`articles/sans-image-${suffix}.fr.md`]: markdown(
      { title: '"Sans image"', excerpt: '"Résumé."', categories: '["inconnue"]' },
      "![Absente](images/absente.png)",
    ),
  });

  // The WordPress fixture (tests/fixtures/blog), its site and slugs made this run's own, with its
  // featured image in the archive as WordPress's uploads folder.
  wordpressZip = (host) => {
    const xml = readFileSync("tests/fixtures/blog/wordpress-export.xml", "utf8")
      .replaceAll("boulangerie.example", host)
      .replace("reprendre-une-boulangerie]]", `wp-boulangerie-${suffix}]]`)
      .replace("Vendre sa boutique sans se presser", `Vendre sa boutique sans se presser ${suffix}`);
    return zip({ "export/wordpress.xml": xml, "export/wp-content/uploads/2025/04/four.png": photo });
  };
  wordpress = wordpressZip(`boulangerie-${suffix}.example`);
});

afterAll(async () => {
  await sql()`delete from public.blog_articles where import_key like ${`md:%${suffix}`}`;
  const { data } = await serviceClient().storage.from(LISTING_IMAGES_BUCKET).list(admin.id);
  const paths = (data ?? []).map((f) => (f.name.includes("/") ? f.name : `${admin.id}/${f.name}`));
  if (paths.length) await serviceClient().storage.from(LISTING_IMAGES_BUCKET).remove(paths);
  await cleanup();
});

describe("importing a zip of Markdown articles", () => {
  it("lists in a dry run what each article becomes and every problem per file", async () => {
    const result = await upload("plan");
    if (!result.ok) throw new Error(result.message);
    const byKey = new Map(result.data.plan.map((a) => [a.key, a]));
    const bakery = byKey.get(`boulangerie-${suffix}`);
    expect(bakery).toMatchObject({ action: "create", title: `Reprendre une boulangerie ${suffix}`, problems: [] });
    expect(bakery?.files).toHaveLength(2);
    expect(byKey.get(`casse-${suffix}`)).toMatchObject({
      action: "invalid",
      problems: [{ message: "blogImport.problems.language", values: { lang: "de" } }],
    });
    expect(
      byKey
        .get(`sans-image-${suffix}`)
        ?.problems.map((p) => p.message)
        .sort(),
    ).toEqual(["blogImport.problems.categories", "blogImport.problems.image"]);
    // A dry run writes nothing.
    const written = await sql()`select id from public.blog_articles where import_key = ${`md:boulangerie-${suffix}`}`;
    expect(written).toHaveLength(0);
  });

  it("creates the article with its image stored, and changes nothing the second time", async () => {
    const key = `boulangerie-${suffix}`;
    const first = await upload("run", key);
    expect(first.ok && first.data.plan[0]?.action).toBe("create");
    const [row] = await sql()`
      select id, status, body_fr, cover_url, title_en, updated_at from public.blog_articles where import_key = ${`md:${key}`}`;
    expect(row?.status).toBe("published");
    expect(row?.title_en).toBe(`Taking over a bakery ${suffix}`);
    expect(row?.cover_url).toMatch(new RegExp(`/${admin.id}/blog-[0-9a-f]{32}\\.webp$`));
    expect(row?.body_fr).toContain(`![Le four](${row?.cover_url})`);
    const image = await fetch(row!.cover_url as string);
    expect(image.headers.get("content-type")).toContain("image/webp");

    const plan = await upload("plan");
    expect(plan.ok && plan.data.plan.find((a) => a.key === key)?.action).toBe("unchanged");
    const second = await upload("run", key);
    expect(second.ok && second.data.plan[0]?.action).toBe("unchanged");
    const [again] = await sql()`select updated_at from public.blog_articles where id = ${row!.id}`;
    expect(again?.updated_at).toEqual(row?.updated_at);

    // Without a date, a draft; the same file again changes nothing either.
    const draft = `brouillon-${suffix}`;
    const imported = await upload("run", draft);
    expect(imported.ok && imported.data.plan[0]?.action).toBe("create");
    const [saved] = await sql()`select status from public.blog_articles where import_key = ${`md:${draft}`}`;
    expect(saved?.status).toBe("draft");
    const replan = await upload("plan");
    expect(replan.ok && replan.data.plan.find((a) => a.key === draft)?.action).toBe("unchanged");
  });

  it("is for administrators only", async () => {
    const result = await upload("plan", undefined, reader);
    expect(result).toMatchObject({ ok: false, message: "guards.adminRequired" });
  });
});

describe("importing a WordPress export", () => {
  const site = () => `wp-boulangerie-${suffix}example`;

  it("plans posts and drafts, skips the page and the private post, and imports twice without change", async () => {
    const plan = await upload("plan", undefined, admin, wordpress);
    if (!plan.ok) throw new Error(plan.message);
    const byKey = new Map(plan.data.plan.map((a) => [a.key, a]));
    const post = byKey.get(`${site()}-12`);
    expect(post).toMatchObject({ action: "create", title: "Reprendre une boulangerie de quartier" });
    // The seed has no "financement" or "non-classe" blog category: said, not blocking.
    expect(post?.problems.map((p) => [p.message, p.values?.name, p.warning])).toEqual([
      ["blogImport.problems.categoryLeftOut", "financement", true],
      ["blogImport.problems.categoryLeftOut", "non-classe", true],
    ]);
    expect(byKey.get(`${site()}-13`)).toMatchObject({
      action: "create",
      problems: [{ message: "blogImport.problems.externalImage", warning: true }],
    });
    expect(byKey.get(`${site()}-14`)).toMatchObject({ action: "skipped", problems: [{ values: { type: "page" } }] });
    expect(byKey.get(`${site()}-15`)).toMatchObject({
      action: "skipped",
      problems: [{ values: { status: "private" } }],
    });

    for (const key of [`${site()}-12`, `${site()}-13`]) {
      const done = await upload("run", key, admin, wordpress);
      expect(done.ok && done.data.plan[0]?.action).toBe("create");
    }
    expect(await upload("run", `${site()}-14`, admin, wordpress)).toMatchObject({ ok: false });
    const rows = await sql()`
      select import_key, status, published_at, slug_fr, cover_url, body_fr, updated_at
      from public.blog_articles where import_key like ${`md:${site()}-%`} order by import_key`;
    expect(rows.map((r) => [r.import_key, r.status])).toEqual([
      [`md:${site()}-12`, "published"],
      [`md:${site()}-13`, "draft"],
    ]);
    expect(new Date(rows[0]!.published_at as string).toISOString()).toBe("2025-04-02T13:30:00.000Z");
    expect(rows[0]?.slug_fr).toBe(`wp-boulangerie-${suffix}`);
    expect(rows[0]?.cover_url).toMatch(new RegExp(`/${admin.id}/blog-[0-9a-f]{32}\\.webp$`));
    expect(rows[0]?.body_fr).toContain(`![Le four](${rows[0]?.cover_url})`);
    expect(rows[0]?.body_fr).not.toMatch(/script|onerror|javascript:/i);
    expect(rows[1]?.cover_url).toBeNull();

    // The same export again: nothing to change, nothing changed.
    const again = await upload("plan", undefined, admin, wordpress);
    expect(again.ok && again.data.plan.map((a) => a.action).sort()).toEqual([
      "skipped",
      "skipped",
      "unchanged",
      "unchanged",
    ]);
    await upload("run", `${site()}-12`, admin, wordpress);

    // Another site's export with the same slug: said in the dry run, not a failure of the import.
    const other = await upload("plan", undefined, admin, wordpressZip(`autre-${suffix}.example`));
    expect(
      other.ok && other.data.plan.find((a) => a.key === `wp-autre-${suffix}example-12`)?.problems.map((p) => p.message),
    ).toContain("blogImport.problems.slugTaken");
    const [after] = await sql()`select updated_at from public.blog_articles where import_key = ${`md:${site()}-12`}`;
    expect(after?.updated_at).toEqual(rows[0]?.updated_at);
  });
});
