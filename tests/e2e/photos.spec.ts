import sharp from "sharp";
import type { Locator, Page } from "@playwright/test";
import { database, expect, expectAccessible, test } from "./support";

// A variant is made on its first request (0.1–0.4 s of CPU each): a page's first visit makes many.
test.describe.configure({ timeout: 120_000 });

/** The first published demo business with at least two photos (the demo seed's photos). */
async function businessWithPhotos(): Promise<{ slug: string; path: string }> {
  const { data, error } = await database()
    .from("entreprises")
    .select("slug, images")
    .eq("status", "published")
    .neq("images", "[]")
    .order("id")
    .limit(20);
  expect(error).toBeNull();
  const found = data!.find((row) => (row.images as Array<{ path: string }>).length >= 2)!;
  return { slug: found.slug, path: (found.images as Array<{ path: string }>)[0]!.path };
}

/** Waits for a photo to load and returns the width of the variant it asked for and its drawn width. */
async function variantOf(img: Locator): Promise<{ asked: number; drawn: number; src: string }> {
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  const { src, drawn } = await img.evaluate((el: HTMLImageElement) => ({
    src: el.currentSrc,
    drawn: el.getBoundingClientRect().width,
  }));
  const url = new URL(src);
  expect(url.pathname, src).toBe("/_next/image");
  return { asked: Number(url.searchParams.get("w")), drawn, src };
}

/** Creates a published business of the demo seller with these photo paths; returns its slug and a cleanup. */
async function businessWith(paths: (owner: string) => string[]) {
  const db = database();
  const { data: owner } = await db.from("profiles").select("id").eq("email", "vendeur@demo.local").single();
  const { data: category } = await db.from("entreprise_categories").select("id").eq("name_fr", "Dépanneur").single();
  const images = paths(owner!.id).map((path) => ({ path, alt_fr: "Photo", alt_en: "Photo" }));
  const { data, error } = await db
    .from("entreprises")
    .insert({
      owner_id: owner!.id,
      status: "published",
      title_fr: `Commerce photographié ${Date.now().toString(36)}`,
      description_fr: "Annonce de test des photos.",
      category_id: category!.id,
      asking_price: 150000,
      images,
    })
    .select("id, slug")
    .single();
  expect(error).toBeNull();
  return { slug: data!.slug, owner: owner!.id, remove: () => db.from("entreprises").delete().eq("id", data!.id) };
}

for (const screen of [
  { name: "a 412 px phone (pixel ratio 1.75)", viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 },
  { name: "a 1,280 px screen", viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
]) {
  test.describe(screen.name, () => {
    test.use({ viewport: screen.viewport, deviceScaleFactor: screen.deviceScaleFactor });

    test("a card and a gallery photo ask for a variant no wider than twice their drawn width", async ({ page }) => {
      await page.goto("/entreprises");
      const card = await variantOf(page.getByTestId("listing-card").locator("img").first());
      expect(card.asked, card.src).toBeLessThanOrEqual(card.drawn * 2);

      const { slug } = await businessWithPhotos();
      await page.goto(`/entreprises/${slug}`);
      const gallery = page.getByRole("region", { name: "Photos de l'entreprise" }).locator("img");
      const main = await variantOf(gallery.first());
      expect(main.asked, main.src).toBeLessThanOrEqual(main.drawn * 2);
      // The first photo is preloaded at high priority, the others wait until they near the screen.
      await expect(gallery.first()).toHaveAttribute("fetchpriority", "high");
      await expect(gallery.nth(1)).toHaveAttribute("loading", "lazy");
      const other = await variantOf(gallery.nth(1));
      expect(other.asked, other.src).toBeLessThanOrEqual(other.drawn * 2);
    });
  });
}

test("a listing's share picture is its first photo cropped to 1,200 × 630", async ({ page, request }) => {
  const { slug, path } = await businessWithPhotos();
  await page.goto(`/entreprises/${slug}`);
  const og = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(og).toMatch(new RegExp(`/api/share-image/${path}$`));
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute("content", "630");
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute("content", og!);
  const response = await request.get(new URL(og!).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/jpeg");
  const meta = await sharp(await response.body()).metadata();
  expect([meta.width, meta.height]).toEqual([1200, 630]);
});

test("a photo whose file is gone shows the category's illustration", async ({ page, consoleErrors }) => {
  const listing = await businessWith((owner) => [`${owner}/gone-${Date.now()}.webp`]);
  try {
    await page.goto(`/entreprises/${listing.slug}`);
    const frame = page.getByRole("region", { name: "Photos de l'entreprise" }).getByRole("listitem").first();
    // The broken photo removed itself: nothing covers the category's drawing under it.
    await expect(frame.locator("img")).toHaveCount(0);
    await expect(frame.locator("svg")).toBeVisible();
    await expectAccessible(page);
    expect(consoleErrors.filter((e) => !/404|Failed to load resource/.test(e))).toEqual([]);
  } finally {
    await listing.remove();
  }
});

test("the optimizer resizes only the Storage's photos and answers anything else with a 4xx", async ({ request }) => {
  const { path } = await businessWithPhotos();
  const storage = process.env.NEXT_PUBLIC_SUPABASE_URL!;
  const photo = `${storage}/storage/v1/object/public/listing-images/${path}`;
  const variant = (url: string, w = 640, q = 70) => `/_next/image?url=${encodeURIComponent(url)}&w=${w}&q=${q}`;

  const ok = await request.get(variant(photo), { headers: { accept: "image/avif,image/webp,image/*,*/*;q=0.8" } });
  expect(ok.status()).toBe(200);
  expect(ok.headers()["content-type"]).toBe("image/webp");
  expect((await sharp(await ok.body()).metadata()).width).toBe(640);

  const db = database();
  const owner = path.split("/")[0]!;
  const text = `${owner}/not-an-image-${Date.now()}.webp`;
  await db.storage.from("listing-images").upload(text, Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), {
    contentType: "image/webp",
  });
  try {
    for (const [what, url] of [
      ["another host", "https://example.com/photo.jpg"],
      ["another bucket's path on the Storage host", `${storage}/storage/v1/object/public/documents/${path}`],
      ["the Storage's API", `${storage}/rest/v1/entreprises`],
      ["an SVG of the site", "/illustrations/generic-light.svg"],
      ["a page of the site", "/entreprises"],
      ["a file that is not an image", `${storage}/storage/v1/object/public/listing-images/${text}`],
      ["a file that is gone", `${storage}/storage/v1/object/public/listing-images/${owner}/gone.webp`],
    ] as const) {
      const status = (await request.get(variant(url))).status();
      expect(status, what).toBeGreaterThanOrEqual(400);
      expect(status, what).toBeLessThan(500);
    }
    expect((await request.get(variant(photo, 641))).status(), "a width outside the list").toBe(400);
    expect((await request.get(variant(photo, 640, 100))).status(), "another quality").toBe(400);
  } finally {
    await db.storage.from("listing-images").remove([text]);
  }
});

test("a 30-photo listing loads only the photos near the screen", async ({ page }) => {
  const db = database();
  const { data: owner } = await db.from("profiles").select("id").eq("email", "vendeur@demo.local").single();
  const bytes = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#3b82f6" } })
    .webp()
    .toBuffer();
  const paths = Array.from({ length: 30 }, (_, i) => `${owner!.id}/thirty-${Date.now()}-${i}.webp`);
  for (const path of paths) await db.storage.from("listing-images").upload(path, bytes, { contentType: "image/webp" });
  const listing = await businessWith(() => paths);
  try {
    await page.setViewportSize({ width: 412, height: 823 });
    const asked = new Set<string>();
    page.on("request", (r) => {
      if (r.url().includes("/_next/image")) asked.add(new URL(r.url()).searchParams.get("url")!);
    });
    await page.goto(`/entreprises/${listing.slug}`);
    await page.waitForLoadState("networkidle");
    const near = await nearScreen(page);
    expect(asked.size).toBeGreaterThan(0);
    expect(asked.size).toBeLessThanOrEqual(near);
    expect(asked.size).toBeLessThan(30);
  } finally {
    await listing.remove();
    await db.storage.from("listing-images").remove(paths);
  }
});

/**
 * Gallery photos within Chromium's lazy-loading distance of the first screen (1,250 px below it on a
 * fast network), plus one row: Chromium decides while the page is still settling, when the gallery
 * can sit a little higher than at the end (a row of thumbnails on a phone is about 150 px).
 */
function nearScreen(page: Page): Promise<number> {
  return page
    .getByRole("region", { name: "Photos de l'entreprise" })
    .locator("img")
    .evaluateAll(
      (imgs) => imgs.filter((img) => img.getBoundingClientRect().top < window.innerHeight + 1250 + 150).length,
    );
}
