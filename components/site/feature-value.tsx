import { useTranslations } from "next-intl";
import { CheckIcon, CloseIcon } from "@/components/ui/icons";
import type { FeatureValue } from "@/lib/accounts/plans";

/** A feature's value in a plan: included, not included, or a short text. */
export function FeatureValueView({ value }: { value: FeatureValue }) {
  const t = useTranslations("plans");
  if (value === true)
    return (
      <>
        <CheckIcon className="inline size-5 text-success-700 dark:text-success-300" />
        <span className="sr-only">{t("included")}</span>
      </>
    );
  if (value === false)
    return (
      <>
        <CloseIcon className="inline size-4 text-neutral-500 dark:text-neutral-400" />
        <span className="sr-only">{t("notIncluded")}</span>
      </>
    );
  return <span>{t(`values.${value}`)}</span>;
}
