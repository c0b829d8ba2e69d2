import { BoxSection } from "@/components/content/titled-section";
import { getTranslations } from "next-intl/server";
import { SendTestDigestButton } from "@/components/alerts/send-test-digest-button";
import type { Column } from "@/components/data-table/data-table";
import { ListHeader, TableList } from "@/components/data-table/list-page";
import { readTableQuery } from "@/components/data-table/query";
import { describedBy, Field, inputClasses } from "@/components/forms/field";
import { ClientMessages } from "@/components/i18n/client-messages";
import { Button } from "@/components/ui/button";
import { GetForm } from "@/components/forms/get-form";
import { getUserAccount, listUsers } from "@/lib/accounts/queries/admin-users";
import { previewDigest } from "@/lib/alerts/digest-job";
import { DIGEST_FREQUENCIES, type DigestFrequency } from "@/lib/alerts/frequencies";
import { listAlertRuns, type AlertRun } from "@/lib/alerts/queries/runs";
import { requireAdmin } from "@/lib/auth/guards";
import { formatDateTime, formatNumber } from "@/lib/i18n/format";
import { getPathname, Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { createAdminClient } from "@/lib/supabase/admin";
import { createClient } from "@/lib/supabase/server";

const PATH = "/admin/gestion/test-digest";
const PAGE_SIZE = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Raw = Record<string, string | string[] | undefined>;

const personName = (p: { first_name: string | null; last_name: string | null; email: string | null }) =>
  [p.first_name, p.last_name].filter(Boolean).join(" ") || p.email || "—";

/**
 * The alert digests' test bench (issue 22): pick a person (search by e-mail or name, or oneself)
 * and a period, see the exact e-mail their alerts would send now (HTML in a sandboxed frame that
 * runs nothing, and text), send it to oneself, and read the last runs. Everything is in the URL.
 */
export async function TestDigestPage({ locale, search }: { locale: Locale; search: Raw }) {
  const { user: admin } = await requireAdmin();
  const query = readTableQuery(search, {
    sorts: ["started"] as const,
    defaultSort: "started",
    defaultDir: "desc",
    filters: ["q", "user", "frequency"] as const,
  });
  const f = query.filters;
  const frequency: DigestFrequency = (DIGEST_FREQUENCIES as readonly string[]).includes(f.frequency ?? "")
    ? (f.frequency as DigestFrequency)
    : "weekly";
  const chosen = f.user && UUID.test(f.user) ? f.user : null;
  const client = await createClient();
  const found = f.q ? await listUsers(client, { search: f.q, sort: "name", dir: "asc", limit: 10, offset: 0 }) : null;
  // A search picks anew: the person it found alone, or none until one is chosen among its matches
  // (never the admin, nor the person of an earlier search, under the new search's list).
  const userId =
    chosen && (!found || found.rows.some((row) => row.id === chosen))
      ? chosen
      : found
        ? found.rows.length === 1
          ? found.rows[0]!.id
          : null
        : admin.id;
  const [t, person, runs, preview] = await Promise.all([
    getTranslations({ locale, namespace: "testDigest" }),
    userId ? getUserAccount(client, userId) : Promise.resolve(null),
    listAlertRuns(client, { limit: PAGE_SIZE, offset: (query.page - 1) * PAGE_SIZE }),
    userId ? previewDigest(createAdminClient(), userId, frequency) : Promise.resolve(null),
  ]);
  const who = userId === admin.id ? t("yourself") : person ? personName(person) : userId;
  const previewHref = (id: string) => ({ pathname: PATH, query: { ...(f.q ? { q: f.q } : {}), user: id, frequency } });

  const columns: Column<AlertRun, "started">[] = [
    {
      key: "started",
      header: t("colStarted"),
      sort: "started",
      cell: (r) => formatDateTime(r.started_at, locale),
    },
    { key: "frequency", header: t("colFrequency"), cell: (r) => t(`frequencies.${r.frequency as DigestFrequency}`) },
    {
      key: "period",
      header: t("colPeriod"),
      cell: (r) => (
        <span>
          <code>{r.period_key}</code>
          {r.finished_at ? null : <span className="ml-2 text-xs">({t("running")})</span>}
        </span>
      ),
    },
    { key: "sent", header: t("colSent"), align: "end", cell: (r) => formatNumber(r.sent, locale) },
    { key: "skipped", header: t("colSkipped"), align: "end", cell: (r) => formatNumber(r.skipped, locale) },
    { key: "failed", header: t("colFailed"), align: "end", cell: (r) => formatNumber(r.failed, locale) },
  ];
  const card = "rounded-xl border border-neutral-200 p-4 dark:border-neutral-800";
  const link = "font-medium text-primary-800 underline underline-offset-2 dark:text-primary-300";

  return (
    <ClientMessages namespaces={["testDigest", "dataTable"]}>
      <div className="space-y-6">
        <ListHeader title={t("title")} intro={t("intro")} />

        <BoxSection
          id="digest-pick"
          title={t("pickTitle")}
          className={`${card} space-y-4 bg-white dark:bg-neutral-900`}
        >
          <GetForm action={getPathname({ locale, href: PATH })} className="grid gap-4 sm:grid-cols-[1fr_1fr_auto]">
            {userId && userId !== admin.id ? <input type="hidden" name="user" value={userId} /> : null}
            <Field id="digest-q" label={t("person")} hint={t("personHint")}>
              <input
                id="digest-q"
                name="q"
                type="search"
                defaultValue={f.q ?? ""}
                maxLength={200}
                autoComplete="off"
                {...describedBy("digest-q", undefined, t("personHint"))}
                className={inputClasses}
              />
            </Field>
            <Field id="digest-frequency" label={t("frequency")}>
              <select id="digest-frequency" name="frequency" defaultValue={frequency} className={inputClasses}>
                {DIGEST_FREQUENCIES.map((value) => (
                  <option key={value} value={value}>
                    {t(`frequencies.${value}`)}
                  </option>
                ))}
              </select>
            </Field>
            <div className="flex items-end">
              <Button type="submit">{t("find")}</Button>
            </div>
          </GetForm>
          {found ? (
            <div>
              <h3 className="text-sm font-semibold">{t("matches")}</h3>
              {found.rows.length ? (
                <ul className="mt-2 space-y-1 text-sm">
                  {found.rows.map((row) => (
                    <li key={row.id}>
                      <Link href={previewHref(row.id)} className={link}>
                        {t("choose", { name: personName(row) })}
                      </Link>{" "}
                      <span className="text-neutral-700 dark:text-neutral-300">{row.email}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">
                  {t("noMatch", { query: f.q ?? "" })}
                </p>
              )}
            </div>
          ) : null}
          {userId !== admin.id ? (
            <p className="text-sm">
              <Link href={{ pathname: PATH, query: { frequency } }} className={link}>
                {t("choose", { name: t("yourself") })}
              </Link>
            </p>
          ) : null}
        </BoxSection>

        <BoxSection
          id="digest-preview"
          title={userId ? t("previewTitle", { person: who ?? userId }) : t("previewNobody")}
          className="space-y-4"
        >
          {!userId ? (
            <p className="rounded-xl border border-dashed border-neutral-300 p-6 text-neutral-700 dark:border-neutral-700 dark:text-neutral-300">
              {found?.rows.length ? t("pickAmong") : t("noMatch", { query: f.q ?? "" })}
            </p>
          ) : preview ? (
            <>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div className="space-y-1">
                  <p className="font-medium" data-testid="digest-subject">
                    {t("subject", { subject: preview.subject })}
                  </p>
                  <p className="text-sm text-neutral-700 dark:text-neutral-300">
                    {t("summary", {
                      count: preview.listings,
                      alert: preview.alertName ?? t("preferences"),
                      language: t(`languages.${preview.locale}`),
                    })}
                  </p>
                </div>
                <SendTestDigestButton
                  userId={userId}
                  frequency={frequency}
                  label={t("send")}
                  success={t("sent", { to: admin.email ?? "" })}
                />
              </div>
              <div className="grid gap-4 xl:grid-cols-2">
                <div className={`${card} space-y-2`}>
                  <h3 className="font-semibold">{t("htmlTitle")}</h3>
                  {/* No allow-* token: the e-mail's HTML runs no script, submits nothing, opens nothing. */}
                  <iframe
                    title={t("frameTitle")}
                    sandbox=""
                    srcDoc={preview.html}
                    className="h-[36rem] w-full rounded-md border border-neutral-200 bg-white dark:border-neutral-700"
                  />
                </div>
                <div className={`${card} min-w-0 space-y-2`}>
                  <h3 className="font-semibold">{t("textTitle")}</h3>
                  <pre
                    className="max-h-[36rem] overflow-auto text-sm break-words whitespace-pre-wrap"
                    data-testid="digest-text"
                    tabIndex={0}
                  >
                    {preview.text}
                  </pre>
                </div>
              </div>
            </>
          ) : (
            <p className="rounded-xl border border-dashed border-neutral-300 p-6 text-neutral-700 dark:border-neutral-700 dark:text-neutral-300">
              {t("nothing")}
            </p>
          )}
        </BoxSection>

        <BoxSection id="digest-runs" title={t("runsTitle")} className="space-y-3">
          <TableList
            caption={t("runsTitle")}
            rows={runs.rows}
            columns={columns}
            rowKey={(r) => String(r.id)}
            query={query}
            pathname={PATH}
            empty={t("runsEmpty")}
            total={runs.total}
            pageSize={PAGE_SIZE}
            search={search}
            locale={locale}
          />
        </BoxSection>
      </div>
    </ClientMessages>
  );
}
