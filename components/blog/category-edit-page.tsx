import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { ClientMessages } from "@/components/i18n/client-messages";
import { getBlogCategory } from "@/lib/blog/queries/categories";
import type { Locale } from "@/lib/i18n/routing";
import { createClient } from "@/lib/supabase/server";
import { BlogCategoryForm } from "./category-form";
import { EditHeader } from "@/components/data-table/list-page";

/** A blog category's form page: empty on /new, the stored category on /{id}/edit (a 404 when there is none). */
export async function BlogCategoryEditPage({ locale, id }: { locale: Locale; id?: string }) {
  const t = await getTranslations({ locale, namespace: "blogCategories" });
  let category = null;
  if (id !== undefined) {
    const n = Number(id);
    if (!Number.isSafeInteger(n) || n <= 0) notFound();
    category = await getBlogCategory(await createClient(), n);
    if (!category) notFound();
  }
  const title = category ? t("editTitle", { name: category.name_fr }) : t("newTitle");
  return (
    <div className="space-y-6">
      <EditHeader href="/admin/gestion/blog/categories" back={t("back")} title={title} />
      <ClientMessages namespaces={["blogCategories", "blogAdmin", "formKit"]}>
        <BlogCategoryForm
          label={title}
          defaultValues={{
            id: category?.id,
            name_fr: category?.name_fr ?? "",
            name_en: category?.name_en ?? "",
            slug_fr: category?.slug_fr ?? "",
            slug_en: category?.slug_en ?? "",
          }}
        />
      </ClientMessages>
    </div>
  );
}
