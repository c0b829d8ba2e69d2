import { useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";
import { planFeatureIds, plans } from "@/lib/accounts/plans";
import { FeatureValueView } from "./feature-value";
import { PlanPrice } from "./plan-price";

/** Presentation 2: every feature of every plan, side by side. */
export function PlanTable() {
  const t = useTranslations("plans");
  return (
    <div
      className="overflow-x-auto rounded-xl border border-neutral-200 dark:border-neutral-800"
      tabIndex={0}
      role="region"
      aria-label={t("tableCaption")}
    >
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption className="sr-only">{t("tableCaption")}</caption>
        <thead className="bg-neutral-50 dark:bg-neutral-900">
          <tr>
            <th scope="col" className="p-4 font-semibold">
              {t("featureColumn")}
            </th>
            {plans.map((plan) => (
              <th key={plan.id} scope="col" className="p-4 align-top">
                <span className="block text-base font-semibold">{t(`names.${plan.id}`)}</span>
                <span className="mt-2 block">
                  <PlanPrice plan={plan} />
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-200 dark:divide-neutral-800">
          {planFeatureIds.map((feature) => (
            <tr key={feature}>
              <th scope="row" className="p-4 font-medium">
                {t(`features.${feature}`)}
              </th>
              {plans.map((plan) => (
                <td key={plan.id} className="p-4">
                  <FeatureValueView value={plan.features[feature]} />
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <td className="p-4" />
            {plans.map((plan) => (
              <td key={plan.id} className="p-4">
                <Link
                  href={plan.cta.href}
                  className={buttonClasses({ variant: plan.recommended ? "primary" : "outline", size: "sm" })}
                >
                  {t(`cta.${plan.cta.key}`)}
                  <span className="sr-only"> — {t(`names.${plan.id}`)}</span>
                </Link>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
