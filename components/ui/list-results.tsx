import { TitledSection } from "@/components/content/titled-section";
import type { ReactNode } from "react";
import { Pagination } from "@/components/ui/pagination";
import { cn } from "@/lib/cn";
import { pastLastPage } from "@/lib/http/paging";
import type { Locale } from "@/lib/i18n/routing";
import { EmptyResults, PageOutOfRange } from "./list-notices";

/**
 * The results of a list page: the count as a heading, the cards (or the empty state) and the pages;
 * past the last page, how many there are and a link to the first.
 */
export function ListResults({
  count,
  empty,
  pathname,
  query,
  page,
  pageCount,
  locale,
  gridClassName = "sm:grid-cols-2 lg:grid-cols-3",
  children,
}: {
  count: string;
  empty: { title: string; text: string; reset: string } | null;
  pathname: string;
  query: Record<string, string>;
  page: number;
  pageCount: number;
  locale: Locale;
  gridClassName?: string;
  children: ReactNode;
}) {
  return (
    <TitledSection
      id="results-heading"
      title={count}
      className="mt-8"
      titleClassName="text-xl font-semibold text-neutral-950 dark:text-white"
    >
      {pastLastPage(page, pageCount) ? (
        <PageOutOfRange pages={pageCount} pathname={pathname} query={query} locale={locale} />
      ) : (
        <>
          {empty ? (
            <EmptyResults {...empty} pathname={pathname} />
          ) : (
            <ul className={cn("mt-6 grid gap-6", gridClassName)}>{children}</ul>
          )}
          <Pagination pathname={pathname} query={query} page={page} pageCount={pageCount} locale={locale} />
        </>
      )}
    </TitledSection>
  );
}
