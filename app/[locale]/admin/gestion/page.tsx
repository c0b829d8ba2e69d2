import { BoxSection } from "@/components/content/titled-section";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ListHeader } from "@/components/data-table/list-page";
import { ClientMessages } from "@/components/i18n/client-messages";
import { ActivityChart } from "@/components/reports/activity-chart";
import { WorkCard } from "@/components/site/work-card";
import { HeaderRow } from "@/components/ui/header-row";
import { ModerationEventList } from "@/components/moderation/moderation-event-list";
import { RetryOutboxButton } from "@/components/moderation/retry-outbox-button";
import { formatDate, formatNumber } from "@/lib/i18n/format";
import { ACTIVITY_METRICS, getAdminOverview } from "@/lib/reports/queries/activity";
import type { Locale } from "@/lib/i18n/routing";
import { createClient } from "@/lib/supabase/server";
import { ITEM_KINDS, itemPaths } from "@/lib/listings/kinds";
import { signedInMetadata } from "@/lib/site/metadata";

export const generateMetadata = signedInMetadata("moderation.overview.metaTitle");

/** The back office's home (the layout checks requireAdmin): what waits for review, e-mails that did not go, the latest decisions. */
export default async function GestionOverviewPage({ params }: PageProps<"/[locale]/admin/gestion">) {
  const { locale: raw } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const t = await getTranslations("moderation");
  const tDash = await getTranslations("gestionDashboard");
  const client = await createClient();
  const { queue: counts, work, activity, failed, events: recent } = await getAdminOverview(client, 30, 15);

  return (
    <div className="space-y-10">
      <ListHeader title={t("overview.title")} intro={t("overview.intro")} />

      <BoxSection id="overview-waiting" title={t("overview.waitingTitle")} className="space-y-4">
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {ITEM_KINDS.map((kind) => (
            <li key={kind}>
              <WorkCard
                href={`${itemPaths[kind].gestion}?status=submitted`}
                label={t(`kinds.${kind}`)}
                value={t("overview.waiting", { count: counts[kind].submitted ?? 0 })}
                note={t("overview.published", { count: counts[kind].published ?? 0 })}
                testId={`waiting-${kind}`}
              />
            </li>
          ))}
          {(
            [
              ["revisions", itemPaths.entreprise.gestion, work.pendingRevisions],
              ["financing", "/admin/gestion/financement#status-new", work.newFinancingRequests],
              ["messages", "/admin/gestion/formulaires", work.unhandledMessages],
            ] as const
          ).map(([key, href, count]) => (
            <li key={key}>
              <WorkCard
                href={href}
                label={tDash(key)}
                value={tDash(`${key}Count`, { count })}
                testId={`waiting-${key}`}
              />
            </li>
          ))}
        </ul>
      </BoxSection>

      <section aria-labelledby="overview-activity" className="space-y-4">
        <div className="space-y-1">
          <h2 id="overview-activity" className="text-lg font-semibold">
            {tDash("activityTitle")}
          </h2>
          <p className="text-sm text-neutral-700 dark:text-neutral-300">{tDash("activityIntro")}</p>
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          {ACTIVITY_METRICS.map((metric) => {
            const points = activity.map((d) => ({ day: d.day, value: d[metric] }));
            const total = points.reduce((sum, p) => sum + p.value, 0);
            const best = points.reduce((a, b) => (b.value > a.value ? b : a), points[0] ?? { day: "", value: 0 });
            return (
              <ActivityChart
                key={metric}
                id={`activity-${metric}`}
                title={tDash(`metrics.${metric}`)}
                points={points}
                locale={locale}
                labels={{
                  total: tDash("total", { total: formatNumber(total, locale) }),
                  summary: tDash("summary", {
                    total: formatNumber(total, locale),
                    days: points.length,
                    best: formatNumber(best.value, locale),
                    bestDay: best.day ? formatDate(best.day, locale) : "—",
                    today: formatNumber(points.at(-1)?.value ?? 0, locale),
                  }),
                  showData: tDash("showData"),
                  day: tDash("day"),
                  value: tDash(`metrics.${metric}`),
                }}
              />
            );
          })}
        </div>
      </section>

      <section aria-labelledby="overview-failed" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="overview-failed" className="text-lg font-semibold">
            {t("overview.failedTitle")}
          </h2>
          {failed.length > 0 ? (
            <ClientMessages namespaces={["moderation", "dataTable"]}>
              <RetryOutboxButton />
            </ClientMessages>
          ) : null}
        </div>
        {failed.length === 0 ? (
          <p className="text-neutral-700 dark:text-neutral-300">{t("overview.failedEmpty")}</p>
        ) : (
          <>
            <p className="text-sm text-neutral-700 dark:text-neutral-300">{t("overview.failedIntro")}</p>
            <div className="overflow-x-auto rounded-xl border border-neutral-200 dark:border-neutral-800">
              <table className="w-full min-w-[40rem] text-left text-sm">
                <caption className="sr-only">{t("overview.failedCaption")}</caption>
                <thead className="bg-neutral-50 text-xs tracking-wide text-neutral-700 uppercase dark:bg-neutral-900 dark:text-neutral-300">
                  <HeaderRow
                    labels={(["to", "subject", "about", "error", "attempts", "created"] as const).map((c) =>
                      t(`overview.columns.${c}`),
                    )}
                    className="px-3 py-3 font-semibold"
                  />
                </thead>
                <tbody className="divide-y divide-neutral-200 dark:divide-neutral-800">
                  {failed.map((m) => (
                    <tr key={m.id} className="bg-white align-top dark:bg-neutral-950">
                      <td className="px-3 py-3 break-all">{m.to_email}</td>
                      <td className="px-3 py-3">{m.subject}</td>
                      <td className="px-3 py-3">{m.subject_ref ?? "—"}</td>
                      <td className="px-3 py-3 text-error-800 dark:text-error-300">{m.last_error ?? "—"}</td>
                      <td className="px-3 py-3 tabular-nums">{m.attempts}</td>
                      <td className="px-3 py-3">{formatDate(m.created_at, locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>

      <BoxSection id="overview-recent" title={t("overview.recentTitle")} className="space-y-4">
        {recent.length === 0 ? (
          <p className="text-neutral-700 dark:text-neutral-300">{t("overview.recentEmpty")}</p>
        ) : (
          <ModerationEventList events={recent} locale={locale} showItem />
        )}
      </BoxSection>
    </div>
  );
}
