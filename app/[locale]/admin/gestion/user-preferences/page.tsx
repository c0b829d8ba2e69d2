import { BoxSection } from "@/components/content/titled-section";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Column } from "@/components/data-table/data-table";
import { readTableQuery } from "@/components/data-table/query";
import { HorizontalBars } from "@/components/reports/charts";
import { FilteredTable, selectFilter } from "@/components/data-table/report-filters";
import { ListHeader, TABLE_PAGE_SIZE as PAGE_SIZE } from "@/components/data-table/list-page";
import {
  listIndustryFollowerCounts,
  listIndustryFollowers,
  type IndustryFollower,
} from "@/lib/accounts/queries/preferences";
import { formatDate, formatNumber } from "@/lib/i18n/format";
import { localName } from "@/lib/i18n/localized-text";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { createClient } from "@/lib/supabase/server";
import { signedInMetadata } from "@/lib/site/metadata";
import { ChartFigures, FigureRow } from "@/components/reports/chart-figures";

const PATH = "/admin/gestion/user-preferences";
const SORTS = ["email", "name", "count", "joined"] as const;

export const generateMetadata = signedInMetadata("gestion.preferences.metaTitle");

/** How many users follow each industry (a chart drawn on the server and its table), and who follows what (the layout checks requireAdmin). */
export default async function UserPreferencesPage({
  params,
  searchParams,
}: PageProps<"/[locale]/admin/gestion/user-preferences">) {
  const { locale: raw } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const search = await searchParams;
  const query = readTableQuery(search, {
    sorts: SORTS,
    defaultSort: "email",
    defaultDir: "asc",
    filters: ["industry", "q"] as const,
  });
  const f = query.filters;
  const industryId = f.industry && /^\d{1,18}$/.test(f.industry) ? Number(f.industry) : undefined;
  const client = await createClient();
  const [t, counts, followers, filteredEveryone] = await Promise.all([
    getTranslations({ locale, namespace: "gestion.preferences" }),
    listIndustryFollowerCounts(client),
    listIndustryFollowers(client, {
      industryId,
      search: f.q,
      sort: query.sort,
      dir: query.dir,
      limit: PAGE_SIZE,
      offset: (query.page - 1) * PAGE_SIZE,
    }),
    // How many users follow at least one industry, whatever the filters: the list's own total when unfiltered.
    industryId === undefined && !f.q
      ? null
      : listIndustryFollowers(client, { sort: "email", dir: "asc", limit: 1, offset: 0 }).then((r) => r.total),
  ]);
  const everyone = filteredEveryone ?? followers.total;
  const name = new Map(counts.map((c) => [c.industryId, localName(c, locale)]));
  const followed = counts.filter((c) => c.followers > 0);
  const columns: Column<IndustryFollower, (typeof SORTS)[number]>[] = [
    {
      key: "user",
      header: t("colUser"),
      sort: "email",
      cell: (r) => (
        <div className="min-w-48">
          <p className="font-medium break-all">{r.email ?? "—"}</p>
          <p className="text-sm text-neutral-700 dark:text-neutral-300">
            {[r.firstName, r.lastName].filter(Boolean).join(" ")}
          </p>
        </div>
      ),
    },
    {
      key: "follows",
      header: t("colFollows"),
      cell: (r) => r.industryIds.map((id) => name.get(id) ?? String(id)).join(", "),
    },
    { key: "count", header: t("colCount"), sort: "count", align: "end", cell: (r) => r.industryIds.length },
    { key: "joined", header: t("colJoined"), sort: "joined", wide: true, cell: (r) => formatDate(r.createdAt, locale) },
  ];
  return (
    <div className="space-y-6">
      <ListHeader title={t("title")} intro={t("intro")} />

      <BoxSection
        id="followed-industries"
        title={t("chartTitle")}
        className="space-y-3 rounded-xl border border-neutral-200 p-4 dark:border-neutral-800"
      >
        <HorizontalBars
          title={t("chartTitle")}
          description={t("chartDescription", {
            followers: everyone,
            top: followed[0] ? localName(followed[0], locale) : t("none"),
          })}
          items={counts.map((c) => ({ key: String(c.industryId), label: localName(c, locale), value: c.followers }))}
        />
        <ChartFigures
          summary={t("countsTitle")}
          caption={t("countsTitle")}
          labels={[
            t("colIndustry"),
            t("colFollowers"),
            <span key="show" className="sr-only">
              {t("showUsers")}
            </span>,
          ]}
          own={{ 1: "pr-4 text-right", 2: undefined }}
        >
          {counts.map((c) => (
            <FigureRow key={c.industryId} name={localName(c, locale)}>
              <td className="pr-4 text-right tabular-nums">{formatNumber(c.followers, locale)}</td>
              <td>
                {c.followers > 0 ? (
                  <Link
                    href={`${PATH}?industry=${c.industryId}`}
                    className="text-primary-800 underline dark:text-primary-300"
                    aria-label={`${t("showUsers")} — ${localName(c, locale)}`}
                  >
                    {t("showUsers")}
                  </Link>
                ) : null}
              </td>
            </FigureRow>
          ))}
        </ChartFigures>
      </BoxSection>

      <BoxSection id="who-follows" title={t("whoTitle")} className="space-y-4">
        <FilteredTable
          t={t}
          id="followers"
          filters={[
            selectFilter(
              "industry",
              t("industry"),
              t("anyIndustry"),
              counts
                .map((c) => ({ value: String(c.industryId), label: localName(c, locale) }))
                .sort((a, b) => a.label.localeCompare(b.label, locale)),
            ),
            { name: "q", label: t("search"), type: "search" },
          ]}
          status={t("users", { count: followers.total })}
          caption={t("whoTitle")}
          rows={followers.rows}
          columns={columns}
          rowKey={(r) => r.userId}
          query={query}
          pathname={PATH}
          empty={t("empty")}
          total={followers.total}
          search={search}
          locale={locale}
        />
      </BoxSection>
    </div>
  );
}
