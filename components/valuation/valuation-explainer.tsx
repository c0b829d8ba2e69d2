import { getTranslations } from "next-intl/server";
import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";
import { PAGE_HEADING, BoxSection, TitledSection } from "@/components/content/titled-section";

/** What the service does, how the estimate is made, and what it is not. */
export async function ValuationExplainer() {
  const t = await getTranslations("valuation.explainer");
  const steps = ["sde", "multiple", "risk", "floor", "comparables"] as const;
  return (
    <div className="border-t border-neutral-200 bg-neutral-50 dark:border-neutral-800 dark:bg-neutral-900">
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2">
        <TitledSection id="valuation-how" title={t("howTitle")} titleClassName={PAGE_HEADING}>
          <dl className="mt-4 space-y-4">
            {steps.map((s) => (
              <div key={s}>
                <dt className="font-semibold">{t(`steps.${s}.title`)}</dt>
                <dd className="mt-1 text-neutral-700 dark:text-neutral-300">{t(`steps.${s}.text`)}</dd>
              </div>
            ))}
          </dl>
        </TitledSection>
        <div className="space-y-8">
          <TitledSection id="valuation-full" title={t("fullTitle")} titleClassName={PAGE_HEADING}>
            <p className="mt-3 text-neutral-700 dark:text-neutral-300">{t("fullText")}</p>
            <Link href="/admin/evaluations/new" prefetch={false} className={buttonClasses({ className: "mt-4" })}>
              {t("fullCta")}
            </Link>
          </TitledSection>
          <BoxSection
            id="valuation-not"
            title={t("disclaimerTitle")}
            className="rounded-lg border border-warning-300 bg-warning-50 p-5 dark:border-warning-700 dark:bg-neutral-950"
          >
            <p className="mt-2 text-neutral-800 dark:text-neutral-200">{t("disclaimer")}</p>
            <Link
              href={{ pathname: "/experts", query: { profession: "valuator" } }}
              className="mt-3 inline-block font-medium text-secondary-800 underline dark:text-secondary-300"
            >
              {t("valuatorsLink")}
            </Link>
          </BoxSection>
        </div>
      </div>
    </div>
  );
}
