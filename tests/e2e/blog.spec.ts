/**
 * The blog (issue 23): a reader goes from /blog to an article in French and in English (axe on each
 * page, BlogPosting data, hreflang to the other version, the RSS feed, a 404 for an unknown slug);
 * an administrator writes an article in both languages with the toolbar and the live preview,
 * publishes it, and it is on the public pages at once.
 */
import { readFileSync } from "node:fs";
import { expect, expectAccessible, reviewShots, test } from "./support";
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

  // An import: checked first, imported with its progress, and the same file again changes nothing.
  await page.goto("/admin/gestion/blog/import");
  const file = {
    name: `four-${tag}.md`,
    mimeType: "text/markdown",
    buffer: Buffer.from(
      `---\ntitle: "Entretenir un four ${tag}"\nexcerpt: "Un résumé."\n---\n\n## Le nettoyage\n\nDu texte.\n`,
    ),
  };
  await page.getByLabel("Fichier à importer").setInputFiles(file);
  await page.getByRole("button", { name: "Vérifier le fichier" }).click();
  await expect(page.getByTestId("import-row")).toContainText("Sera créé");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Importer 1 article" }).click();
  await expect(page.getByTestId("import-row")).toContainText("Inchangé");
  await reviewShots(page, "blog-import");
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
