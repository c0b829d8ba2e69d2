import "server-only";
import { createHash } from "node:crypto";
import path from "node:path";
import sharp from "sharp";
import { listField, splitFrontMatter, stringField } from "@/lib/blog/front-matter";
import { articleSchema, type ArticleInput } from "@/lib/blog/schema";
import { montrealMoment, montrealWallClock } from "@/lib/i18n/format";
import { slugify } from "@/lib/slug";
import { listingImageUrl } from "@/lib/listings/photos";
import type { Client } from "@/lib/supabase/types";
import { upsertArticle } from "@/lib/blog/queries/admin";
import { listImportedArticles, loadImportChoices, storeImportedImage } from "@/lib/blog/queries/import";
import { isWxr, readWxr, type WxrSkipped } from "@/lib/blog/wxr";
import { readZip } from "./internal/zip";

/**
 * A problem of one file, said with a message key (and its values) in the reader's language; a
 * `warning` (an image left out) does not keep the article from being imported.
 */
type ImportProblem = { file: string; message: string; values?: Record<string, string>; warning?: boolean };

/** What an import does with one article (its French and English files). */
export type PlannedArticle = {
  key: string;
  title: string;
  files: string[];
  action: "create" | "update" | "unchanged" | "invalid" | "skipped";
  problems: ImportProblem[];
};

type Version = { file: string; fields: Record<string, unknown>; body: string; problems?: ImportProblem[] };
type Image = { bytes: Buffer; path: string };
type Refs = {
  categories: Map<string, number>;
  industries: Map<string, number>;
  authors: Map<string, number>;
  /** Every article's French and English slugs, to say which are taken by another article. */
  slugs: { id: number; slug_fr: string; slug_en: string | null }[];
};
type Prepared = PlannedArticle & {
  id: number | null;
  input: ArticleInput | null;
  images: Image[];
};

const IMAGE = /\.(jpe?g|png|webp|avif|gif)$/i;
const LANG_IN_NAME = /\.(fr|en)\.md$/i;

/**
 * The Markdown files, WordPress exports and images of an upload: one .md or .xml file, or a zip
 * of them with their images.
 */
function filesOf(
  name: string,
  bytes: Buffer,
): { markdown: { name: string; text: string }[]; wxr: { name: string; text: string }[]; images: Map<string, Buffer> } {
  const entries = name.toLowerCase().endsWith(".zip") ? readZip(bytes) : [{ name, bytes }];
  const markdown = entries
    .filter((e) => e.name.toLowerCase().endsWith(".md") && !path.posix.basename(e.name).startsWith("."))
    .filter((e) => path.posix.basename(e.name).toLowerCase() !== "readme.md")
    .map((e) => ({ name: e.name, text: e.bytes.toString("utf8") }));
  const wxr = entries
    .filter((e) => isWxr(e.name) && !path.posix.basename(e.name).startsWith("."))
    .map((e) => ({ name: e.name, text: e.bytes.toString("utf8") }));
  const images = new Map(entries.filter((e) => IMAGE.test(e.name)).map((e) => [path.posix.normalize(e.name), e.bytes]));
  return { markdown, wxr, images };
}

/** A stored image's path for an imported file: the same bytes always land at the same place. */
const imagePath = (ownerId: string, bytes: Buffer) =>
  `${ownerId}/blog-${createHash("sha256").update(bytes).digest("hex").slice(0, 32)}.webp`;

async function loadRefs(client: Client): Promise<Refs> {
  const { categories, industries, authors, slugs } = await loadImportChoices(client);
  const index = <T extends { id: number }>(rows: T[], names: (row: T) => (string | null)[]) =>
    new Map(rows.flatMap((row) => names(row).flatMap((n) => (n ? [[slugify(n), row.id] as const] : []))));
  return {
    categories: index(categories, (c) => [c.slug_fr, c.slug_en, c.name_fr, c.name_en]),
    industries: index(industries, (i) => [i.name_fr, i.name_en]),
    authors: index(authors, (a) => [a.slug, a.name]),
    slugs,
  };
}

/**
 * Reads an upload and says, per article, what importing it would do and every problem of its
 * files. Articles are recognised by their `key` (else the file name without its language), so
 * importing the same file again updates them, or changes nothing when nothing changed.
 */
async function prepare(client: Client, ownerId: string, name: string, bytes: Buffer): Promise<Prepared[]> {
  const { markdown, wxr, images } = filesOf(name, bytes);
  const refs = await loadRefs(client);
  const groups = new Map<string, { fr?: Version; en?: Version; problems: ImportProblem[]; files: string[] }>();
  const skipped: WxrSkipped[] = [];
  const parsed: (Version | { file: string; error: string })[] = markdown.map((file) => {
    try {
      return { file: file.name, ...splitFrontMatter(file.text) };
    } catch (error) {
      return { file: file.name, error: error instanceof Error ? error.message.split("\n")[0]! : "" };
    }
  });
  for (const file of wxr) {
    try {
      const read = readWxr(file.name, file.text, new Set(images.keys()));
      parsed.push(...read.versions);
      skipped.push(...read.skipped);
    } catch (error) {
      parsed.push({ file: file.name, error: error instanceof Error ? error.message.split("\n")[0]! : "" });
    }
  }
  for (const version of parsed) {
    const file = { name: version.file };
    const fallbackKey = slugify(
      path.posix
        .basename(file.name)
        .replace(LANG_IN_NAME, "")
        .replace(/\.(md|xml)$/i, ""),
    );
    if ("error" in version) {
      const group = groups.get(fallbackKey) ?? { problems: [], files: [] };
      group.files.push(file.name);
      group.problems.push({
        file: file.name,
        message: isWxr(file.name) ? "blogImport.problems.wxr" : "blogImport.problems.frontMatter",
        values: { reason: version.error },
      });
      groups.set(fallbackKey, group);
      continue;
    }
    const key = slugify(stringField(version.fields, "key") ?? "") || fallbackKey;
    const lang = (stringField(version.fields, "lang") ?? LANG_IN_NAME.exec(file.name)?.[1] ?? "fr").toLowerCase();
    const group = groups.get(key) ?? { problems: [], files: [] };
    group.files.push(file.name);
    group.problems.push(...(version.problems ?? []));
    if (lang !== "fr" && lang !== "en")
      group.problems.push({ file: file.name, message: "blogImport.problems.language", values: { lang } });
    else if (group[lang])
      group.problems.push({
        file: file.name,
        message: "blogImport.problems.duplicate",
        values: { other: group[lang].file },
      });
    else group[lang] = version;
    groups.set(key, group);
  }

  const keys = [...groups.keys()];
  const existing = await listImportedArticles(
    client,
    keys.map((k) => `md:${k}`),
  );
  const byKey = new Map(existing.map((row) => [row.import_key, row]));

  const articles = keys.map((key): Prepared => {
    const group = groups.get(key)!;
    const problems = [...group.problems];
    const row = byKey.get(`md:${key}`) ?? null;
    const { fr, en } = group;
    const base = { key, files: group.files, id: row?.id ?? null, images: [] as Image[] };
    if (!fr) {
      if (!problems.some(blocking)) problems.push({ file: group.files[0]!, message: "blogImport.problems.noFrench" });
      return {
        ...base,
        title: stringField(en?.fields ?? {}, "title") ?? key,
        action: "invalid",
        problems,
        input: null,
      };
    }
    const used: Image[] = [];
    // An image of the archive, by its path relative to the Markdown file: stored once, by its bytes.
    const imageUrl = (from: Version, ref: string): string | null => {
      if (/^https?:\/\//i.test(ref)) return ref;
      const at = path.posix.normalize(path.posix.join(path.posix.dirname(from.file), ref));
      const found = images.get(at) ?? images.get(path.posix.normalize(ref));
      if (!found) {
        problems.push({ file: from.file, message: "blogImport.problems.image", values: { path: ref } });
        return null;
      }
      const stored = imagePath(ownerId, found);
      if (!used.some((u) => u.path === stored)) used.push({ bytes: found, path: stored });
      return listingImageUrl(stored);
    };
    const body = (v: Version) =>
      v.body.replace(/!\[([^\]]*)\]\(([^)\s]+)\)/g, (whole, alt: string, ref: string) => {
        const url = imageUrl(v, ref);
        return url ? `![${alt}](${url})` : whole;
      });
    // A WordPress category that is not the blog's is left out (said); a Markdown file's is a mistake.
    const ids = (v: Version, field: string, map: Map<string, number>) =>
      listField(v.fields, field).flatMap((value) => {
        const id = map.get(slugify(value));
        const lenient = field === "categories" && v.fields.lenientCategories === true;
        if (id === undefined)
          problems.push({
            file: v.file,
            message: lenient ? "blogImport.problems.categoryLeftOut" : `blogImport.problems.${field}`,
            values: { name: value },
            ...(lenient ? { warning: true } : {}),
          });
        return id === undefined ? [] : [String(id)];
      });
    const date = stringField(fr.fields, "date");
    // A day alone is 9 a.m. in Quebec, as the seed's articles.
    const publishedAt = date
      ? new Date((/^\d{4}-\d{2}-\d{2}$/.test(date) ? montrealMoment(`${date}T09:00`) : null) ?? date)
      : null;
    if (publishedAt && Number.isNaN(publishedAt.getTime()))
      problems.push({ file: fr.file, message: "blogImport.problems.date", values: { date: date! } });
    const statusField = stringField(fr.fields, "status");
    const status =
      statusField === "draft" || !publishedAt || Number.isNaN(publishedAt.getTime())
        ? "draft"
        : publishedAt.getTime() > Date.now()
          ? "scheduled"
          : "published";
    const author = stringField(fr.fields, "author");
    const authorId = author ? refs.authors.get(slugify(author)) : undefined;
    if (author && authorId === undefined)
      problems.push({ file: fr.file, message: "blogImport.problems.author", values: { name: author } });
    const cover = stringField(fr.fields, "cover");
    const field = (v: Version | undefined, name: string) => (v ? (stringField(v.fields, name) ?? "") : "");
    const input: ArticleInput = {
      id: row?.id ?? null,
      status,
      published_at: publishedAt && !Number.isNaN(publishedAt.getTime()) ? montrealWallClock(publishedAt) : "",
      featured: fr.fields.featured === true,
      author_id: authorId ? String(authorId) : "",
      category_ids: ids(fr, "categories", refs.categories),
      industry_ids: ids(fr, "sectors", refs.industries),
      cover_url: cover ? imageUrl(fr, cover) : null,
      cover_alt_fr: field(fr, "cover_alt"),
      cover_alt_en: field(en, "cover_alt"),
      slug_fr: field(fr, "slug"),
      title_fr: field(fr, "title"),
      excerpt_fr: field(fr, "excerpt"),
      body_fr: body(fr),
      seo_title_fr: field(fr, "seo_title"),
      seo_description_fr: field(fr, "seo_description"),
      slug_en: field(en, "slug"),
      title_en: field(en, "title"),
      excerpt_en: field(en, "excerpt"),
      body_en: en ? body(en) : "",
      seo_title_en: field(en, "seo_title"),
      seo_description_en: field(en, "seo_description"),
    };
    const checked = articleSchema.safeParse(input);
    if (!checked.success)
      for (const issue of checked.error.issues)
        problems.push({
          file: String(issue.path[0] ?? "").endsWith("_en") && en ? en.file : fr.file,
          message: "blogImport.problems.field",
          values: { field: String(issue.path[0] ?? ""), reason: issue.message },
        });
    if (checked.success)
      for (const lang of ["fr", "en"] as const) {
        const slug = checked.data[`slug_${lang}`];
        if (slug && refs.slugs.some((a) => a.id !== row?.id && a[`slug_${lang}`] === slug))
          problems.push({
            file: (lang === "en" ? en : fr)?.file ?? fr.file,
            message: "blogImport.problems.slugTaken",
            values: { slug },
          });
      }
    const title = field(fr, "title") || key;
    if (problems.some(blocking)) return { ...base, title, action: "invalid", problems, input: null };
    const values = checked.data!;
    const unchanged =
      row !== null &&
      (Object.keys(values) as (keyof typeof values)[])
        .filter((k) => !["id", "category_ids", "industry_ids", "published_at", "status"].includes(k))
        .every((k) => blankAsNull(row[k as keyof typeof row]) === blankAsNull(values[k])) &&
      sameTime(row.published_at, values.published_at) &&
      row.status === values.status &&
      sameIds(
        row.categories.map((c) => c.category_id),
        values.category_ids,
      ) &&
      sameIds(
        row.industries.map((i) => i.industry_id),
        values.industry_ids,
      );
    return {
      ...base,
      images: used,
      title,
      action: row === null ? "create" : unchanged ? "unchanged" : "update",
      problems,
      input,
    };
  });
  const left: Prepared[] = skipped.map(({ key, title, file, message, values }) => ({
    key,
    title,
    files: [file],
    action: "skipped",
    problems: [{ file, message, values }],
    id: null,
    input: null,
    images: [],
  }));
  return [...articles, ...left];
}

const blocking = (problem: ImportProblem) => !problem.warning;

/** A stored text and an imported one compare equal when both are empty (the database keeps '' for a missing excerpt). */
const blankAsNull = (value: unknown) => (value === "" || value === undefined ? null : value);

/** The same moment, or both none (a draft has no date). */
const sameTime = (a: string | null, b: string | null) => (a ? Date.parse(a) : null) === (b ? Date.parse(b) : null);

const sameIds = (a: number[], b: number[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

const plan = (prepared: Prepared[]): PlannedArticle[] =>
  prepared.map(({ key, title, files, action, problems }) => ({ key, title, files, action, problems }));

/** The dry run: what importing the upload would do, per article, and every problem per file. */
export async function planImport(client: Client, ownerId: string, name: string, bytes: Buffer) {
  return plan(await prepare(client, ownerId, name, bytes));
}

/** Imports one article of the upload (its key): stores its images, creates or updates it; null when it is not in the upload or has problems. */
export async function importArticle(
  client: Client,
  ownerId: string,
  name: string,
  bytes: Buffer,
  key: string,
): Promise<PlannedArticle | null> {
  const article = (await prepare(client, ownerId, name, bytes)).find((a) => a.key === key);
  if (!article || !article.input || article.action === "invalid") return null;
  if (article.action === "unchanged") return plan([article])[0]!;
  for (const image of article.images) {
    const webp = await sharp(image.bytes)
      .rotate()
      .resize(2000, 2000, { fit: "inside", withoutEnlargement: true })
      .webp()
      .toBuffer();
    await storeImportedImage(client, image.path, webp);
  }
  const { id, category_ids, industry_ids, ...values } = articleSchema.parse(article.input);
  await upsertArticle(
    client,
    { ...values, import_key: `md:${key}` },
    { id: id ?? null, categoryIds: category_ids, industryIds: industry_ids },
  );
  return plan([article])[0]!;
}
