import { BlogCategoryEditPage } from "@/components/blog/category-edit-page";
import { requireAdmin } from "@/lib/auth/guards";
import { pageLocale } from "@/lib/i18n/page-locale";
import { signedInMetadata } from "@/lib/site/metadata";

export const generateMetadata = signedInMetadata("blogCategories.title");

/** Edits a blog category; an unknown id is a 404. */
export default async function Page({ params }: PageProps<"/[locale]/admin/gestion/blog/categories/[id]/edit">) {
  const locale = await pageLocale(params);
  await requireAdmin();
  return <BlogCategoryEditPage locale={locale} id={(await params).id} />;
}
