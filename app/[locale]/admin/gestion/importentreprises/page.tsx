import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { ImportFlow } from "@/components/imports/import-form";
import { requireAdmin } from "@/lib/auth/guards";
import { importBusinesses } from "@/lib/imports/actions/import-businesses";
import { BUSINESS_FIELDS } from "@/lib/imports/businesses";
import { pageLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("imports.businesses");
  return { title: t("title"), robots: { index: false } };
}

/** /admin/gestion/importentreprises: business listings from a CSV or XLSX file, checked before they are imported for review. */
export default async function ImportBusinessesPage({ params }: PageProps<"/[locale]/admin/gestion/importentreprises">) {
  await pageLocale(params);
  await requireAdmin();
  const t = await getTranslations("imports.businesses");
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("title")}</h1>
        <p className="max-w-3xl text-neutral-700 dark:text-neutral-300">{t("intro")}</p>
      </header>
      <ClientMessages namespaces={["imports", "formKit", "forms"]}>
        <ImportFlow
          name={t("fileName")}
          withOwner
          fields={BUSINESS_FIELDS.map((f) => ({
            key: f.key,
            required: "required" in f && f.required,
            example: f.example,
          }))}
          action={importBusinesses}
        />
      </ClientMessages>
    </div>
  );
}
