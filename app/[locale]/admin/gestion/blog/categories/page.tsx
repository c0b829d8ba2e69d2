import { getTranslations } from "next-intl/server";
import { BlogTermListPage } from "@/components/blog/term-list-page";
import type { Column } from "@/components/data-table/data-table";
import { listBlogCategoriesWithUsage, type BlogCategoryRow } from "@/lib/blog/queries/categories";
import { requireAdmin } from "@/lib/auth/guards";
import { pageLocale } from "@/lib/i18n/page-locale";
import { createClient } from "@/lib/supabase/server";
import type { TermSort } from "@/lib/taxonomy/admin-list";
import { signedInMetadata } from "@/lib/site/metadata";

export const generateMetadata = signedInMetadata("blogCategories.title");

/** /admin/gestion/blog/categories: the blog's categories, searched, ordered by name or use, with their article counts. */
export default async function BlogCategoriesPage({
  params,
  searchParams,
}: PageProps<"/[locale]/admin/gestion/blog/categories">) {
  const locale = await pageLocale(params);
  await requireAdmin();
  const t = await getTranslations({ locale, namespace: "blogCategories" });
  const categories = await listBlogCategoriesWithUsage(await createClient());
  const columns: Column<BlogCategoryRow, TermSort>[] = [
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
  ];
  return (
    <BlogTermListPage
      kind="blogCategories"
      locale={locale}
      searchParams={await searchParams}
      terms={categories}
      counts={new Map(categories.map((c) => [c.id, c.article_count]))}
      columns={columns}
      rowName={(r) => r.name_fr}
    />
  );
}
