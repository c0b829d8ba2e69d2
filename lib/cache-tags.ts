/**
 * Cache tags of the app's cached reads (unstable_cache). Every write revalidates the tags of
 * what it changed (lib/actions/define-action.ts `revalidates`), so an edit shows at once.
 */
export const TAGS = {
  /** Public business and property listings: search, listing pages, similar listings. */
  listings: "listings",
  /** Public seller cards and pages. */
  sellers: "sellers",
  /** Public franchise pages: the list and each franchise. */
  franchises: "franchises",
  /** Industries, categories, regions: the filters' reference lists. */
  taxonomy: "taxonomy",
  /** Public blog articles: /blog, the articles, their feeds. */
  articles: "articles",
  /** The financing page's lenders and public programs (/services/financement). */
  financing: "financing",
} as const;

export type CacheTag = (typeof TAGS)[keyof typeof TAGS];

/** Every tag: a cached page (app/[locale]/cached) shows listings, sellers, the taxonomy's names or articles. */
export const PUBLIC_PAGE_TAGS: readonly CacheTag[] = Object.values(TAGS);
