import { useTranslations } from "next-intl";
import { CheckIcon } from "@/components/ui/icons";
import { includedFeatures, type Plan } from "@/lib/accounts/plans";

/** What a plan includes, one line a feature with its value ("Annonces actives : 3"). */
export function PlanFeatureList({ plan, className }: { plan: Plan; className: string }) {
  const t = useTranslations("plans");
  return (
    <ul className={className}>
      {includedFeatures(plan).map((feature) => {
        const value = plan.features[feature];
        return (
          <li key={feature} className="flex gap-2">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-success-700 dark:text-success-300" />
            <span>
              {typeof value === "string"
                ? t("featureWithValue", { feature: t(`features.${feature}`), value: t(`values.${value}`) })
                : t(`features.${feature}`)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
