import { getTranslations } from "next-intl/server";
import type { Column } from "@/components/data-table/data-table";
import { SearchTable } from "@/components/data-table/search-form";
import { ListHeader } from "@/components/data-table/list-page";
import { ClientMessages } from "@/components/i18n/client-messages";
import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import type { TermSort } from "@/lib/taxonomy/admin-list";
import { termPage } from "@/components/taxonomy/term-page";
import { BlogRowActions } from "./row-actions";

const PATHS = { blogCategories: "/admin/gestion/blog/categories", blogAuthors: "/admin/gestion/blog/authors" } as const;

type Term = { id: number; name_fr: string; name_en: string | null };

/**
 * A blog back-office list of a few tens of rows (categories, authors), read whole: searched by
 * name, ordered by name (French collation) or by article count, paged, all in the URL. `kind` is
 * also the namespace of its texts; `counts` are the article counts by id. After the `columns`, each
 * row's article count and its actions (edit, delete), the row named by `rowName`.
 */
export async function BlogTermListPage<T extends Term>({
  kind,
  locale,
  searchParams,
  terms,
  counts,
  columns,
  rowName,
}: {
  kind: keyof typeof PATHS;
  locale: Locale;
  searchParams: Record<string, string | string[] | undefined>;
  terms: readonly T[];
  counts: ReadonlyMap<number, number>;
  columns: Column<T, TermSort>[];
  rowName: (row: T) => string;
}) {
  const pathname = PATHS[kind];
  const [t, tAdmin] = await Promise.all([
    getTranslations({ locale, namespace: kind }),
    getTranslations({ locale, namespace: "blogAdmin" }),
  ]);
  const { query, rows, total } = termPage(searchParams, terms, counts);
  const all: Column<T & { listing_count: number }, TermSort>[] = [
    ...columns,
    {
      key: "count",
      header: t("columns.count"),
      sort: "count",
      align: "end",
      cell: (r) => <span className="whitespace-nowrap">{t("articleCount", { count: r.listing_count })}</span>,
    },
    {
      key: "actions",
      header: t("columns.actions"),
      cell: (r) => <BlogRowActions kind={kind} id={r.id} name={rowName(r)} />,
    },
  ];
  return (
    <ClientMessages namespaces={[kind, "dataTable"]}>
      <div className="space-y-6">
        <ListHeader
          title={t("title")}
          intro={t("intro")}
          aside={
            <Link href={`${pathname}/new`} className={buttonClasses()}>
              {t("add")}
            </Link>
          }
        >
          <Link href="/admin/gestion/blog" className="text-sm font-medium underline underline-offset-2">
            {tAdmin("backToList")}
          </Link>
        </ListHeader>
        <SearchTable
          table={{ t, query, pathname, locale, searchParams }}
          caption={t("caption")}
          list={{ rows, total }}
          columns={all}
        />
      </div>
    </ClientMessages>
  );
}
