/** Pages of catalogue lists: 20 per page by default, at most 100; pages count from 1. */
const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

/** Page 0, negative, fractional or missing pages become a valid page (1 at least). */
export function clampPage(page: number | null | undefined): number {
  return Number.isFinite(page) ? Math.max(1, Math.floor(page as number)) : 1;
}

export function clampPageSize(size: number | null | undefined): number {
  return Number.isFinite(size) ? Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(size as number))) : DEFAULT_PAGE_SIZE;
}

/**
 * The `page` of a URL's query: a whole number from 1 to 99,999, else page 1 (a missing, zero,
 * negative, fractional or absurd page). Compare with the text to tell a wrong page from none.
 */
export function pageFromQuery(text: string | undefined): number {
  return text && /^[1-9]\d{0,4}$/.test(text) ? Number(text) : 1;
}

/** The number of pages for a total (0 when there is nothing). */
export function pageCount(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}

/** Whether a page is past the last one of a list that has some (an old link, a list that shrank). */
export function pastLastPage(page: number, count: number): boolean {
  return count > 0 && page > count;
}

/**
 * The page numbers a pagination shows: the first, the last and two around the current one,
 * with null where pages are left out (1 … 4 5 6 … 20).
 */
export function pageWindow(page: number, count: number, around = 1): (number | null)[] {
  const shown = new Set([1, count]);
  for (let p = page - around; p <= page + around; p++) if (p >= 1 && p <= count) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous === 2) result.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) result.push(null);
    result.push(p);
  });
  return result;
}

/** One page of results and the total over all pages. */
export type Page<T> = { rows: T[]; total: number; page: number; pageSize: number };
