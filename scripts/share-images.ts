/**
 * Writes public/og/{locale}.png (1200 × 630): the picture social networks show for a shared page
 * that has none of its own (listings without photos, every other page). It draws the site's mark,
 * name and promise, in each language, from messages/*.json. Run it after changing those texts or
 * the mark: `npx tsx scripts/share-images.ts` (needs Chromium, CHROMIUM_PATH or /usr/bin/chromium).
 */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import en from "../messages/en.json" with { type: "json" };
import fr from "../messages/fr.json" with { type: "json" };

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
const outDir = path.resolve(import.meta.dirname, "../public/og");
const root = path.resolve(import.meta.dirname, "..");

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function page(messages: typeof fr): string {
  const drawing = fs.readFileSync(path.join(root, "public/illustrations/retail-light.svg"), "utf8");
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    body { margin: 0; width: ${SHARE_IMAGE_SIZE.width}px; height: ${SHARE_IMAGE_SIZE.height}px; font-family: "Liberation Sans", Arial, sans-serif;
      display: grid; grid-template-columns: 1fr 500px; background: #f0fdf4; color: #052e16; overflow: hidden; }
    .text { padding: 72px 0 64px 72px; display: flex; flex-direction: column; }
    .brand { display: flex; align-items: center; gap: 20px; font-size: 40px; font-weight: 700; color: #0a0a0a; }
    h1 { margin: auto 0 0; font-size: 64px; line-height: 1.08; letter-spacing: -0.02em; color: #0a0a0a; }
    p { margin: 28px 0 0; font-size: 30px; line-height: 1.35; color: #334155; }
    .art { display: flex; align-items: flex-end; padding-bottom: 40px; }
    .art svg { width: 100%; height: auto; aspect-ratio: 320 / 200; }
  </style></head><body>
    <div class="text">
      <div class="brand"><svg viewBox="0 0 32 32" width="72" height="72"><rect width="32" height="32" rx="8" fill="#15803d"/><path d="M8 20l5-5 4 3 7-8" fill="none" stroke="white" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/><circle cx="24" cy="10" r="2.2" fill="#bfdbfe"/></svg>${escapeHtml(messages.meta.siteName)}</div>
      <h1>${escapeHtml(messages.home.title)}</h1>
      <p>${escapeHtml(messages.home.intro)}</p>
    </div>
    <div class="art">${drawing}</div>
  </body></html>`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: process.getuid?.() === 0 ? ["--no-sandbox"] : [],
  });
  try {
    const tab = await browser.newPage({ viewport: SHARE_IMAGE_SIZE });
    fs.mkdirSync(outDir, { recursive: true });
    for (const [locale, messages] of [
      ["fr", fr],
      ["en", en],
    ] as const) {
      await tab.setContent(page(messages));
      await tab.screenshot({ path: path.join(outDir, `${locale}.png`) });
    }
  } finally {
    await browser.close();
  }
  console.log(`public/og/fr.png and public/og/en.png written (${SHARE_IMAGE_SIZE.width} × ${SHARE_IMAGE_SIZE.height})`);
}
