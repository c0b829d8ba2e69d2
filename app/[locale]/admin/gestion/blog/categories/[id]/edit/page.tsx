import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BlogCategoryEditPage } from "@/components/blog/category-edit-page";
import { requireAdmin } from "@/lib/auth/guards";
import { pageLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/admin/gestion/blog/categories/[id]/edit">): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: "blogCategories" });
  return { title: t("title"), robots: { index: false } };
}

/** Edits a blog category; an unknown id is a 404. */
export default async function Page({ params }: PageProps<"/[locale]/admin/gestion/blog/categories/[id]/edit">) {
  const locale = await pageLocale(params);
  await requireAdmin();
  return <BlogCategoryEditPage locale={locale} id={(await params).id} />;
}
