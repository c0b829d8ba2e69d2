import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { ClientMessages } from "@/components/i18n/client-messages";
import { getBlogAuthor } from "@/lib/blog/queries/authors";
import type { Locale } from "@/lib/i18n/routing";
import { createClient } from "@/lib/supabase/server";
import { BlogAuthorForm } from "./author-form";
import { EditHeader } from "@/components/data-table/list-page";

/** A blog author's form page: empty on /new, the stored author on /{id}/edit (a 404 when there is none). */
export async function BlogAuthorEditPage({ locale, ownerId, id }: { locale: Locale; ownerId: string; id?: string }) {
  const t = await getTranslations({ locale, namespace: "blogAuthors" });
  let author = null;
  if (id !== undefined) {
    const n = Number(id);
    if (!Number.isSafeInteger(n) || n <= 0) notFound();
    author = await getBlogAuthor(await createClient(), n);
    if (!author) notFound();
  }
  const title = author ? t("editTitle", { name: author.name }) : t("newTitle");
  return (
    <div className="space-y-6">
      <EditHeader href="/admin/gestion/blog/authors" back={t("back")} title={title} />
      <ClientMessages namespaces={["blogAuthors", "blogAdmin.errors", "formKit", "workspace.photos"]}>
        <BlogAuthorForm
          label={title}
          ownerId={ownerId}
          defaultValues={{
            id: author?.id,
            name: author?.name ?? "",
            slug: author?.slug ?? "",
            role_fr: author?.role_fr ?? "",
            role_en: author?.role_en ?? "",
            bio_fr: author?.bio_fr ?? "",
            bio_en: author?.bio_en ?? "",
            photo_url: author?.photo_url ?? null,
            photo_alt_fr: author?.photo_alt_fr ?? "",
            photo_alt_en: author?.photo_alt_en ?? "",
          }}
        />
      </ClientMessages>
    </div>
  );
}
