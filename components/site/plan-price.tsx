import { useFormatter, useTranslations } from "next-intl";
import { yearlyMonthlyEquivalent, type Plan } from "@/lib/accounts/plans";

/** "79 $ / mois" or "Gratuit"; yearly shows the yearly total. */
export function PlanPrice({ plan, billing = "monthly" }: { plan: Plan; billing?: "monthly" | "yearly" }) {
  const t = useTranslations("plans");
  const format = useFormatter();
  const amount = billing === "monthly" ? plan.monthlyPrice : plan.yearlyPrice;
  const money = (value: number, cents = false) =>
    format.number(value, {
      style: "currency",
      currency: "CAD",
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: cents ? 2 : 0,
      maximumFractionDigits: cents ? 2 : 0,
    });
  if (amount === 0) return <span className="text-4xl font-bold tracking-tight">{t("free")}</span>;
  return (
    <span className="block">
      <span className="flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight">{money(amount)}</span>
        <span className="text-sm text-neutral-600 dark:text-neutral-400">
          {billing === "monthly" ? t("perMonth") : t("perYear")}
        </span>
      </span>
      {billing === "yearly" ? (
        // The same prices as /forfaits: the yearly total beside the monthly price it comes from.
        <span
          data-testid="plan-yearly-equivalent"
          className="mt-1 block text-sm text-neutral-700 dark:text-neutral-300"
        >
          {t("yearlyEquivalent", {
            amount: money(yearlyMonthlyEquivalent(plan), true),
            monthly: money(plan.monthlyPrice),
          })}
        </span>
      ) : null}
    </span>
  );
}
