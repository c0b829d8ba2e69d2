import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BlogCategoryActions } from "@/components/blog/category-form";
import { DataTable, type Column } from "@/components/data-table/data-table";
import { readTableQuery } from "@/components/data-table/query";
import { SearchForm } from "@/components/data-table/search-form";
import { ClientMessages } from "@/components/i18n/client-messages";
import { buttonClasses } from "@/components/ui/button";
import { Pagination } from "@/components/ui/pagination";
import { listBlogCategoriesWithUsage, type BlogCategoryRow } from "@/lib/blog/queries/categories";
import { requireAdmin } from "@/lib/auth/guards";
import { getPathname, Link } from "@/lib/i18n/navigation";
import { pageLocale } from "@/lib/i18n/page-locale";
import { createClient } from "@/lib/supabase/server";
import { pageOfTerms, TERM_SORTS } from "@/lib/taxonomy/admin-list";

const PATHNAME = "/admin/gestion/blog/categories";
const PAGE_SIZE = 25;

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/admin/gestion/blog/categories">): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: "blogCategories" });
  return { title: t("title"), robots: { index: false } };
}

/** /admin/gestion/blog/categories: the blog's categories, searched, ordered by name or use, with their article counts. */
export default async function BlogCategoriesPage({
  params,
  searchParams,
}: PageProps<"/[locale]/admin/gestion/blog/categories">) {
  const locale = await pageLocale(params);
  await requireAdmin();
  const raw = await searchParams;
  const [t, tTable, tAdmin] = await Promise.all([
    getTranslations({ locale, namespace: "blogCategories" }),
    getTranslations({ locale, namespace: "dataTable" }),
    getTranslations({ locale, namespace: "blogAdmin" }),
  ]);
  const query = readTableQuery(raw, { sorts: TERM_SORTS, defaultSort: "name", defaultDir: "asc", filters: ["q"] });
  const categories = await listBlogCategoriesWithUsage(await createClient());
  const { rows, total } = pageOfTerms(categories, new Map(categories.map((c) => [c.id, c.article_count])), {
    search: query.filters.q,
    sort: query.sort,
    dir: query.dir,
    page: query.page,
    pageSize: PAGE_SIZE,
  });
  const columns: Column<BlogCategoryRow, (typeof TERM_SORTS)[number]>[] = [
    {
      key: "name",
      header: t("columns.name"),
      sort: "name",
      cell: (r) => (
        <div className="min-w-40 space-y-0.5">
          <p className="font-semibold text-neutral-950 dark:text-white">{r.name_fr}</p>
          <p className="text-neutral-700 dark:text-neutral-300" lang="en">
            {r.name_en}
          </p>
        </div>
      ),
    },
    {
      key: "slugs",
      header: t("columns.slugs"),
      wide: true,
      cell: (r) => (
        <p className="text-neutral-800 dark:text-neutral-200">
          /blog?category={r.slug_fr} · /en/blog?category={r.slug_en}
        </p>
      ),
    },
    {
      key: "count",
      header: t("columns.count"),
      sort: "count",
      align: "end",
      cell: (r) => <span className="whitespace-nowrap">{t("articleCount", { count: r.article_count })}</span>,
    },
    {
      key: "actions",
      header: t("columns.actions"),
      cell: (r) => <BlogCategoryActions id={r.id} name={r.name_fr} />,
    },
  ];
  return (
    <ClientMessages namespaces={["blogCategories", "dataTable"]}>
      <div className="space-y-6">
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div className="space-y-2">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("title")}</h1>
            <p className="max-w-3xl text-neutral-700 dark:text-neutral-300">{t("intro")}</p>
            <Link href="/admin/gestion/blog" className="text-sm font-medium underline underline-offset-2">
              {tAdmin("backToList")}
            </Link>
          </div>
          <Link href={`${PATHNAME}/new`} className={buttonClasses()}>
            {t("add")}
          </Link>
        </header>
        <SearchForm
          action={getPathname({ locale, href: PATHNAME })}
          label={t("filtersLabel")}
          search={t("search")}
          value={query.filters.q}
          sort={query.sort}
          dir={query.dir}
          apply={t("apply")}
          reset={t("reset")}
          resetHref={PATHNAME}
        />
        <p className="text-sm font-medium text-neutral-800 dark:text-neutral-200" role="status">
          {t("total", { count: total })}
        </p>
        <DataTable
          caption={t("caption")}
          rows={rows}
          columns={columns}
          rowKey={(r) => String(r.id)}
          query={query}
          pathname={PATHNAME}
          empty={
            <p className="text-neutral-700 dark:text-neutral-300">{query.filters.q ? t("empty") : t("emptyAll")}</p>
          }
          sortLabels={{
            asc: tTable("sortedAsc"),
            desc: tTable("sortedDesc"),
            sortBy: (column) => tTable("sortBy", { column }),
          }}
        />
        <Pagination
          pathname={PATHNAME}
          query={raw}
          page={query.page}
          pageCount={Math.ceil(total / PAGE_SIZE)}
          locale={locale}
        />
      </div>
    </ClientMessages>
  );
}
