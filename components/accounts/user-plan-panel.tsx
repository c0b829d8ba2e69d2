import { BoxSection } from "@/components/content/titled-section";
import { getLocale, getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { formatDateTime } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";
import type { PlanChange, PlanStatus } from "@/lib/accounts/queries/plans";
import { UserPlanForm } from "./plan-form";

/**
 * For the back office's user page (the page calls requireAdmin and reads the plan): the user's plan, the plan they
 * asked for, a form to set it once the team has confirmed and invoiced it, and who changed it when.
 */
export async function UserPlanPanel({
  userId,
  status,
  changes,
}: {
  userId: string;
  status: PlanStatus;
  changes: PlanChange[];
}) {
  const [t, locale] = await Promise.all([getTranslations("plans"), getLocale()]);
  const date = (value: string) => formatDateTime(value, locale as Locale);
  return (
    <BoxSection id="user-plan" title={t("admin.title")} className="space-y-3" data-testid="user-plan">
      {status.requested && status.requestedAt ? (
        <p className="dark:text-warning-200 text-sm font-medium text-warning-800">
          {t("admin.requested", { plan: t(`names.${status.requested}`), date: date(status.requestedAt) })}
        </p>
      ) : null}
      <ClientMessages namespaces={["plans", "formKit"]}>
        <UserPlanForm userId={userId} plan={status.plan} />
      </ClientMessages>
      <h3 className="text-sm font-semibold">{t("admin.history")}</h3>
      {changes.length === 0 ? (
        <p className="text-sm text-neutral-700 dark:text-neutral-300">{t("admin.none")}</p>
      ) : (
        <ul className="space-y-1 text-sm text-neutral-700 dark:text-neutral-300">
          {changes.map((c) => (
            <li key={c.changedAt}>
              {t("admin.change", {
                previous: t(`names.${c.previousPlan}`),
                plan: t(`names.${c.plan}`),
                admin: c.changedBy ?? t("admin.unknownAdmin"),
                date: date(c.changedAt),
              })}
            </li>
          ))}
        </ul>
      )}
    </BoxSection>
  );
}
