import { BoxSection } from "@/components/content/titled-section";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import type { NotionPlan, PlannedTerm, PlanStatus } from "@/lib/taxonomy/notion/plan";
import { planCounts } from "@/lib/taxonomy/notion/plan";
import type { NotionFailure } from "@/lib/taxonomy/notion/read";
import { NotionApplyButton } from "./notion-apply-button";
import { HeaderRow } from "@/components/ui/header-row";

const PATH = "/admin/gestion/notion";

/** What the page shows: what to set, why Notion could not be read, or the plan. */
export type NotionSyncState =
  | { kind: "setup" }
  | { kind: "failed"; failure: NotionFailure; property?: string }
  | { kind: "plan"; plan: NotionPlan; fingerprint: string };

const statusClasses: Record<PlanStatus, string> = {
  create: "bg-success-100 text-success-900 dark:bg-success-900/60 dark:text-success-100",
  update: "bg-warning-100 text-warning-900 dark:bg-warning-900/60 dark:text-warning-100",
  unchanged: "bg-neutral-100 text-neutral-800 dark:bg-neutral-800 dark:text-neutral-200",
};

const muted = "text-neutral-700 dark:text-neutral-300";

const tones = {
  plain: "border-neutral-200 dark:border-neutral-800",
  info: "border-secondary-300 bg-secondary-50 text-secondary-900 dark:border-secondary-800 dark:bg-secondary-950/60 dark:text-secondary-100",
  warning:
    "border-warning-300 bg-warning-50 text-warning-900 dark:border-warning-800 dark:bg-warning-950/60 dark:text-warning-100",
};

/** A titled part of the page in a frame; `tone` colours it. */
function Panel({
  id,
  title,
  tone = "plain",
  children,
}: {
  id: string;
  title: string;
  tone?: keyof typeof tones;
  children: React.ReactNode;
}) {
  return (
    <BoxSection id={id} title={title} className={cn("space-y-3 rounded-xl border p-4", tones[tone])}>
      {children}
    </BoxSection>
  );
}

async function Shape({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "notion.shape" });
  return (
    <Panel id="notion-shape" title={t("title")}>
      <p className={muted}>{t("intro")}</p>
      <ul className={cn("list-disc space-y-1 ps-6", muted)}>
        <li>{t("nameFr")}</li>
        <li>{t("nameEn")}</li>
        <li>{t("sectors")}</li>
      </ul>
      <p className={muted}>{t("matching")}</p>
    </Panel>
  );
}

function Before({ label }: { label: string }) {
  return (
    <span className="block text-xs text-neutral-600 line-through decoration-1 dark:text-neutral-400">{label}</span>
  );
}

async function TermTable({
  locale,
  id,
  terms,
  categories,
}: {
  locale: Locale;
  id: string;
  terms: PlannedTerm[];
  categories?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: "notion" });
  const title = categories ? t("categories") : t("industries");
  const none = t("none");
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold">
        {title} <span className="text-base font-normal text-neutral-600 dark:text-neutral-400">({terms.length})</span>
      </h2>
      {terms.length === 0 ? (
        <p className={muted}>{t("empty")}</p>
      ) : (
        <div
          role="region"
          aria-labelledby={id}
          tabIndex={0}
          className="overflow-x-auto rounded-xl border border-neutral-200 focus-visible:ring-2 focus-visible:ring-primary-600 focus-visible:outline-none dark:border-neutral-800"
        >
          <table
            className={cn("w-full border-collapse text-left text-sm", categories ? "min-w-[36rem]" : "min-w-[26rem]")}
          >
            <caption className="sr-only">{title}</caption>
            <thead className="bg-neutral-50 text-xs tracking-wide text-neutral-700 uppercase dark:bg-neutral-900 dark:text-neutral-300">
              <HeaderRow
                labels={[
                  t("columns.nameFr"),
                  t("columns.nameEn"),
                  categories ? t("columns.sectors") : null,
                  t("columns.status"),
                ]}
                className="px-3 py-2 font-semibold"
              />
            </thead>
            <tbody className="divide-y divide-neutral-200 dark:divide-neutral-800">
              {terms.map((term) => {
                const before = term.before;
                const sectors = term.sectors.join(", ");
                const sectorsBefore = before?.sectors.join(", ");
                return (
                  <tr key={term.notionId} className="align-top">
                    <th scope="row" className="px-3 py-2 font-medium">
                      {before && before.nameFr !== term.nameFr ? (
                        <Before label={t("before", { value: before.nameFr })} />
                      ) : null}
                      {term.nameFr}
                    </th>
                    <td className="px-3 py-2">
                      {before && before.nameEn !== term.nameEn ? (
                        <Before label={t("before", { value: before.nameEn ?? none })} />
                      ) : null}
                      {term.nameEn ?? <span className="text-neutral-600 dark:text-neutral-400">{none}</span>}
                    </td>
                    {categories ? (
                      <td className="px-3 py-2">
                        {before && sectorsBefore !== sectors ? (
                          <Before label={t("before", { value: sectorsBefore || none })} />
                        ) : null}
                        {sectors}
                      </td>
                    ) : null}
                    <td className="px-3 py-2">
                      <span
                        className={cn(
                          "inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
                          statusClasses[term.status],
                        )}
                      >
                        {t(`status.${term.status}`)}
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

async function Plan({ locale, plan, fingerprint }: { locale: Locale; plan: NotionPlan; fingerprint: string }) {
  const t = await getTranslations({ locale, namespace: "notion" });
  const counts = planCounts(plan);
  const changes = counts.create + counts.update > 0;
  return (
    <>
      <Panel id="notion-summary" title={t("summary.title")}>
        <ul className="flex flex-wrap gap-2">
          {(["create", "update", "unchanged"] as const).map((status) => (
            <li key={status} className={cn("rounded-full px-3 py-1 text-sm font-semibold", statusClasses[status])}>
              {t(`summary.${status}`, { count: counts[status] })}
            </li>
          ))}
        </ul>
        {changes ? null : (
          <p role="status" className={muted}>
            {t("summary.nothing")}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {changes ? (
            <ClientMessages namespaces={["notion.errors", "taxonomy.errors", "dataTable"]}>
              <NotionApplyButton
                fingerprint={fingerprint}
                text={{
                  button: t("apply.button"),
                  title: t("apply.confirmTitle"),
                  body: t("apply.confirmBody", {
                    create: counts.create,
                    update: counts.update,
                    both: counts.create && counts.update ? "yes" : "no",
                  }),
                  confirm: t("apply.confirm"),
                  done: t("apply.done"),
                }}
              />
            </ClientMessages>
          ) : null}
          <Link href={PATH} className={buttonClasses({ variant: "outline" })}>
            {t("summary.reload")}
          </Link>
        </div>
      </Panel>
      {plan.problems.length > 0 ? (
        <Panel id="notion-problems" title={t("problems.title")} tone="warning">
          <p>{t("problems.intro")}</p>
          <ul className="list-disc space-y-1 ps-6">
            {plan.problems.map((p) => (
              <li key={`${p.notionId}-${p.code}`}>
                <span className="font-medium">{p.name || t("problems.unnamed")}</span> — {t(`problems.${p.code}`)}
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
      <TermTable locale={locale} id="notion-industries" terms={plan.industries} />
      <TermTable locale={locale} id="notion-categories" terms={plan.categories} categories />
      {plan.absent.industries.length + plan.absent.categories.length > 0 ? (
        <Panel id="notion-absent" title={t("absent.title")}>
          <p className={muted}>{t("absent.intro")}</p>
          <ul className={cn("list-disc ps-6", muted)}>
            {[...plan.absent.industries, ...plan.absent.categories].map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </Panel>
      ) : null}
    </>
  );
}

/** /admin/gestion/notion (issue 22): the Notion sync's setup, its failure, or its preview and apply. */
export async function NotionSync({ locale, state }: { locale: Locale; state: NotionSyncState }) {
  const t = await getTranslations({ locale, namespace: "notion" });
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("title")}</h1>
        <p className={cn("max-w-3xl", muted)}>{t("intro")}</p>
      </header>
      {state.kind === "setup" ? (
        <Panel id="notion-setup" title={t("setup.title")} tone="info">
          <p>{t("setup.body")}</p>
          <dl className="space-y-2">
            <div>
              <dt>
                <code className="font-mono font-semibold">NOTION_TOKEN</code>
              </dt>
              <dd>{t("setup.token")}</dd>
            </div>
            <div>
              <dt>
                <code className="font-mono font-semibold">NOTION_DATABASE_ID</code>
              </dt>
              <dd>{t("setup.database")}</dd>
            </div>
          </dl>
          <p>{t("setup.where")}</p>
        </Panel>
      ) : null}
      {state.kind === "failed" ? (
        <div
          role="alert"
          className="space-y-3 rounded-xl border border-error-300 bg-error-50 p-4 text-error-900 dark:border-error-800 dark:bg-error-950/60 dark:text-error-100"
        >
          <h2 className="text-lg font-semibold">{t("errors.title")}</h2>
          <p>
            {state.failure === "shape"
              ? state.property
                ? t("errors.shape", { property: state.property })
                : t("errors.shapeShort")
              : t(`errors.${state.failure}`)}
          </p>
          <Link href={PATH} className={buttonClasses({ variant: "outline" })}>
            {t("errors.retry")}
          </Link>
        </div>
      ) : null}
      {state.kind === "plan" ? <Plan locale={locale} plan={state.plan} fingerprint={state.fingerprint} /> : null}
      <Shape locale={locale} />
    </div>
  );
}
