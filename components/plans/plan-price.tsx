import { useFormatter, useTranslations } from "next-intl";
import type { Plan } from "@/lib/plans";

/** "79 $ / mois" or "Gratuit"; yearly shows the yearly total. */
export function PlanPrice({ plan, billing = "monthly" }: { plan: Plan; billing?: "monthly" | "yearly" }) {
  const t = useTranslations("plans");
  const format = useFormatter();
  const amount = billing === "monthly" ? plan.monthlyPrice : plan.yearlyPrice;
  if (amount === 0) return <span className="text-4xl font-bold tracking-tight">{t("free")}</span>;
  return (
    <span className="flex items-baseline gap-1">
      <span className="text-4xl font-bold tracking-tight">{format.number(amount, { style: "currency", currency: "CAD", currencyDisplay: "narrowSymbol", maximumFractionDigits: 0 })}</span>
      <span className="text-sm text-neutral-600 dark:text-neutral-400">{billing === "monthly" ? t("perMonth") : t("perYear")}</span>
    </span>
  );
}
