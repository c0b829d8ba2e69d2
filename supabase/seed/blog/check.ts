/**
 * `npx tsx supabase/seed/blog/check.ts`: checks the seed articles of this folder before they are
 * imported. Each *.md file: front matter fields and types, the slug rule of spec §5, file name
 * `{slug}.{lang}.md`, categories and authors from meta.json, sectors from the industries of
 * supabase/seed.sql, a French and an English version per key with the same shared fields, headings,
 * a list, 900–1,500 words, internal links that exist in the same language, French typography.
 * Prints one line per article and every problem; exits with 1 when there is any.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { SLUG_PATTERN, slugify } from "../../../lib/slug.ts";

const HERE = dirname(fileURLToPath(import.meta.url));
const SEED_SQL = join(HERE, "..", "..", "seed.sql");

type Value = string | boolean | string[];
type Article = { file: string; fields: Record<string, Value>; body: string };
type Meta = {
  categories: { key: string; name_fr: string; slug_fr: string; name_en: string; slug_en: string }[];
  authors: { key: string; name: string; role_fr: string; role_en: string; bio_fr: string; bio_en: string }[];
};

const STRING_FIELDS = [
  "title",
  "slug",
  "lang",
  "key",
  "date",
  "excerpt",
  "seo_title",
  "seo_description",
  "author",
  "cover_alt",
] as const;
const LIST_FIELDS = ["categories", "sectors"] as const;
const SHARED_FIELDS = ["date", "categories", "sectors", "author", "featured"] as const;
/** Site paths an article may link to (spec §2), besides /blog/{slug} of an existing article. */
const SITE_PATHS = [
  "/entreprises",
  "/services/evaluation",
  "/services/financement",
  "/experts",
  "/immobilier",
  "/franchises",
  "/forfaits",
  "/acheter-une-entreprise",
  "/blog",
];

const problems: string[] = [];
const problem = (file: string, text: string) => problems.push(`${file}: ${text}`);

/** The front matter is the YAML subset these files use: `name: "json string"`, `true|false`, `["a", "b"]`. */
function parse(file: string, text: string): Article | null {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) {
    problem(file, "no front matter between --- lines");
    return null;
  }
  const fields: Record<string, Value> = {};
  for (const line of match[1]!.split("\n")) {
    const field = /^([a-z_]+): (.*)$/.exec(line);
    if (!field) {
      problem(file, `front matter line not understood: ${line}`);
      continue;
    }
    const [, name, raw] = field as unknown as [string, string, string];
    try {
      const value: unknown = JSON.parse(raw);
      const ok =
        typeof value === "string" ||
        typeof value === "boolean" ||
        (Array.isArray(value) && value.every((v) => typeof v === "string"));
      if (!ok) problem(file, `${name}: not a string, a boolean or a list of strings`);
      else fields[name] = value as Value;
    } catch {
      problem(file, `${name}: value is not a double-quoted string, a boolean or a list`);
    }
  }
  return { file, fields, body: match[2]! };
}

function industries(): Set<string> {
  const sql = readFileSync(SEED_SQL, "utf8");
  const block = /insert into public\.entreprise_industries \(name_fr, name_en\) values([\s\S]*?)on conflict/.exec(sql);
  if (!block) throw new Error("industries not found in supabase/seed.sql");
  return new Set([...block[1]!.matchAll(/\('((?:[^']|'')+)',/g)].map((m) => m[1]!.replaceAll("''", "'")));
}

/** Words as a word processor counts them: runs between ordinary white space (no-break spaces join). */
function wordCount(body: string): number {
  const text = body
    .replace(/\]\([^)]*\)/g, "]")
    .split("\n")
    .filter((line) => !/^\|?\s*-{3,}/.test(line))
    .join("\n");
  return text.split(/[ \t\r\n]+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** The prose of an article: its text fields, then its body, one line each. */
function proseLines({ fields, body }: Article): string[] {
  const texts = ["title", "excerpt", "seo_title", "seo_description", "cover_alt"].map((n) => `${fields[n]}`);
  return [...texts, ...body.split("\n")].map((line) => line.replace(/\]\([^)]*\)/g, "]"));
}

function checkFrenchTypography(file: string, lines: string[]) {
  lines.forEach((prose, index) => {
    const where = `prose line ${index + 1}`;
    if (/ [:;?!]/.test(prose)) problem(file, `${where}: plain space before : ; ? or !`);
    if (/[\p{L}\p{N})\]»*][:;?!](\s|$)/u.test(prose)) problem(file, `${where}: no no-break space before : ; ? or !`);
    if (/\u00a0[;?!]/.test(prose)) problem(file, `${where}: U+00A0 before ; ? or ! (use U+202F)`);
    if (/«(?!\u00a0)|(?<!\u00a0)»/.test(prose)) problem(file, `${where}: « » need a no-break space inside`);
    if (/\d \d{3}(?!\d)/.test(prose) || /\d [$%]/.test(prose)) problem(file, `${where}: plain space in a number`);
    if (prose.includes('"')) problem(file, `${where}: straight quotes (use « »)`);
  });
}

function checkEnglishTypography(file: string, lines: string[]) {
  lines.forEach((line, index) => {
    if (/[\u00a0\u202f][:;?!]/.test(line)) problem(file, `prose line ${index + 1}: no-break space before punctuation`);
    if (/[«»]/.test(line)) problem(file, `prose line ${index + 1}: French quotes in English`);
  });
}

const meta = JSON.parse(readFileSync(join(HERE, "meta.json"), "utf8")) as Meta;
const categoryKeys = new Set(meta.categories.map((c) => c.key));
const authorKeys = new Set(meta.authors.map((a) => a.key));
const sectors = industries();
const readme = readFileSync(join(HERE, "README.md"), "utf8");
for (const key of [...categoryKeys, ...authorKeys]) {
  if (!readme.includes(`\`${key}\``)) problem("README.md", `does not describe ${key}`);
}
for (const c of meta.categories) {
  if (c.key !== c.slug_fr || slugify(c.name_fr) !== c.slug_fr || slugify(c.name_en) !== c.slug_en) {
    problem("meta.json", `category ${c.key}: key, slugs and names disagree`);
  }
}

const files = readdirSync(HERE)
  .filter((name) => name.endsWith(".md") && name !== "README.md")
  .sort();
const articles = files.flatMap((file) => parse(file, readFileSync(join(HERE, file), "utf8")) ?? []);

for (const { file, fields, body } of articles) {
  for (const name of STRING_FIELDS) {
    if (typeof fields[name] !== "string" || (fields[name] as string).trim() === "") problem(file, `${name} missing`);
  }
  for (const name of LIST_FIELDS) {
    if (!Array.isArray(fields[name]) || (fields[name] as string[]).length === 0) problem(file, `${name} missing`);
  }
  const known = new Set<string>([...STRING_FIELDS, ...LIST_FIELDS, "featured"]);
  for (const name of Object.keys(fields)) if (!known.has(name)) problem(file, `unknown field ${name}`);
  if ("featured" in fields && typeof fields.featured !== "boolean") problem(file, "featured is not true or false");

  const f = fields as Record<string, string> & { categories: string[]; sectors: string[] };
  if (f.lang !== "fr" && f.lang !== "en") problem(file, `lang ${f.lang} is not fr or en`);
  if (!SLUG_PATTERN.test(f.slug ?? "") || slugify(f.slug ?? "") !== f.slug) problem(file, `slug ${f.slug} breaks §5`);
  if (file !== `${f.slug}.${f.lang}.md`) problem(file, `file name should be ${f.slug}.${f.lang}.md`);
  if (!SLUG_PATTERN.test(f.key ?? "")) problem(file, `key ${f.key} is not slug-like`);
  if (!/^2026-\d\d-\d\d$/.test(f.date ?? "") || Number.isNaN(Date.parse(f.date ?? ""))) problem(file, "date");
  if ((f.seo_title ?? "").length > 60) problem(file, `seo_title is ${f.seo_title?.length} characters (max 60)`);
  if ((f.seo_description ?? "").length > 160) {
    problem(file, `seo_description is ${f.seo_description?.length} characters (max 160)`);
  }
  if ((f.excerpt ?? "").split(/[.?!](\s|$)/).filter((s) => s && s.trim()).length > 2)
    problem(file, "excerpt > 2 sentences");
  for (const c of f.categories ?? []) if (!categoryKeys.has(c)) problem(file, `unknown category ${c}`);
  for (const s of f.sectors ?? []) if (!sectors.has(s)) problem(file, `sector ${s} is not an industry of seed.sql`);
  if (!authorKeys.has(f.author ?? "")) problem(file, `unknown author ${f.author}`);

  const words = wordCount(body);
  if (words < 900 || words > 1500) problem(file, `${words} words (900–1,500)`);
  if ((body.match(/^## /gm) ?? []).length < 3) problem(file, "fewer than three ## headings");
  if (!/^### /m.test(body)) problem(file, "no ### heading");
  if (/^#(?!#)/m.test(body)) problem(file, "a # heading (the page has the title)");
  if (!/^(- |\d+\. )/m.test(body)) problem(file, "no list");

  const prefix = f.lang === "en" ? "/en" : "";
  const links = [...body.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]!);
  for (const link of links) {
    if (!link.startsWith("/")) continue;
    if (f.lang === "en" && !link.startsWith("/en/")) problem(file, `link ${link} is not under /en`);
    if (f.lang === "fr" && link.startsWith("/en/")) problem(file, `link ${link} goes to English`);
    const path = link.slice(prefix.length);
    const blogSlug = /^\/blog\/([^/#?]+)$/.exec(path)?.[1];
    const exists = blogSlug
      ? articles.some((a) => a.fields.slug === blogSlug && a.fields.lang === f.lang)
      : SITE_PATHS.includes(path);
    if (!exists) problem(file, `link ${link} leads nowhere`);
  }
  const lastSection = body.slice(body.lastIndexOf("\n## "));
  if (!/\]\(\/(en\/)?(entreprises|services|experts|immobilier|franchises|forfaits)/.test(lastSection)) {
    problem(file, "the last section has no next step on the marketplace");
  }

  if (f.lang === "fr") checkFrenchTypography(file, proseLines({ file, fields, body }));
  else checkEnglishTypography(file, proseLines({ file, fields, body }));

  console.log(`${file.padEnd(56)} ${String(words).padStart(5)} words`);
}

const byKey = new Map<string, Article[]>();
for (const a of articles) byKey.set(a.fields.key as string, [...(byKey.get(a.fields.key as string) ?? []), a]);
for (const [key, versions] of byKey) {
  const langs = versions.map((v) => v.fields.lang).sort();
  if (langs.join() !== "en,fr") problem(`key ${key}`, `versions ${langs.join()} (needs one fr and one en)`);
  const [a, b] = versions;
  if (a && b) {
    for (const name of SHARED_FIELDS) {
      if (JSON.stringify(a.fields[name]) !== JSON.stringify(b.fields[name])) {
        problem(`key ${key}`, `${name} differs between the two languages`);
      }
    }
  }
}
const slugs = articles.map((a) => `${a.fields.lang}/${a.fields.slug}`);
for (const s of new Set(slugs)) if (slugs.filter((x) => x === s).length > 1) problem(s, "slug used twice");

console.log(`${articles.length} files, ${byKey.size} articles, ${problems.length} problems`);
for (const p of problems) console.log(`  ${p}`);
process.exit(problems.length ? 1 : 0);
