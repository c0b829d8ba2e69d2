import { getTranslations } from "next-intl/server";
import { cn } from "@/lib/cn";
import { pageWindow } from "@/lib/http/paging";
import type { Locale } from "@/lib/i18n/routing";
import { Link } from "@/lib/i18n/navigation";

type Query = Record<string, string | string[] | undefined>;

const item =
  "inline-flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-medium transition-colors";
const idle =
  "border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-100 dark:border-neutral-600 dark:bg-neutral-900 dark:text-neutral-100 dark:hover:bg-neutral-800";
const current =
  "border-primary-700 bg-primary-700 text-white dark:border-primary-400 dark:bg-primary-400 dark:text-neutral-950";

/**
 * Pages of a list as links that keep the other query parameters (filters, sort); page 1
 * drops the `page` parameter so each page has one URL. Nothing shows for a single page.
 */
export async function Pagination({
  pathname,
  query,
  page,
  pageCount,
  locale,
  param = "page",
}: {
  pathname: string;
  query: Query;
  page: number;
  pageCount: number;
  locale: Locale;
  param?: string;
}) {
  if (pageCount <= 1) return null;
  const t = await getTranslations({ locale, namespace: "catalogue.pagination" });
  const href = (target: number) => {
    const rest = Object.fromEntries(
      Object.entries(query).filter(([key, value]) => key !== param && value !== undefined && value !== ""),
    );
    return { pathname, query: target > 1 ? { ...rest, [param]: String(target) } : rest } as const;
  };
  return (
    <nav aria-label={t("label")} className="mt-10 flex flex-col items-center gap-3">
      <p className="text-sm text-neutral-700 dark:text-neutral-300">{t("summary", { page, pages: pageCount })}</p>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link href={href(page - 1)} rel="prev" className={cn(item, idle)}>
              {t("previous")}
            </Link>
          </li>
        ) : null}
        {pageWindow(page, pageCount).map((target, index) =>
          target === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-neutral-600 dark:text-neutral-400">
              …
            </li>
          ) : (
            <li key={target}>
              <Link
                href={href(target)}
                aria-current={target === page ? "page" : undefined}
                aria-label={t("page", { page: target })}
                className={cn(item, target === page ? current : idle)}
              >
                {target}
              </Link>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <Link href={href(page + 1)} rel="next" className={cn(item, idle)}>
              {t("next")}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
