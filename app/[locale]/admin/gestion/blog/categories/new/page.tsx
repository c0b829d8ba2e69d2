import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BlogCategoryEditPage } from "@/components/blog/category-edit-page";
import { requireAdmin } from "@/lib/auth/guards";
import { pageLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/admin/gestion/blog/categories/new">): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: "blogCategories" });
  return { title: t("newTitle"), robots: { index: false } };
}

/** Adds a blog category. */
export default async function Page({ params }: PageProps<"/[locale]/admin/gestion/blog/categories/new">) {
  const locale = await pageLocale(params);
  await requireAdmin();
  return <BlogCategoryEditPage locale={locale} />;
}
