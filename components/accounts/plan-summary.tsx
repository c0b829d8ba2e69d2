import { getLocale, getTranslations } from "next-intl/server";
import { PlanFeatureList } from "./plan-feature-list";
import { ClientMessages } from "@/components/i18n/client-messages";
import { formatDate } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";
import { Link } from "@/lib/i18n/navigation";
import type { PlanStatus } from "@/lib/accounts/queries/plans";
import { planById, type PlanId } from "@/lib/accounts/plans";
import { PlanRequestForm } from "./plan-form";

const ACTIVE_LIMITS = { one: 1, three: 3 } as const;

/**
 * The workspace's plan card: the plan in force, how many active listings it leaves, what it allows,
 * the plan asked for and not settled yet, and the truth about payment (the team confirms and invoices).
 */
export async function PlanSummary({
  status,
  activeListings,
  chosen,
}: {
  status: PlanStatus;
  activeListings: number;
  /** A plan just chosen on /forfaits, offered in the request form. */
  chosen: PlanId | null;
}) {
  const [t, locale] = await Promise.all([getTranslations("plans"), getLocale()]);
  const plan = planById(status.plan);
  const limit = plan.features.activeListings;
  return (
    <section
      id="forfait"
      aria-labelledby="ws-plan"
      className="rounded-xl border border-neutral-200 bg-white p-5 shadow-sm dark:border-neutral-800 dark:bg-neutral-900"
      data-testid="workspace-plan"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="ws-plan" className="font-semibold">
          {t("account.title")}
        </h2>
        <Link href="/forfaits" className="text-sm font-medium underline">
          {t("account.compare")}
        </Link>
      </div>
      <p className="mt-2 text-2xl font-bold">{t("account.current", { plan: t(`names.${plan.id}`) })}</p>
      <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
        {limit === "one" || limit === "three"
          ? t("account.activeListings", { used: activeListings, limit: ACTIVE_LIMITS[limit] })
          : t("account.activeListingsUnlimited", { used: activeListings })}
      </p>
      {status.requested && status.requestedAt ? (
        <p
          className="mt-3 rounded-lg border border-warning-300 bg-warning-50 p-3 text-sm dark:border-warning-700 dark:bg-neutral-950"
          data-testid="plan-requested"
        >
          {t("account.requested", {
            plan: t(`names.${status.requested}`),
            date: formatDate(status.requestedAt, locale as Locale),
          })}
        </p>
      ) : null}
      <h3 className="mt-4 text-sm font-semibold">{t("account.allows")}</h3>
      <PlanFeatureList plan={plan} className="mt-2 grid gap-1.5 text-sm sm:grid-cols-2" />
      <div className="mt-4 border-t border-neutral-200 pt-4 dark:border-neutral-800">
        <ClientMessages namespaces={["plans", "formKit"]}>
          <PlanRequestForm plan={chosen ?? status.requested ?? status.plan} current={status.plan} />
        </ClientMessages>
        <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">{t("account.payment")}</p>
      </div>
    </section>
  );
}
