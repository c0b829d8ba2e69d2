import { getTranslations } from "next-intl/server";
import { BlogTermListPage } from "@/components/blog/term-list-page";
import type { Column } from "@/components/data-table/data-table";
import { Avatar } from "@/components/ui/avatar";
import { listBlogAuthorsWithUsage, type BlogAuthorRow } from "@/lib/blog/queries/authors";
import { requireAdmin } from "@/lib/auth/guards";
import { pageLocale } from "@/lib/i18n/page-locale";
import { createClient } from "@/lib/supabase/server";
import type { TermSort } from "@/lib/taxonomy/admin-list";
import { signedInMetadata } from "@/lib/site/metadata";

export const generateMetadata = signedInMetadata("blogAuthors.title");

/** /admin/gestion/blog/authors: the blog's authors, searched, ordered by name or by article count, paged in the URL. */
export default async function BlogAuthorsPage({
  params,
  searchParams,
}: PageProps<"/[locale]/admin/gestion/blog/authors">) {
  const locale = await pageLocale(params);
  await requireAdmin();
  const t = await getTranslations({ locale, namespace: "blogAuthors" });
  const authors = await listBlogAuthorsWithUsage(await createClient());
  const role = (r: BlogAuthorRow) => (locale === "en" && r.role_en) || r.role_fr;
  type Row = BlogAuthorRow & { name_fr: string; name_en: null };
  const columns: Column<Row, TermSort>[] = [
    {
      key: "name",
      header: t("columns.name"),
      sort: "name",
      cell: (r) => (
        <div className="flex min-w-48 items-center gap-3">
          <Avatar src={r.photo_url} name={r.name} size="xl" />
          <div className="space-y-0.5">
            <p className="font-semibold text-neutral-950 dark:text-white">{r.name}</p>
            <p className="text-neutral-700 md:hidden dark:text-neutral-300">{role(r)}</p>
          </div>
        </div>
      ),
    },
    {
      key: "role",
      header: t("columns.role"),
      wide: true,
      cell: (r) => <p className="text-neutral-800 dark:text-neutral-200">{role(r)}</p>,
    },
  ];
  return (
    <BlogTermListPage
      kind="blogAuthors"
      locale={locale}
      searchParams={await searchParams}
      // The name stands for both languages in the search and the order.
      terms={authors.map((a): Row => ({ ...a, name_fr: a.name, name_en: null }))}
      counts={new Map(authors.map((a) => [a.id, a.article_count]))}
      columns={columns}
      rowName={(r) => r.name}
    />
  );
}
