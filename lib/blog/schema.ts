import { z } from "zod";
import { slugify } from "@/lib/slug";
import { ARTICLE_STATUSES } from "@/lib/blog/types";
import { montrealMoment } from "@/lib/i18n/format";
import { expertPhotoPath } from "@/lib/listings/photos";

/** Optional text: blank reads as null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "blogAdmin.errors.tooLong")
    .nullish()
    .transform((v) => (v ? v : null));

const body = z
  .string()
  .max(100_000, "blogAdmin.errors.tooLong")
  .nullish()
  .transform((v) => (v?.trim() ? v.replace(/\s+$/, "") : null));

const ids = z.array(z.coerce.number().int().positive()).max(50).default([]);

/**
 * An article as the editor saves it: the French version (a title at least), the English one when
 * it has a title, shared cover, author, categories and sectors, and a status. Publishing or
 * scheduling needs each version's excerpt and body; scheduling needs a time to come. Slugs follow
 * spec §5, from the title when left empty. The database checks the same rules again.
 */
export const articleSchema = z
  .object({
    id: z.coerce.number().int().positive().nullish(),
    status: z.enum(ARTICLE_STATUSES, { error: "blogAdmin.errors.choose" }),
    published_at: z
      .string()
      .trim()
      .nullish()
      .transform((v, ctx) => {
        if (!v) return null;
        // A date and time typed in Montréal's time (a datetime-local field), never a bare day.
        const iso = /T/.test(v) ? montrealMoment(v) : null;
        if (!iso) ctx.addIssue({ code: "custom", message: "blogAdmin.errors.date" });
        return iso;
      }),
    featured: z.boolean().default(false),
    author_id: z
      .union([z.literal(""), z.coerce.number().int().positive()])
      .nullish()
      .transform((v) => (v ? v : null)),
    category_ids: ids,
    industry_ids: ids,
    cover_url: optionalText(2048).refine((v) => v === null || expertPhotoPath(v) !== null, "blogAdmin.errors.photo"),
    cover_alt_fr: optionalText(300),
    cover_alt_en: optionalText(300),
    slug_fr: optionalText(120),
    title_fr: z.string().trim().min(1, "blogAdmin.errors.titleRequired").max(200, "blogAdmin.errors.tooLong"),
    excerpt_fr: optionalText(500),
    body_fr: body,
    seo_title_fr: optionalText(70),
    seo_description_fr: optionalText(160),
    slug_en: optionalText(120),
    title_en: optionalText(200),
    excerpt_en: optionalText(500),
    body_en: body,
    seo_title_en: optionalText(70),
    seo_description_en: optionalText(160),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    const english = [v.slug_en, v.excerpt_en, v.body_en, v.seo_title_en, v.seo_description_en, v.cover_alt_en];
    if (!v.title_en && english.some(Boolean)) issue("title_en", "blogAdmin.errors.englishTitleRequired");
    if (v.status === "published" || v.status === "scheduled") {
      if (!v.excerpt_fr) issue("excerpt_fr", "blogAdmin.errors.excerptRequired");
      if (!v.body_fr) issue("body_fr", "blogAdmin.errors.bodyRequired");
      if (v.title_en && !v.excerpt_en) issue("excerpt_en", "blogAdmin.errors.excerptRequired");
      if (v.title_en && !v.body_en) issue("body_en", "blogAdmin.errors.bodyRequired");
    }
    if (v.status === "scheduled" && !v.published_at) issue("published_at", "blogAdmin.errors.scheduleRequired");
    if (v.status === "scheduled" && v.published_at && Date.parse(v.published_at) <= Date.now())
      issue("published_at", "blogAdmin.errors.schedulePast");
    for (const lang of ["fr", "en"] as const) {
      const slug = v[`slug_${lang}`];
      if (slug && !slugify(slug)) issue(`slug_${lang}`, "blogAdmin.errors.slug");
    }
  })
  .transform((v) => ({
    ...v,
    slug_fr: slugify(v.slug_fr || v.title_fr),
    slug_en: v.title_en ? slugify(v.slug_en || v.title_en) : null,
  }));

export type ArticleInput = z.input<typeof articleSchema>;
export type ArticleValues = z.output<typeof articleSchema>;

/** A status change from the articles table. */
export const articleStatusSchema = z.object({
  id: z.coerce.number().int().positive(),
  status: z.enum(["published", "archived", "draft"]),
});

/** An article to delete. */
export const articleIdSchema = z.object({ id: z.coerce.number().int().positive() });

/** A body to preview: rendered by the server as the public page renders it. */
export const previewSchema = z.object({ body: z.string().max(100_000, "blogAdmin.errors.tooLong") });

/** The largest upload a server action takes (Next.js's 1 MB body limit, with room for the form). */
const MAX_IMPORT_BYTES = 950_000;

/** An import: a Markdown file, a WordPress export (.xml) or a zip of them; `plan` is the dry run, `run` imports the article `key`. */
export const importSchema = z.object({
  file: z
    .custom<File>((v) => typeof File !== "undefined" && v instanceof File && v.size > 0, "blogImport.errors.file")
    .refine((f) => /\.(md|xml|zip)$/i.test(f.name), "blogImport.errors.fileType")
    .refine((f) => f.size <= MAX_IMPORT_BYTES, "blogImport.errors.tooBig"),
  mode: z.enum(["plan", "run"]),
  key: z.string().max(200).optional(),
});

export type ImportInput = z.input<typeof importSchema>;

/** A slug typed or left empty: empty takes the name's (spec §5), and one that gives nothing is refused. */
const categorySlug = z.string().trim().max(80, "blogAdmin.errors.tooLong").optional().default("");

/**
 * A blog category (/admin/gestion/blog/categories): its French and English names and their slugs
 * (spec §5, from the name when left empty). The database checks the same rules and the slugs' uniqueness.
 */
export const blogCategorySchema = z
  .object({
    id: z.coerce.number().int().positive().nullish(),
    name_fr: z.string().trim().min(1, "blogCategories.errors.nameRequired").max(80, "blogAdmin.errors.tooLong"),
    name_en: z.string().trim().min(1, "blogCategories.errors.nameRequired").max(80, "blogAdmin.errors.tooLong"),
    slug_fr: categorySlug,
    slug_en: categorySlug,
  })
  .superRefine((v, ctx) => {
    for (const lang of ["fr", "en"] as const)
      if (!slugify(v[`slug_${lang}`] || v[`name_${lang}`]))
        ctx.addIssue({ code: "custom", path: [`slug_${lang}`], message: "blogAdmin.errors.slug" });
  })
  .transform((v) => ({
    ...v,
    slug_fr: slugify(v.slug_fr || v.name_fr).slice(0, 80),
    slug_en: slugify(v.slug_en || v.name_en).slice(0, 80),
  }));

export type BlogCategoryInput = z.input<typeof blogCategorySchema>;
export type BlogCategoryValues = z.output<typeof blogCategorySchema>;

/**
 * A blog author (/admin/gestion/blog/authors): a name, the address imports name them by (spec §5,
 * from the name when left empty), a role and a short bio in each language, a photo with its
 * alternative texts. The database checks the same rules and the slug's uniqueness.
 */
export const blogAuthorSchema = z
  .object({
    id: z.coerce.number().int().positive().nullish(),
    name: z.string().trim().min(1, "blogAuthors.errors.nameRequired").max(120, "blogAdmin.errors.tooLong"),
    slug: z.string().trim().max(120, "blogAdmin.errors.tooLong").optional().default(""),
    role_fr: optionalText(120),
    role_en: optionalText(120),
    bio_fr: optionalText(1000),
    bio_en: optionalText(1000),
    photo_url: optionalText(2048).refine((v) => v === null || expertPhotoPath(v) !== null, "blogAdmin.errors.photo"),
    photo_alt_fr: optionalText(300),
    photo_alt_en: optionalText(300),
  })
  .superRefine((v, ctx) => {
    if (!slugify(v.slug || v.name)) ctx.addIssue({ code: "custom", path: ["slug"], message: "blogAdmin.errors.slug" });
  })
  .transform((v) => ({
    ...v,
    slug: slugify(v.slug || v.name)
      .slice(0, 120)
      .replace(/-+$/, ""),
  }));

export type BlogAuthorInput = z.input<typeof blogAuthorSchema>;
export type BlogAuthorValues = z.output<typeof blogAuthorSchema>;
