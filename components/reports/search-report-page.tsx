import { BoxSection, TitledSection } from "@/components/content/titled-section";
import { getTranslations } from "next-intl/server";
import type { Column } from "@/components/data-table/data-table";
import { ListHeader, TableList } from "@/components/data-table/list-page";
import { readTableQuery } from "@/components/data-table/query";
import { DayColumns } from "@/components/reports/charts";
import { ReportFilters, selectFilter } from "@/components/data-table/report-filters";
import { describeFilters, filterInWords } from "@/lib/businesses/describe-filters";
import { getSearchReport, searchHref, type ReportedSearch } from "@/lib/reports/queries/search-report";
import { formatDate, formatDayMonth, formatNumber } from "@/lib/i18n/format";
import { getPathname, Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { readReportRange } from "@/lib/reports/report-range";
import { createClient } from "@/lib/supabase/server";
import { getFilterRefs } from "@/lib/taxonomy/filter-refs";
import { HeaderRow } from "@/components/ui/header-row";
import { ChartFigures, FigureRow } from "./chart-figures";

const PATH = "/admin/gestion/search-queries";
const PAGE_SIZE = 25;
const SORTS = ["searches", "zero", "query", "last"] as const;

type Raw = Record<string, string | string[] | undefined>;

/**
 * What visitors search for, over a date range and a language: searches per day, the top searches
 * (or those that found nothing), the filters used most; each search opens as the visitor saw it.
 * Read from the daily rollups.
 */
export async function SearchReportPage({ locale, search }: { locale: Locale; search: Raw }) {
  const query = readTableQuery(search, {
    sorts: SORTS,
    defaultSort: "searches",
    defaultDir: "desc",
    filters: ["from", "to", "lang", "results", "q"] as const,
  });
  const f = query.filters;
  const range = readReportRange(f.from, f.to);
  const lang = f.lang === "fr" || f.lang === "en" ? f.lang : undefined;
  const zeroOnly = f.results === "none";
  const [t, refs, { days, searches: top, filters }] = await Promise.all([
    getTranslations({ locale, namespace: "gestion.searches" }),
    getFilterRefs(),
    getSearchReport(await createClient(), {
      ...range,
      locale: lang,
      zeroOnly,
      search: f.q,
      sort: query.sort,
      dir: query.dir,
      limit: PAGE_SIZE,
      offset: (query.page - 1) * PAGE_SIZE,
    }),
  ]);

  const perDay = range.days.map((day) => {
    const rows = days.filter((d) => d.day === day && (!lang || d.locale === lang));
    return {
      day,
      label: formatDayMonth(day, locale),
      total: rows.reduce((n, r) => n + r.searches, 0),
      part: rows.reduce((n, r) => n + r.zeroResults, 0),
    };
  });
  const byLanguage = (["fr", "en"] as const).map((l) => {
    const rows = days.filter((d) => d.locale === l);
    return {
      locale: l,
      searches: rows.reduce((n, r) => n + r.searches, 0),
      zero: rows.reduce((n, r) => n + r.zeroResults, 0),
    };
  });
  const total = perDay.reduce((n, d) => n + d.total, 0);
  const zero = perDay.reduce((n, d) => n + d.part, 0);
  const filterName = (key: string) =>
    t.has(`filterNames.${key}` as "filterNames.industry") ? t(`filterNames.${key}` as "filterNames.industry") : key;
  // Names in the page's language and amounts as money, as the visitor chose them ("Région : Estrie").
  const describe = (r: ReportedSearch) => describeFilters(r.filters, refs, locale, { withSort: true });
  const valueInWords = (filter: string, value: string) => filterInWords(filter, value, refs, locale)?.value ?? value;
  // A renamed category's old and new slugs read alike: one row, their searches added up.
  const filterUses = [
    ...Map.groupBy(
      filters.map((u) => ({ ...u, words: valueInWords(u.filter, u.value) })),
      (u) => `${u.filter}=${u.words}`,
    ).values(),
  ]
    .map((same) => ({ ...same[0]!, searches: same.reduce((n, u) => n + u.searches, 0) }))
    .sort((a, b) => b.searches - a.searches);

  const columns: Column<ReportedSearch, (typeof SORTS)[number]>[] = [
    {
      key: "query",
      header: t("colSearch"),
      sort: "query",
      cell: (r) => (
        <div className="min-w-48 space-y-1">
          <Link href={searchHref(r)} className="font-medium text-primary-800 underline dark:text-primary-300">
            {r.query ?? t("noWords")}
          </Link>
          {describe(r) ? <p className="text-xs text-neutral-700 dark:text-neutral-300">{describe(r)}</p> : null}
        </div>
      ),
    },
    {
      key: "searches",
      header: t("colSearches"),
      sort: "searches",
      align: "end",
      cell: (r) => formatNumber(r.searches, locale),
    },
    { key: "zero", header: t("colZero"), sort: "zero", align: "end", cell: (r) => formatNumber(r.zeroResults, locale) },
    { key: "last", header: t("colLast"), sort: "last", wide: true, cell: (r) => formatDate(r.lastDay, locale) },
  ];

  const card = "rounded-xl border border-neutral-200 p-4 dark:border-neutral-800";
  return (
    <div className="space-y-6">
      <ListHeader title={t("title")} intro={t("intro")} />
      <ReportFilters
        id="searches"
        label={t("filters")}
        action={getPathname({ locale, href: PATH })}
        values={{ ...f, from: range.from, to: range.to }}
        hidden={{ sort: query.sort, dir: query.dir }}
        filters={[
          { name: "from", label: t("from"), type: "date" },
          { name: "to", label: t("to"), type: "date" },
          selectFilter(
            "lang",
            t("language"),
            t("anyLanguage"),
            (["fr", "en"] as const).map((l) => ({ value: l, label: t(`languages.${l}`) })),
          ),
          selectFilter("results", t("results"), t("anyResults"), [{ value: "none", label: t("noResults") }]),
          { name: "q", label: t("words"), type: "search" },
        ]}
        apply={t("apply")}
        reset={t("reset")}
        resetHref={PATH}
      />

      <TitledSection
        id="searches-summary"
        title={t("summary")}
        className="grid gap-4 sm:grid-cols-3"
        titleClassName="sr-only"
      >
        <p className={card}>
          <span className="block text-sm text-neutral-700 dark:text-neutral-300">{t("totalLabel")}</span>
          <span className="text-2xl font-bold" data-testid="searches-total">
            {formatNumber(total, locale)}
          </span>
        </p>
        <p className={card}>
          <span className="block text-sm text-neutral-700 dark:text-neutral-300">{t("zeroLabel")}</span>
          <span className="text-2xl font-bold">{formatNumber(zero, locale)}</span>
        </p>
        <div className={card}>
          <span className="block text-sm text-neutral-700 dark:text-neutral-300">{t("byLanguage")}</span>
          <ul className="mt-1 text-sm">
            {byLanguage.map((l) => (
              <li key={l.locale}>
                {t("languageLine", {
                  language: t(`languages.${l.locale}`),
                  searches: l.searches,
                  zero: l.zero,
                })}
              </li>
            ))}
          </ul>
        </div>
      </TitledSection>

      <BoxSection id="searches-per-day" title={t("perDay")} className={`${card} space-y-3`}>
        <DayColumns
          title={t("perDay")}
          description={t("perDayDescription", {
            total,
            zero,
            from: formatDate(range.from, locale),
            to: formatDate(range.to, locale),
          })}
          days={perDay}
          locale={locale}
        />
        <p className="flex flex-wrap gap-4 text-xs text-neutral-700 dark:text-neutral-300">
          <span className="inline-flex items-center gap-1">
            <span aria-hidden className="inline-block h-3 w-3 rounded-sm bg-primary-600 dark:bg-primary-400" />
            {t("legendSearches")}
          </span>
          <span className="inline-flex items-center gap-1">
            <span aria-hidden className="inline-block h-3 w-3 rounded-sm bg-warning-400 dark:bg-warning-300" />
            {t("legendZero")}
          </span>
        </p>
        <ChartFigures
          summary={t("perDayTable")}
          caption={t("perDay")}
          labels={[t("day"), t("colSearches"), t("colZero")]}
          own={{ 1: "pr-4 text-right", 2: "text-right" }}
        >
          {perDay.map((d) => (
            <FigureRow key={d.day} name={formatDate(d.day, locale)}>
              <td className="pr-4 text-right tabular-nums">{d.total}</td>
              <td className="text-right tabular-nums">{d.part}</td>
            </FigureRow>
          ))}
        </ChartFigures>
      </BoxSection>

      <BoxSection id="top-searches" title={zeroOnly ? t("zeroTitle") : t("topTitle")} className="space-y-3">
        <TableList
          status={t("distinct", { count: top.total })}
          caption={zeroOnly ? t("zeroTitle") : t("topTitle")}
          rows={top.rows}
          columns={columns}
          rowKey={(r) => r.key}
          query={query}
          pathname={PATH}
          empty={t("empty")}
          total={top.total}
          pageSize={PAGE_SIZE}
          search={search}
          locale={locale}
        />
      </BoxSection>

      <BoxSection id="top-filters" title={t("filtersTitle")} className="space-y-3">
        {filterUses.length === 0 ? (
          <p className="text-neutral-700 dark:text-neutral-300">{t("noFilters")}</p>
        ) : (
          <div className="overflow-x-auto rounded-xl border border-neutral-200 dark:border-neutral-800">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t("filtersTitle")}</caption>
              <thead className="bg-neutral-50 text-xs uppercase dark:bg-neutral-900">
                <HeaderRow
                  labels={[t("colFilter"), t("colValue"), t("colSearches")]}
                  className="px-3 py-2"
                  own={{ 2: "px-3 py-2 text-right" }}
                />
              </thead>
              <tbody>
                {filterUses.map((u) => (
                  <tr key={`${u.filter}=${u.value}`} className="border-t border-neutral-200 dark:border-neutral-800">
                    <td className="px-3 py-2">{filterName(u.filter)}</td>
                    <td className="px-3 py-2">
                      <Link
                        href={searchHref({ query: null, filters: { [u.filter]: u.value } })}
                        className="text-primary-800 underline dark:text-primary-300"
                      >
                        {u.words}
                      </Link>
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">{formatNumber(u.searches, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </BoxSection>
    </div>
  );
}
