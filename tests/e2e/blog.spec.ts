/**
 * The blog (issue 23): a reader goes from /blog to an article in French and in English (axe on each
 * page, BlogPosting data, hreflang to the other version, the RSS feed, a 404 for an unknown slug);
 * an administrator writes an article in both languages with the toolbar and the live preview,
 * publishes it, and it is on the public pages at once; a scheduled article appears by itself when
 * its time comes; a zip imported twice changes nothing the second time; the authors are managed.
 */
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { zip } from "@/tests/support/zip";
import { database, expect, expectAccessible, reviewShots, test } from "./support";
import { DEMO, signInBrowser } from "./auth-support";

test.describe.configure({ timeout: 120_000 });

test("a reader opens an article from /blog, in French and in English", async ({ page }) => {
  for (const [prefix, lang] of [
    ["", "fr"],
    ["/en", "en"],
  ] as const) {
    await page.goto(`${prefix}/blog`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const cards = page.getByTestId("article-card");
    await expect(cards.first()).toBeVisible();
    await expect(page.locator(`link[rel="alternate"][type="application/rss+xml"]`)).toHaveCount(1);
    await expectAccessible(page);
    await reviewShots(page, `blog-list-${lang}`);

    const link = cards.first().getByRole("link");
    const title = (await link.textContent())!.trim();
    await link.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator("html")).toHaveAttribute("lang", new RegExp(`^${lang}`));
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((s) => s.includes('"BlogPosting"'))).toBe(true);
    // hreflang: each version at its own slug (the other language's slug differs).
    await expect(page.locator('link[rel="alternate"][hreflang="fr-CA"]')).toHaveAttribute(
      "href",
      /\/blog\/[a-z0-9-]+$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en-CA"]')).toHaveAttribute(
      "href",
      /\/en\/blog\/[a-z0-9-]+$/,
    );
    await expectAccessible(page);
    await reviewShots(page, `blog-article-${lang}`);

    // The other version: a slug of one language opened in the other leads to its own slug, never a 500,
    // and the language switch goes straight there.
    const [other, otherPrefix] = lang === "fr" ? (["en-CA", "/en"] as const) : (["fr-CA", ""] as const);
    const otherPath = new URL((await page.locator(`link[rel="alternate"][hreflang="${other}"]`).getAttribute("href"))!)
      .pathname;
    const slug = new URL(page.url()).pathname.split("/").pop();
    const crossed = await page.request.get(`${otherPrefix}/blog/${slug}`, { maxRedirects: 0 });
    expect(crossed.status()).toBe(308);
    expect(new URL(crossed.headers()["location"]!, page.url()).pathname).toBe(otherPath);
    await page
      .getByTestId("site-header")
      .getByRole("link", { name: /english|français/i })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === otherPath);

    const feed = await page.request.get(`${prefix}/blog/rss.xml`);
    expect(feed.headers()["content-type"]).toContain("xml");
    expect(await feed.text()).toContain(title.replace(/&/g, "&amp;"));
  }
  expect((await page.request.get("/blog/cet-article-n-existe-pas")).status()).toBe(404);
});

test("an administrator writes an article in both languages and publishes it", async ({ page, baseURL }) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const titleFr = `Reprendre une boulangerie ${tag}`;
  const titleEn = `Taking over a bakery ${tag}`;
  await signInBrowser(page, baseURL!, DEMO.admin);

  await page.goto("/en/admin/gestion/blog");
  await expect(page.getByRole("table")).toBeVisible();
  await expectAccessible(page);
  await reviewShots(page, "blog-admin-list");

  await page.goto("/admin/gestion/blog/new");
  await page.getByLabel("Titre (français)").fill(titleFr);
  await page.locator("#field-excerpt_fr").fill("Les étapes pour reprendre une boulangerie de quartier.");
  const bodyFr = page.locator("#field-body_fr");
  await page
    .getByRole("toolbar", { name: /français/i })
    .getByRole("button", { name: "Titre de section" })
    .click();
  await bodyFr.pressSequentially("Le four");
  await bodyFr.press("End");
  await bodyFr.press("Enter");
  await bodyFr.press("Enter");
  await bodyFr.pressSequentially("Un texte avec <script>alert(1)</script> et [un lien](javascript:alert(1)).");
  const previewFr = page.getByTestId("preview-fr");
  await expect(previewFr.getByRole("heading", { level: 2, name: "Le four" })).toBeVisible();
  await expect(previewFr.locator("script")).toHaveCount(0);
  await expect(previewFr.locator('a[href^="javascript"]')).toHaveCount(0);

  await page.locator("#field-title_en").fill(titleEn);
  await page.locator("#field-excerpt_en").fill("The steps to take over a neighbourhood bakery.");
  await page.locator("#field-body_en").fill("## The oven\n\nWhat to check before buying.");
  await expect(page.getByTestId("preview-en").getByRole("heading", { level: 2, name: "The oven" })).toBeVisible();
  await page.locator("#field-status").selectOption("published");
  await expectAccessible(page);
  await reviewShots(page, "blog-editor");

  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Article enregistré : publié.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/gestion\/blog\/\d+\/edit$/);

  await page.goto("/blog");
  await page.getByRole("link", { name: titleFr }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(titleFr);
  await expect(page.locator(".article-body h2#le-four")).toBeVisible();
  await expect(page.locator(".article-body script")).toHaveCount(0);
  await page.goto("/en/blog");
  await page.getByRole("link", { name: titleEn }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(titleEn);
});

test("an administrator manages the blog's categories and checks a WordPress export", async ({ page, baseURL }) => {
  const tag = Math.random().toString(36).slice(2, 8);
  await signInBrowser(page, baseURL!, DEMO.admin);

  await page.goto("/admin/gestion/blog");
  await page.getByRole("link", { name: "Catégories", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Catégories du blogue");
  await page.getByRole("link", { name: "Ajouter une catégorie" }).click();
  await page.getByLabel("Nom en français").fill(`Relève ${tag}`);
  await page.getByLabel("Nom en anglais").fill(`Succession ${tag}`);
  await expectAccessible(page);
  await reviewShots(page, "blog-category-new");
  await page.getByRole("button", { name: "Ajouter la catégorie" }).click();
  await expect(page.getByRole("cell", { name: `releve-${tag}`, exact: false })).toBeVisible();

  // A category that articles use is not deleted, and the page says why.
  const used = page.getByRole("row").filter({ hasText: "/blog?category=acheter " });
  await used.getByRole("button", { name: /Supprimer/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Supprimer" }).click();
  await expect(page.getByText("Des articles utilisent cette catégorie")).toBeVisible();
  // The confirmation closes, so the reason is not hidden under its backdrop.
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expectAccessible(page);
  await reviewShots(page, "blog-categories-fr");

  await page.goto("/en/admin/gestion/blog/categories");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog categories");
  await expectAccessible(page);
  await reviewShots(page, "blog-categories-en");

  // A WordPress export: its posts and draft will be created, its page and private post are skipped.
  await page.goto("/admin/gestion/blog/import");
  const xml = readFileSync("tests/fixtures/blog/wordpress-export.xml", "utf8").replaceAll(
    "boulangerie.example",
    `boulangerie-${tag}.example`,
  );
  await page.getByLabel("Fichier à importer").setInputFiles({
    name: "wordpress.xml",
    mimeType: "text/xml",
    buffer: Buffer.from(xml),
  });
  await page.getByRole("button", { name: "Vérifier le fichier" }).click();
  await expect(page.getByTestId("import-row")).toHaveCount(4);
  await expect(page.getByTestId("import-row").filter({ hasText: "Ignoré" })).toHaveCount(2);
  await expectAccessible(page);
  await reviewShots(page, "blog-import-wxr");
});

test("a scheduled article appears on /blog by itself once its time has come", async ({ page, baseURL, playwright }) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const title = `Reprendre une quincaillerie ${tag}`;
  // Scheduled as the editor does (status and time); the database keeps it scheduled until then.
  const { data: article, error } = await database()
    .from("blog_articles")
    .insert({
      status: "scheduled",
      published_at: new Date(Date.now() + 10_000).toISOString(),
      title_fr: title,
      excerpt_fr: "Les étapes pour reprendre une quincaillerie de village.",
      body_fr: "## L'inventaire\n\nCompter les stocks avant l'offre.",
      title_en: `Taking over a hardware store ${tag}`,
      excerpt_en: "The steps to take over a village hardware store.",
      body_en: "## The inventory\n\nCount the stock before the offer.",
    })
    .select("slug_fr, status")
    .single();
  if (error) throw error;
  expect(article.status).toBe("scheduled");

  // A signed-in reader's pages are never cached: the article is not public before its time.
  await signInBrowser(page, baseURL!, DEMO.seller);
  expect((await page.goto(`/blog/${article.slug_fr}`))?.status()).toBe(404);
  await page.goto("/blog");
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);
  // No job: once its time has passed, the list reads it, without any write.
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByRole("link", { name: title }).count();
      },
      { intervals: [1_000], timeout: 25_000 },
    )
    .toBeGreaterThan(0);
  // A visitor without a session (the cached copy, rendered at its first request) reads it too.
  const visitor = await playwright.request.newContext({ baseURL });
  const anonymous = await visitor.get(`/blog/${article.slug_fr}`);
  expect(anonymous.status()).toBe(200);
  expect(await anonymous.text()).toContain(title);
  await visitor.dispose();
});

test("a zip of Markdown articles imported twice: the second time, nothing to create or update", async ({
  page,
  baseURL,
}) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const cover = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#2a7" } })
    .png()
    .toBuffer();
  const md = (fields: string, body: string) => `---\n${fields}\n---\n\n${body}\n`;
  const archive = {
    name: `articles-${tag}.zip`,
    mimeType: "application/zip",
    buffer: zip({
      [`four-${tag}.fr.md`]: md(
        `key: four-${tag}\nlang: fr\ntitle: "Entretenir un four ${tag}"\nexcerpt: "Un résumé."\ncover: images/four.png`,
        "## Le nettoyage\n\nDu texte.",
      ),
      [`four-${tag}.en.md`]: md(
        `key: four-${tag}\nlang: en\ntitle: "Caring for an oven ${tag}"\nexcerpt: "A summary."`,
        "## Cleaning\n\nSome text.",
      ),
      [`vitrine-${tag}.md`]: md(`title: "Soigner sa vitrine ${tag}"\nexcerpt: "Un résumé."`, "Du texte."),
      "images/four.png": cover,
    }),
  };
  await signInBrowser(page, baseURL!, DEMO.admin);
  await page.goto("/admin/gestion/blog/import");
  await page.getByLabel("Fichier à importer").setInputFiles(archive);
  await page.getByRole("button", { name: "Vérifier le fichier" }).click();
  await expect(page.getByTestId("import-row").filter({ hasText: "Sera créé" })).toHaveCount(2);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Importer 2 articles" }).click();
  await expect(page.getByTestId("import-row").filter({ hasText: "Inchangé" })).toHaveCount(2);
  await reviewShots(page, "blog-import");
  const stored = () =>
    database()
      .from("blog_articles")
      .select("id, updated_at, title_en, cover_url")
      .like("import_key", `md:%${tag}`)
      .order("id")
      .then(({ data }) => data);
  const first = await stored();
  expect(first).toHaveLength(2);
  expect(first!.some((a) => a.title_en === `Caring for an oven ${tag}` && a.cover_url)).toBe(true);

  // The same archive again, on a new visit: the dry run has nothing to create or update, and
  // nothing can be imported; the articles are as they were.
  await page.reload();
  await page.getByLabel("Fichier à importer").setInputFiles(archive);
  await page.getByRole("button", { name: "Vérifier le fichier" }).click();
  await expect(page.getByTestId("import-row").filter({ hasText: "Inchangé" })).toHaveCount(2);
  await expect(page.getByTestId("import-row").filter({ hasText: /Sera créé|Sera mis à jour/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Rien à importer" })).toBeDisabled();
  expect(await stored()).toEqual(first);
});

test("an administrator manages the blog's authors", async ({ page, baseURL }) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const name = `Julie Gagnon ${tag}`;
  const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: "#975a16" } })
    .png()
    .toBuffer();
  await signInBrowser(page, baseURL!, DEMO.admin);
  // The photo goes from the browser straight to Storage, whose CORS preflight refuses support.ts's header.
  await page.setExtraHTTPHeaders({});

  await page.goto("/admin/gestion/blog");
  await page.getByRole("link", { name: "Auteurs", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Auteurs du blogue");
  // An author whose articles name them is not deleted, and the page says why.
  const used = page.getByRole("row").filter({ hasText: "Nadia Belkacem" });
  await expect(used).toContainText("article");
  await used.getByRole("button", { name: /Supprimer/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Supprimer" }).click();
  await expect(page.getByText("Des articles sont signés par cet auteur")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expectAccessible(page);
  await reviewShots(page, "blog-authors-fr");

  await page.getByRole("link", { name: "Ajouter un auteur" }).click();
  // The photo first: its preview shows once the form has hydrated, which then keeps what is typed.
  await page.getByTestId("photo-input").setInputFiles({ name: "julie.png", mimeType: "image/png", buffer: photo });
  await expect(page.getByTestId("photo-preview")).toBeVisible();
  await page.getByLabel("Nom", { exact: true }).fill(name);
  await page.getByLabel("Rôle (français)").fill("Courtière");
  await page.getByLabel("Description de la photo (français)").fill("Julie devant une vitrine");
  await page.getByLabel("Courte présentation (français)").fill("Vingt ans de transactions en région.");
  await expectAccessible(page);
  await reviewShots(page, "blog-author-form-fr");
  await page.getByRole("button", { name: "Ajouter l’auteur" }).click();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Aucun article");
  const { data: saved } = await database()
    .from("blog_authors")
    .select("slug, photo_url, photo_alt_fr")
    .eq("name", name)
    .single();
  expect(saved).toMatchObject({ slug: `julie-gagnon-${tag}`, photo_alt_fr: "Julie devant une vitrine" });
  expect(saved!.photo_url).toMatch(/\/listing-images\/.+\.webp$/);

  await page.goto("/en/admin/gestion/blog/authors");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog authors");
  await expectAccessible(page);
  await reviewShots(page, "blog-authors-en");
  await page.getByRole("row").filter({ hasText: name }).getByRole("link", { name: /Edit/ }).click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  await reviewShots(page, "blog-author-form-en");
  await page.goto("/en/admin/gestion/blog/authors");
  await page
    .getByRole("row")
    .filter({ hasText: name })
    .getByRole("button", { name: /Delete/ })
    .click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(`Author “${name}” deleted.`)).toBeVisible();
});
