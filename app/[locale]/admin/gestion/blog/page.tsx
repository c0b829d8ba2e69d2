import { getTranslations } from "next-intl/server";
import { ArticleRowActions } from "@/components/blog/article-row-actions";
import type { Column } from "@/components/data-table/data-table";
import { TableList } from "@/components/data-table/list-page";
import { readTableQuery } from "@/components/data-table/query";
import { inputClasses } from "@/components/forms/field";
import { ClientMessages } from "@/components/i18n/client-messages";
import { StatusBadge } from "@/components/moderation/status-badge";
import { buttonClasses } from "@/components/ui/button";
import { GetForm } from "@/components/forms/get-form";
import { ARTICLE_SORTS, listArticlesForAdmin, type ArticleRow } from "@/lib/blog/queries/admin";
import { ARTICLE_STATUSES, type ArticleStatus } from "@/lib/blog/types";
import { formatDate } from "@/lib/i18n/format";
import { Link } from "@/lib/i18n/navigation";
import { pageLocale } from "@/lib/i18n/page-locale";
import { createClient } from "@/lib/supabase/server";
import { signedInMetadata } from "@/lib/site/metadata";

const PATHNAME = "/admin/gestion/blog";
const FILTERS = ["status", "q"] as const;

export const generateMetadata = signedInMetadata("blogAdmin.title");

/** /admin/gestion/blog: every article (the layout checks requireAdmin), filtered, sorted and paged in the URL. */
export default async function AdminBlogPage({ params, searchParams }: PageProps<"/[locale]/admin/gestion/blog">) {
  const locale = await pageLocale(params);
  const [t, tImport, tCategories, tAuthors] = await Promise.all([
    getTranslations("blogAdmin"),
    getTranslations("blogImport"),
    getTranslations("blogCategories"),
    getTranslations("blogAuthors"),
  ]);
  const query = readTableQuery(await searchParams, {
    sorts: ARTICLE_SORTS,
    defaultSort: "updated_at",
    defaultDir: "desc",
    filters: FILTERS,
  });
  const status = ARTICLE_STATUSES.find((s) => s === query.filters.status);
  const { rows, total, pageSize } = await listArticlesForAdmin(await createClient(), {
    sort: query.sort,
    dir: query.dir,
    page: query.page,
    status,
    q: query.filters.q,
  });
  const statusLabel = (s: ArticleStatus) => t(`status.${s}`);
  const columns: Column<ArticleRow, (typeof ARTICLE_SORTS)[number]>[] = [
    {
      key: "title",
      header: t("columns.title"),
      sort: "title_fr",
      cell: (r) => (
        <div className="min-w-56">
          <Link href={`${PATHNAME}/${r.id}/edit`} className="font-medium underline-offset-2 hover:underline">
            {r.title_fr}
          </Link>
          {/* The English title, or that there is no English version: the article's languages. */}
          {r.title_en ? (
            <p lang="en" className="mt-1 text-neutral-600 dark:text-neutral-400">
              {r.title_en}
            </p>
          ) : (
            <p className="mt-1 text-neutral-600 dark:text-neutral-400">{t("languages.frOnly")}</p>
          )}
        </div>
      ),
    },
    {
      key: "status",
      header: t("columns.status"),
      sort: "status",
      cell: (r) => <StatusBadge status={r.status} label={statusLabel(r.status)} />,
    },
    { key: "author", header: t("columns.author"), wide: true, cell: (r) => r.author?.name ?? t("noAuthor") },
    {
      key: "published",
      header: t("columns.published"),
      sort: "published_at",
      cell: (r) => (r.published_at ? formatDate(r.published_at, locale) : t("never")),
    },
    {
      key: "updated",
      header: t("columns.updated"),
      sort: "updated_at",
      wide: true,
      cell: (r) => formatDate(r.updated_at, locale),
    },
    {
      key: "actions",
      header: t("columns.actions"),
      cell: (r) => <ArticleRowActions id={r.id} title={r.title_fr} status={r.status} slug={r.slug_fr} />,
    },
  ];
  const newButton = (
    <Link href={`${PATHNAME}/new`} className={buttonClasses()}>
      {t("newArticle")}
    </Link>
  );
  const importLink = (
    <Link href={`${PATHNAME}/import`} className={buttonClasses({ variant: "outline" })}>
      {tImport("link")}
    </Link>
  );
  const categoriesLink = (
    <Link href={`${PATHNAME}/categories`} className={buttonClasses({ variant: "outline" })}>
      {tCategories("link")}
    </Link>
  );
  const authorsLink = (
    <Link href={`${PATHNAME}/authors`} className={buttonClasses({ variant: "outline" })}>
      {tAuthors("link")}
    </Link>
  );
  return (
    <ClientMessages namespaces={["blogAdmin", "dataTable"]}>
      <div className="space-y-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("title")}</h1>
            <p className="mt-1 text-neutral-700 dark:text-neutral-300">{t("intro")}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            {categoriesLink}
            {authorsLink}
            {importLink}
            {newButton}
          </div>
        </div>
        <GetForm className="flex flex-wrap items-end gap-3" aria-label={t("caption")}>
          <label className="text-sm font-medium">
            {t("search")}
            <input
              type="search"
              name="q"
              defaultValue={query.filters.q ?? ""}
              className={`${inputClasses} mt-1 w-64`}
            />
          </label>
          <label className="text-sm font-medium">
            {t("statusFilter")}
            <select name="status" defaultValue={status ?? ""} className={`${inputClasses} mt-1 w-48`}>
              <option value="">{t("allStatuses")}</option>
              {ARTICLE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {statusLabel(s)}
                </option>
              ))}
            </select>
          </label>
          <input type="hidden" name="sort" value={query.sort} />
          <input type="hidden" name="dir" value={query.dir} />
          <button type="submit" className={buttonClasses({ variant: "outline" })}>
            {t("apply")}
          </button>
        </GetForm>
        <TableList
          caption={t("caption")}
          rows={rows}
          columns={columns}
          rowKey={(r) => String(r.id)}
          query={query}
          pathname={PATHNAME}
          empty={
            <div className="space-y-3">
              <p>{status || query.filters.q ? t("empty") : t("emptyAll")}</p>
              {newButton}
            </div>
          }
          total={total}
          pageSize={pageSize}
          search={{ ...query.filters, sort: query.sort, dir: query.dir }}
          locale={locale}
        />
      </div>
    </ClientMessages>
  );
}
