import type { Metadata } from "next";
import { getMessages, getTranslations } from "next-intl/server";
import { LegalDocument } from "@/components/content/legal-document";
import { PageHeader } from "@/components/content/page-header";
import { pageLocale } from "@/lib/i18n/page-locale";
import { publicContactEmail } from "@/lib/site/contact";
import { pageMetadata } from "@/lib/site/metadata";

/** The legal pages' messages: `terms` (conditions d'utilisation) and `privacy` (politique de confidentialité). */
type LegalNamespace = "terms" | "privacy";

/** A legal page's title and description at its path. */
export function legalMetadata(namespace: LegalNamespace, path: string) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const locale = await pageLocale(params);
    const t = await getTranslations({ locale, namespace });
    return pageMetadata({ locale, path, title: t("title"), description: t("description") });
  };
}

/** A legal page: its title, introduction and date, then its numbered sections with their table of contents. */
export async function LegalPage({ namespace }: { namespace: LegalNamespace }) {
  const [t, sections, messages] = await Promise.all([
    getTranslations(namespace),
    getTranslations(`${namespace}.sections`),
    getMessages(),
  ]);
  // Every section of the messages, in their order; the keys are the messages' own.
  const section = sections as unknown as (key: string, values?: { email: string }) => string;
  const sectionIds = Object.keys(messages[namespace].sections);
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
          title: section(`${id}.title`),
          body: section(`${id}.body`, { email }),
        }))}
      />
    </>
  );
}
