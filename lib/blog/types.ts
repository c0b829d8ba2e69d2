import type { Database } from "@/lib/supabase/database.types";

export type ArticleStatus = Database["public"]["Enums"]["article_status"];

export const ARTICLE_STATUSES = [
  "draft",
  "scheduled",
  "published",
  "archived",
] as const satisfies readonly ArticleStatus[];

/** A blog category, with its name and slug in each language. */
export type BlogCategory = { id: number; slug_fr: string; slug_en: string; name_fr: string; name_en: string };

/** An author's card: a staff persona with a photo, a role and a short bio. */
export type BlogAuthor = {
  id: number;
  slug: string;
  name: string;
  role_fr: string | null;
  role_en: string | null;
  bio_fr: string | null;
  bio_en: string | null;
  photo_url: string | null;
  photo_alt_fr: string | null;
  photo_alt_en: string | null;
};

/** An article as a list shows it, in one language. */
export type ArticleCard = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  coverUrl: string | null;
  coverAlt: string;
  publishedAt: string;
  readingMinutes: number;
  featured: boolean;
  categories: BlogCategory[];
  authorName: string | null;
};

/** A public article's page in one language, with what its other language's page needs. */
export type ArticlePage = ArticleCard & {
  body: string;
  seoTitle: string | null;
  seoDescription: string | null;
  revisedAt: string | null;
  status: ArticleStatus;
  /** The slug of each language version that exists. */
  slugs: { fr: string; en: string | null };
  author: BlogAuthor | null;
  industryIds: number[];
};
