import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LegalDocument } from "@/components/content/legal-document";
import { PageHeader } from "@/components/content/page-header";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale } from "@/lib/i18n/page-locale";
import { publicContactEmail } from "@/lib/site/contact";

const sectionIds = [
  "officer",
  "collected",
  "purposes",
  "consent",
  "cookies",
  "analytics",
  "sharing",
  "outsideQuebec",
  "retention",
  "security",
  "rights",
  "complaints",
  "changes",
] as const;

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/politique-confidentialite">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "privacy" });
  return pageMetadata({ locale, path: "/politique-confidentialite", title: t("title"), description: t("description") });
}

export default async function PrivacyPage({ params }: PageProps<"/[locale]/politique-confidentialite">) {
  await pageLocale(params);
  const t = await getTranslations("privacy");
  const email = publicContactEmail() ?? t("contactFallback");
  return (
    <>
      <PageHeader title={t("title")} intro={<p>{t("intro")}</p>}>
        <p className="mt-4 text-sm text-neutral-600 dark:text-neutral-400">{t("updated")}</p>
      </PageHeader>
      <LegalDocument
        tocLabel={t("toc")}
        sections={sectionIds.map((id) => ({
          id,
          title: t(`sections.${id}.title`),
          body: t(`sections.${id}.body`, { email }),
        }))}
      />
    </>
  );
}
