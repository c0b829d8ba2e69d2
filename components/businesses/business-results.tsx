import { PHOTO_SIZES } from "@/lib/image-sizes";
import { getTranslations } from "next-intl/server";
import { after } from "next/server";
import type { ReactNode } from "react";
import { cachedSearch } from "@/lib/businesses/cached-search";
import { pageCount, pastLastPage } from "@/lib/http/paging";
import type { BusinessSearchParams, SearchLogFilters } from "@/lib/businesses/types";
import type { Locale } from "@/lib/i18n/routing";
import { logSearchQuery } from "@/lib/businesses/queries/search-log";
import { SEARCH_LOG_ATTRIBUTE } from "@/lib/businesses/search-log-relay";
import { createAdminClient } from "@/lib/supabase/admin";
import { errorMessage } from "@/lib/supabase/errors";
import { BusinessCard } from "./business-card";
import { Pagination } from "@/components/ui/pagination";
import { PageOutOfRange } from "@/components/ui/list-notices";

/**
 * One page of business search results: the count, the cards, the pagination and, when
 * nothing matches, the given empty state. With `log`, the search is recorded in
 * search_queries once the response is sent.
 */
export async function BusinessResults({
  locale,
  params,
  pathname,
  query,
  empty,
  log,
}: {
  locale: Locale;
  params: BusinessSearchParams & { page: number };
  pathname: string;
  query: Record<string, string | string[]>;
  empty: ReactNode;
  log?: { filters: SearchLogFilters };
}) {
  const t = await getTranslations({ locale, namespace: "search" });
  const { rows, total, pageSize } = await cachedSearch(params);
  const pages = pageCount(total, pageSize);

  if (log) {
    after(async () => {
      try {
        await logSearchQuery(createAdminClient(), {
          query: params.query ?? null,
          filters: log.filters,
          resultCount: total,
          locale,
        });
      } catch (error) {
        console.warn("[search] could not log the search:", errorMessage(error));
      }
    });
  }

  const pastTheEnd = pastLastPage(params.page, pages);
  // The same record for the middleware, which records it again for each view it answers from memory.
  const searchLog = log
    ? JSON.stringify({ query: params.query ?? null, filters: log.filters, resultCount: total, locale })
    : undefined;
  return (
    <section aria-labelledby="results-heading" {...{ [SEARCH_LOG_ATTRIBUTE]: searchLog }}>
      <h2 id="results-heading" className="sr-only">
        {t("resultsHeading")}
      </h2>
      <p
        role="status"
        className="text-base font-semibold text-neutral-900 dark:text-neutral-100"
        data-testid="result-count"
      >
        {params.query ? t("countFor", { count: total, query: params.query }) : t("count", { count: total })}
      </p>
      {total === 0 ? (
        <div className="mt-6">{empty}</div>
      ) : pastTheEnd ? (
        <PageOutOfRange pages={pages} pathname={pathname} query={query} locale={locale} />
      ) : (
        <>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {rows.map((business, index) => (
              <li key={business.id}>
                <BusinessCard
                  business={business}
                  locale={locale}
                  sizes={PHOTO_SIZES.businessResults}
                  loading={index === 0 ? "preload" : index < 2 ? "eager" : "lazy"}
                />
              </li>
            ))}
          </ul>
          <Pagination pathname={pathname} query={query} page={params.page} pageCount={pages} locale={locale} />
        </>
      )}
    </section>
  );
}
