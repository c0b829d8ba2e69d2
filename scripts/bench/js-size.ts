/**
 * The JavaScript a page makes the browser download before it is interactive: every
 * `<script src>` of its HTML (Next.js's chunks for that route), raw and gzip-compressed.
 * `npm run bench -- js` measures the site's own build; `tsx scripts/bench/js-size.ts <app URL>`
 * measures any running build (an older commit's, for a comparison).
 */
import { gzipSync } from "node:zlib";
import { printTable, type Row } from "./table.ts";

type JsSize = { scripts: number; bytes: number; gzip: number; chunks: string[] };

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

/** The scripts of one page as a browser gets them (with `headers`, e.g. a session cookie). */
async function pageJs(url: string, headers: Record<string, string> = {}): Promise<JsSize> {
  const response = await fetch(url, { headers, redirect: "manual" });
  if (response.status !== 200) throw new Error(`${url}: status ${response.status}`);
  const html = await response.text();
  const sources = [
    ...new Set(
      [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => new URL(m[1]!.replaceAll("&amp;", "&"), url).href),
    ),
  ];
  let bytes = 0;
  let gzip = 0;
  for (const source of sources) {
    const size = await chunkSize(source);
    bytes += size.bytes;
    gzip += size.gzip;
  }
  return { scripts: sources.length, bytes, gzip, chunks: sources.map((s) => new URL(s).pathname) };
}

/** One table row per page: its script count and kB (raw, gzip). */
export async function jsRows(app: string, pages: Array<[string, string, Record<string, string>?]>): Promise<Row[]> {
  const rows: Row[] = [];
  for (const [name, path, headers] of pages) {
    const js = await pageJs(`${app}${path}`, headers);
    rows.push({
      page: name,
      scripts: js.scripts,
      kB: Math.round(js.bytes / 102.4) / 10,
      "kB gzip": Math.round(js.gzip / 102.4) / 10,
    });
  }
  return rows;
}

/** The public pages measured, with the demo seed's slugs. */
export function publicPages(business: string, property: string): Array<[string, string]> {
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
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [app, business, property] = process.argv.slice(2);
  if (!app || !business || !property) {
    console.error("Usage: tsx scripts/bench/js-size.ts <app URL> <business slug> <property slug>");
    process.exit(2);
  }
  printTable(
    `JavaScript per page at ${app} (every <script src>, gzip level 9)`,
    await jsRows(app, publicPages(business, property)),
  );
}
