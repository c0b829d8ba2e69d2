import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/content/page-header";
import { ClientMessages } from "@/components/i18n/client-messages";
import { PlansFooter } from "@/components/site/plans-footer";
import { PlanBillingSwitch } from "@/components/site/plan-billing-switch";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/forfaits3">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "plans" });
  // The same plans as /forfaits, presented differently: one canonical page for search engines.
  return pageMetadata({ locale, path: "/forfaits", title: t("title"), description: t("description") });
}

export default async function PlansPage({ params }: PageProps<"/[locale]/forfaits3">) {
  await pageLocale(params);
  const t = await getTranslations("plans");
  return (
    <>
      <PageHeader eyebrow={t("eyebrow")} title={t("title")} intro={<p>{t("intro.billing")}</p>} />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <ClientMessages namespaces={["plans"]}>
          <PlanBillingSwitch />
        </ClientMessages>
        <PlansFooter />
      </div>
    </>
  );
}
