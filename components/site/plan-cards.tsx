import { useLocale, useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { Link } from "@/lib/i18n/navigation";
import { plans } from "@/lib/accounts/plans";
import type { Locale } from "@/lib/i18n/routing";
import { sellHref } from "@/lib/site/sell-link";
import { PlanFeatureList } from "@/components/accounts/plan-feature-list";
import { PlanPrice } from "./plan-price";

/** Presentation 1: one card per plan with what it includes. */
export function PlanCards({ billing = "monthly" }: { billing?: "monthly" | "yearly" }) {
  const t = useTranslations("plans");
  const locale = useLocale() as Locale;
  return (
    <ul className="grid gap-6 lg:grid-cols-3" data-testid="plan-cards">
      {plans.map((plan) => (
        <li
          key={plan.id}
          className={cn(
            "relative flex flex-col rounded-2xl border bg-white p-6 dark:bg-neutral-900",
            plan.recommended
              ? "border-primary-700 shadow-lg ring-1 ring-primary-700 dark:border-primary-400 dark:ring-primary-400"
              : "border-neutral-200 dark:border-neutral-800",
          )}
        >
          {plan.recommended ? (
            <p className="absolute -top-3 left-6 rounded-full bg-primary-700 px-3 py-0.5 text-xs font-semibold text-white dark:bg-primary-400 dark:text-neutral-950">
              {t("recommended")}
            </p>
          ) : null}
          <h2 className="text-xl font-semibold">{t(`names.${plan.id}`)}</h2>
          <p className="mt-1 min-h-12 text-sm text-neutral-700 dark:text-neutral-300">{t(`taglines.${plan.id}`)}</p>
          <div className="mt-4">
            <PlanPrice plan={plan} billing={billing} />
          </div>
          <PlanFeatureList plan={plan} className="mt-6 flex-1 space-y-2.5 text-sm" />
          <Link
            href={
              plan.cta.href.startsWith("/signup")
                ? sellHref(locale, Object.fromEntries(new URLSearchParams(plan.cta.href.split("?")[1])))
                : plan.cta.href
            }
            className={buttonClasses({ variant: plan.recommended ? "primary" : "outline", className: "mt-6 w-full" })}
          >
            {t(`cta.${plan.cta.key}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
