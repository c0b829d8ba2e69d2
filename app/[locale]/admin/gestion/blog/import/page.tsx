import { getTranslations } from "next-intl/server";
import { ImportForm } from "@/components/blog/import-form";
import { ClientMessages } from "@/components/i18n/client-messages";
import { requireAdmin } from "@/lib/auth/guards";
import { Link } from "@/lib/i18n/navigation";
import { pageLocale } from "@/lib/i18n/page-locale";
import { signedInMetadata } from "@/lib/site/metadata";

export const generateMetadata = signedInMetadata("blogImport.title");

/** /admin/gestion/blog/import: Markdown files or a WordPress export (alone or zipped with their images), checked before they are imported. */
export default async function ImportArticlesPage({ params }: PageProps<"/[locale]/admin/gestion/blog/import">) {
  await pageLocale(params);
  await requireAdmin();
  const [t, tAdmin] = await Promise.all([getTranslations("blogImport"), getTranslations("blogAdmin")]);
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("title")}</h1>
        <p className="max-w-3xl text-neutral-700 dark:text-neutral-300">{t("intro")}</p>
        <p className="max-w-3xl text-neutral-700 dark:text-neutral-300">{t("wxrIntro")}</p>
        <Link href="/admin/gestion/blog" className="text-sm font-medium underline underline-offset-2">
          {tAdmin("backToList")}
        </Link>
      </header>
      <ClientMessages namespaces={["blogImport", "blogAdmin", "formKit"]}>
        <ImportForm />
      </ClientMessages>
    </div>
  );
}
