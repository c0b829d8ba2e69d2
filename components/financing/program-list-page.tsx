import { getTranslations } from "next-intl/server";
import type { Column } from "@/components/data-table/data-table";
import { ListHeader, TABLE_PAGE_SIZE as PAGE_SIZE } from "@/components/data-table/list-page";
import { readTableQuery } from "@/components/data-table/query";
import { SearchTable } from "@/components/data-table/search-form";
import { ClientMessages } from "@/components/i18n/client-messages";
import { buttonClasses } from "@/components/ui/button";
import type { FinancingProgram } from "@/lib/financing/programs";
import { listPrograms } from "@/lib/financing/queries";
import { formatDate } from "@/lib/i18n/format";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { slugify } from "@/lib/slug";
import { createClient } from "@/lib/supabase/server";
import { listRegions } from "@/lib/taxonomy/queries/regions";
import { ProgramFits } from "./program-fits";
import { ProgramRowActions } from "./program-row-actions";

const LIST = "/admin/gestion/programmes";
const SORTS = ["order", "name", "checked"] as const;
type Sort = (typeof SORTS)[number];

const frenchOrder = new Intl.Collator("fr-CA", { sensitivity: "base", numeric: true });

/** One page of the programs, searched by name or provider (accents and case ignored) and ordered. */
function pageOfPrograms(
  programs: FinancingProgram[],
  query: { q?: string; sort: Sort; dir: "asc" | "desc"; page: number },
) {
  const needle = query.q ? slugify(query.q) : "";
  const sign = query.dir === "asc" ? 1 : -1;
  const rows = programs
    .filter(
      (p) => !needle || [p.name_fr, p.name_en, p.provider_fr, p.provider_en].some((v) => slugify(v).includes(needle)),
    )
    .sort((a, b) =>
      query.sort === "name"
        ? sign * frenchOrder.compare(a.name_fr, b.name_fr)
        : query.sort === "checked"
          ? sign * a.checked_on.localeCompare(b.checked_on)
          : sign * (a.sort_order - b.sort_order) || frenchOrder.compare(a.name_fr, b.name_fr),
    );
  const start = (query.page - 1) * PAGE_SIZE;
  return { rows: rows.slice(start, start + PAGE_SIZE), total: rows.length };
}

/** /admin/gestion/programmes: the public programs, searched and ordered in the URL, with edit and delete. */
export async function ProgramListPage({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: Record<string, string | string[] | undefined>;
}) {
  const t = await getTranslations({ locale, namespace: "financing.programs.admin" });
  const query = readTableQuery<Sort, "q">(searchParams, {
    sorts: SORTS,
    defaultSort: "order",
    defaultDir: "asc",
    filters: ["q"],
  });
  const client = await createClient();
  const [programs, regions] = await Promise.all([listPrograms(client), listRegions(client)]);
  const regionNames = new Map(regions.map((r) => [r.id, locale === "en" ? r.name_en : r.name_fr]));
  const { rows, total } = pageOfPrograms(programs, { ...query, q: query.filters.q });
  const columns: Column<FinancingProgram, Sort>[] = [
    {
      key: "name",
      header: t("columns.name"),
      sort: "name",
      cell: (p) => (
        <div className="min-w-48 space-y-0.5">
          <p className="font-semibold text-neutral-950 dark:text-white">{p.name_fr}</p>
          <p className="text-neutral-700 dark:text-neutral-300" lang="en">
            {p.name_en}
          </p>
          <p className="text-neutral-700 dark:text-neutral-300">{locale === "en" ? p.provider_en : p.provider_fr}</p>
          {p.published ? null : (
            <p className="font-medium text-warning-800 dark:text-warning-300">{t("unpublished")}</p>
          )}
        </div>
      ),
    },
    {
      key: "fits",
      header: t("columns.fits"),
      wide: true,
      cell: (p) => <ProgramFits program={p} locale={locale} regionNames={regionNames} />,
    },
    {
      key: "checked",
      header: t("columns.checked"),
      sort: "checked",
      cell: (p) => (
        <div className="space-y-0.5">
          <p className="whitespace-nowrap">{formatDate(p.checked_on, locale)}</p>
          <a href={p.source_url} rel="noopener noreferrer" target="_blank" className="text-sm underline">
            {t("source")}
          </a>
        </div>
      ),
    },
    { key: "order", header: t("columns.order"), sort: "order", align: "end", cell: (p) => p.sort_order },
    {
      key: "actions",
      header: t("columns.actions"),
      cell: (p) => <ProgramRowActions id={p.id} name={p.name_fr} />,
    },
  ];
  return (
    <ClientMessages namespaces={["financing", "dataTable"]}>
      <div className="space-y-6">
        <ListHeader
          title={t("title")}
          intro={t("intro")}
          aside={
            <Link href={`${LIST}/new`} className={buttonClasses()}>
              {t("add")}
            </Link>
          }
        />
        <SearchTable
          table={{ t, query, pathname: LIST, locale, searchParams }}
          caption={t("caption")}
          list={{ rows, total }}
          columns={columns}
        />
      </div>
    </ClientMessages>
  );
}
