import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LegalDocument } from "@/components/content/legal-document";
import { PageHeader } from "@/components/content/page-header";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale } from "@/lib/i18n/page-locale";
import { publicContactEmail } from "@/lib/site/contact";

const sectionIds = [
  "acceptance",
  "service",
  "accounts",
  "listings",
  "conduct",
  "fees",
  "intellectualProperty",
  "liability",
  "privacy",
  "changes",
  "law",
  "contact",
] as const;

export async function generateMetadata({ params }: PageProps<"/[locale]/conditions-utilisation">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "terms" });
  return pageMetadata({ locale, path: "/conditions-utilisation", title: t("title"), description: t("description") });
}

export default async function TermsPage({ params }: PageProps<"/[locale]/conditions-utilisation">) {
  await pageLocale(params);
  const t = await getTranslations("terms");
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
