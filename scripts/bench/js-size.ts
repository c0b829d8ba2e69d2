/**
 * The JavaScript a page makes a modern browser download: every `<script src>` of its HTML except
 * `noModule` ones (the polyfills only browsers without modules fetch), gzip-compressed; and, in a
 * real Chromium, everything the visit fetched until the network went quiet (chunks a page loads
 * after its start count there). `tsx scripts/bench/js-size.ts <app URL> <business> <property>`
 * measures any running build.
 */
import { gzipSync } from "node:zlib";
import type { Browser } from "@playwright/test";
import { launchBrowser, scriptsFetched } from "./browser.ts";
import { printTable, type Row } from "./table.ts";

export type JsSize = { scripts: number; bytes: number; gzip: number; chunks: string[] };

const sizes = new Map<string, { bytes: number; gzip: number }>();

async function chunkSize(url: string): Promise<{ bytes: number; gzip: number }> {
  const known = sizes.get(url);
  if (known) return known;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: status ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  const size = { bytes: body.length, gzip: gzipSync(body, { level: 9 }).length };
  sizes.set(url, size);
  return size;
}

async function total(sources: string[]): Promise<JsSize> {
  let bytes = 0;
  let gzip = 0;
  for (const source of sources) {
    const size = await chunkSize(source);
    bytes += size.bytes;
    gzip += size.gzip;
  }
  return { scripts: sources.length, bytes, gzip, chunks: sources.map((s) => new URL(s).pathname) };
}

/** The scripts of one page's HTML that a modern browser fetches (with `headers`, e.g. a session cookie). */
export async function pageJs(url: string, headers: Record<string, string> = {}): Promise<JsSize> {
  const response = await fetch(url, { headers, redirect: "manual" });
  if (response.status !== 200) throw new Error(`${url}: status ${response.status}`);
  const html = await response.text();
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  const sources = tags
    .filter((tag) => !/\snomodule\b/i.test(tag))
    .map((tag) => tag.match(/\ssrc="([^"]+)"/)?.[1])
    .filter((src): src is string => Boolean(src))
    .map((src) => new URL(src.replaceAll("&amp;", "&"), url).href);
  return total([...new Set(sources)]);
}

/** Every script Chromium fetched for a visit of the page (first load and what it loaded after). */
async function visitJs(browser: Browser, url: string, headers: Record<string, string> = {}): Promise<JsSize> {
  const origin = new URL(url).origin;
  return total((await scriptsFetched(browser, url, headers)).filter((s) => s.startsWith(origin)));
}

const kB = (bytes: number) => Math.round(bytes / 102.4) / 10;

export type PageSpec = [name: string, path: string, headers?: Record<string, string>];

/**
 * One row per page: its scripts and kB gzip at first load (HTML), Next.js's floor measured the same
 * way (a minimal App Router page of the same build setup) and the site's share above it, and what a
 * whole visit fetched in Chromium.
 */
export async function jsRows(
  app: string,
  pages: PageSpec[],
  { browser, floor }: { browser: Browser; floor: JsSize | null },
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const [name, path, headers] of pages) {
    const js = await pageJs(`${app}${path}`, headers);
    const visit = await visitJs(browser, `${app}${path}`, headers);
    rows.push({
      page: name,
      scripts: js.scripts,
      "kB gzip": kB(js.gzip),
      ...(floor ? { "floor kB gzip": kB(floor.gzip), "site kB gzip": kB(js.gzip - floor.gzip) } : {}),
      "visit kB gzip": kB(visit.gzip),
    });
  }
  return rows;
}

/** The public pages measured, with the demo seed's slugs. */
export function publicPages(business: string, property: string): PageSpec[] {
  return [
    ["/", "/"],
    ["/entreprises", "/entreprises"],
    ["/entreprises/{slug}", `/entreprises/${business}`],
    ["/immobilier", "/immobilier"],
    ["/immobilier/{slug}", `/immobilier/${property}`],
    ["/experts", "/experts"],
    ["/franchises", "/franchises"],
    ["/contact", "/contact"],
    ["/en/entreprises", "/en/entreprises"],
    ["/en/contact", "/en/contact"],
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [app, business, property] = process.argv.slice(2);
  if (!app || !business || !property) {
    console.error("Usage: tsx scripts/bench/js-size.ts <app URL> <business slug> <property slug>");
    process.exit(2);
  }
  const browser = await launchBrowser();
  try {
    printTable(
      `JavaScript per page at ${app} (scripts a modern browser fetches, gzip level 9)`,
      await jsRows(app, publicPages(business, property), { browser, floor: null }),
    );
  } finally {
    await browser.close();
  }
}
