import { BoxSection } from "@/components/content/titled-section";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { ValuationEditor } from "@/components/valuation/valuation-editor";
import { SaveEstimate } from "@/components/valuation/save-estimate";
import { getFilterRefs } from "@/lib/taxonomy/filter-refs";
import { nameOptions } from "@/lib/i18n/localized-text";
import { pageLocale } from "@/lib/i18n/page-locale";
import { blankValuation } from "@/lib/valuation/editor-values";
import { ESTIMATE_FIELDS, readEstimateQuery } from "@/lib/valuation/estimate-query";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("valuation.workspace");
  return { title: t("newTitle"), robots: { index: false } };
}

/** /admin/evaluations/new: a blank valuation, or the instant estimate brought from /services/evaluation to save. */
export default async function NewValuationPage({ params, searchParams }: PageProps<"/[locale]/admin/evaluations/new">) {
  const locale = await pageLocale(params);
  const t = await getTranslations("valuation.workspace");
  const refs = await getFilterRefs();
  const name = (r: { name_fr: string; name_en: string | null }) =>
    locale === "en" ? (r.name_en ?? r.name_fr) : r.name_fr;
  const estimate = readEstimateQuery(await searchParams, locale);
  const category = estimate.parsed ? refs.categories.find((c) => c.slug === estimate.parsed?.category) : undefined;
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold">{t("newTitle")}</h1>
      <ClientMessages namespaces={["valuation", "formKit", "dataTable"]}>
        {estimate.parsed ? (
          <BoxSection
            id="save-estimate"
            title={t("estimateTitle")}
            className="max-w-xl space-y-3 rounded-lg border border-primary-200 bg-primary-50 p-6 dark:border-primary-800 dark:bg-neutral-900"
          >
            <p className="text-sm">{t("estimateIntro")}</p>
            <SaveEstimate
              query={Object.fromEntries(
                ESTIMATE_FIELDS.filter((k) => estimate.form[k]).map((k) => [k, estimate.form[k]]),
              )}
              defaultTitle={category ? t("defaultTitleFor", { category: name(category) }) : t("defaultTitle")}
            />
          </BoxSection>
        ) : (
          <ValuationEditor
            defaultValues={blankValuation(t("defaultTitle"))}
            categories={nameOptions(refs.categories, locale)}
            regions={nameOptions(refs.regions, locale)}
          />
        )}
      </ClientMessages>
    </div>
  );
}
