import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { isPaidPlan, type PlanId } from "@/lib/accounts/plans";

/** On the sign-up page: the plan chosen on /forfaits, and how a paid one is paid (outside the site). */
export function ChosenPlan({ plan }: { plan: PlanId }) {
  const t = useTranslations("plans");
  return (
    <div
      className="rounded-lg border border-primary-200 bg-primary-50 p-4 text-sm dark:border-primary-800 dark:bg-neutral-900"
      data-testid="chosen-plan"
    >
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <strong className="font-semibold">{t("signup.chosen", { plan: t(`names.${plan}`) })}</strong>
        <Link href="/forfaits" className="text-primary-800 underline underline-offset-2 dark:text-primary-300">
          {t("signup.change")}
        </Link>
      </p>
      <p className="mt-1 text-neutral-800 dark:text-neutral-200">
        {isPaidPlan(plan) ? t("signup.paid") : t("signup.free")}
      </p>
    </div>
  );
}
