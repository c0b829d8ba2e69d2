import { TitledSection } from "@/components/content/titled-section";
import { getTranslations } from "next-intl/server";
import type { Column } from "@/components/data-table/data-table";
import { readTableQuery } from "@/components/data-table/query";
import { FilteredTable, selectFilter } from "@/components/data-table/report-filters";
import { ListHeader, TABLE_PAGE_SIZE as PAGE_SIZE } from "@/components/data-table/list-page";
import { ReportTabs } from "@/components/data-table/report-tabs";
import { ClientMessages } from "@/components/i18n/client-messages";
import { StatusBadge } from "@/components/moderation/status-badge";
import { SubmissionActions } from "@/components/reports/submission-actions";
import { UnsubscribeButton } from "@/components/reports/unsubscribe-button";
import { elision } from "@/lib/i18n/elision";
import { formatDate } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";
import {
  countNewFormSubmissions,
  listFormSubmissions,
  type FormSubmissionRow,
} from "@/lib/site/queries/form-submissions";
import { listNewsletterSubscribers, type NewsletterSubscriberRow } from "@/lib/site/queries/newsletter-subscribers";
import { createClient } from "@/lib/supabase/server";

const PATH = "/admin/gestion/formulaires";
/** Mail status as a badge tone of the moderation badge: sent is fine, failed needs the team. */
const MAIL_TONE = { sent: "published", failed: "rejected", pending: "submitted" } as const;

type Raw = Record<string, string | string[] | undefined>;

/** The contact form's messages (new / handled, mail status, reply, resend) and the newsletter's subscribers. */
export async function FormsPage({ locale, search }: { locale: Locale; search: Raw }) {
  const view = search.view === "subscribers" ? "subscribers" : "messages";
  const [t, client] = await Promise.all([getTranslations({ locale, namespace: "gestion.forms" }), createClient()]);
  const unhandled = await countNewFormSubmissions(client);
  return (
    <ClientMessages namespaces={["gestion", "dataTable"]}>
      <div className="space-y-6">
        <ListHeader title={t("title")} intro={t("intro")} />
        <ReportTabs
          label={t("views")}
          tabs={[
            { href: PATH, label: t("messagesTab", { count: unhandled }), current: view === "messages" },
            { href: `${PATH}?view=subscribers`, label: t("subscribersTab"), current: view === "subscribers" },
          ]}
        />
        {view === "messages" ? (
          <Messages locale={locale} search={search} />
        ) : (
          <Subscribers locale={locale} search={search} />
        )}
      </div>
    </ClientMessages>
  );
}

async function Messages({ locale, search }: { locale: Locale; search: Raw }) {
  const t = await getTranslations({ locale, namespace: "gestion.forms" });
  const query = readTableQuery(search, {
    sorts: ["created", "name"] as const,
    defaultSort: "created",
    defaultDir: "desc",
    filters: ["state", "mail", "q"] as const,
  });
  const f = query.filters;
  const state = f.state === "new" || f.state === "handled" ? f.state : undefined;
  const mail = f.mail === "pending" || f.mail === "sent" || f.mail === "failed" ? f.mail : undefined;
  const { rows, total } = await listFormSubmissions(await createClient(), {
    state,
    mailStatus: mail,
    search: f.q,
    sort: query.sort,
    dir: query.dir,
    limit: PAGE_SIZE,
    offset: (query.page - 1) * PAGE_SIZE,
  });
  const reply = (r: FormSubmissionRow) =>
    `mailto:${encodeURIComponent(r.email)}?subject=${encodeURIComponent(t("replySubject", { subject: r.subject }))}`;
  const columns: Column<FormSubmissionRow, "created" | "name">[] = [
    {
      key: "message",
      header: t("colMessage"),
      sort: "name",
      cell: (r) => (
        <div className="w-[calc(100vw-7rem)] space-y-1 md:w-auto md:min-w-72">
          <p className="font-semibold text-neutral-950 dark:text-white">{r.subject}</p>
          <p className="text-sm break-all text-neutral-700 dark:text-neutral-300">
            {t("from", { name: r.name, email: r.email, elision: elision(r.name) })}
            {r.phone ? ` · ${r.phone}` : ""}
          </p>
          <details>
            <summary className="cursor-pointer text-sm font-medium text-primary-800 underline-offset-2 hover:underline dark:text-primary-300">
              {t("read")}
            </summary>
            <p className="mt-2 max-w-xl text-sm whitespace-pre-line">{r.message}</p>
          </details>
          <p className="md:hidden">
            <StatusBadge
              status={r.handled_at ? "published" : "submitted"}
              label={r.handled_at ? t("handled") : t("new")}
            />
          </p>
          <div className="pt-1">
            <SubmissionActions
              id={r.id}
              name={r.name}
              replyHref={reply(r)}
              handled={r.handled_at !== null}
              mailStatus={r.mail_status}
            />
          </div>
        </div>
      ),
    },
    {
      key: "state",
      header: t("colState"),
      wide: true,
      cell: (r) => (
        <div className="space-y-1">
          <StatusBadge
            status={r.handled_at ? "published" : "submitted"}
            label={r.handled_at ? t("handled") : t("new")}
          />
          {r.handled_at ? (
            <p className="text-xs text-neutral-700 dark:text-neutral-300">{formatDate(r.handled_at, locale)}</p>
          ) : null}
        </div>
      ),
    },
    {
      key: "mail",
      header: t("colMail"),
      cell: (r) => (
        <div className="space-y-1">
          <StatusBadge status={MAIL_TONE[r.mail_status]} label={t(`mail.${r.mail_status}`)} />
          {r.mail_error ? (
            <p className="max-w-48 text-xs break-words text-neutral-700 dark:text-neutral-300">{r.mail_error}</p>
          ) : null}
        </div>
      ),
    },
    {
      key: "locale",
      header: t("colLanguage"),
      wide: true,
      cell: (r) => t(`languages.${r.locale === "en" ? "en" : "fr"}`),
    },
    { key: "created", header: t("colReceived"), sort: "created", cell: (r) => formatDate(r.created_at, locale) },
  ];
  return (
    <TitledSection id="messages-heading" title={t("messagesHeading")} className="space-y-4" titleClassName="sr-only">
      <FilteredTable
        t={t}
        id="messages"
        filters={[
          selectFilter("state", t("colState"), t("anyState"), [
            { value: "new", label: t("new") },
            { value: "handled", label: t("handled") },
          ]),
          selectFilter(
            "mail",
            t("colMail"),
            t("anyMail"),
            (["pending", "sent", "failed"] as const).map((s) => ({ value: s, label: t(`mail.${s}`) })),
          ),
          { name: "q", label: t("searchMessages"), type: "search" },
        ]}
        status={t("messagesTotal", { count: total })}
        caption={t("messagesHeading")}
        rows={rows}
        columns={columns}
        rowKey={(r) => r.id}
        query={query}
        pathname={PATH}
        empty={t("noMessages")}
        total={total}
        search={search}
        locale={locale}
      />
    </TitledSection>
  );
}

async function Subscribers({ locale, search }: { locale: Locale; search: Raw }) {
  const t = await getTranslations({ locale, namespace: "gestion.forms" });
  const query = readTableQuery(search, {
    sorts: ["consented", "email"] as const,
    defaultSort: "consented",
    defaultDir: "desc",
    filters: ["view", "state", "source", "lang", "q"] as const,
  });
  const f = query.filters;
  const { rows, total } = await listNewsletterSubscribers(await createClient(), {
    state: f.state === "active" || f.state === "unsubscribed" ? f.state : undefined,
    source: f.source && ["popup", "footer", "home"].includes(f.source) ? f.source : undefined,
    locale: f.lang === "fr" || f.lang === "en" ? f.lang : undefined,
    search: f.q,
    sort: query.sort,
    dir: query.dir,
    limit: PAGE_SIZE,
    offset: (query.page - 1) * PAGE_SIZE,
  });
  const source = (s: string) => (["popup", "footer", "home"].includes(s) ? t(`sources.${s as "popup"}`) : s);
  const columns: Column<NewsletterSubscriberRow, "consented" | "email">[] = [
    {
      key: "email",
      header: t("colEmail"),
      sort: "email",
      cell: (r) => (
        <div className="space-y-1">
          <p className="font-medium break-all">{r.email}</p>
          {r.unsubscribed_at ? (
            <p className="text-xs text-neutral-700 dark:text-neutral-300">
              {t("unsubscribedOn", { date: formatDate(r.unsubscribed_at, locale) })}
            </p>
          ) : (
            <UnsubscribeButton id={r.id} email={r.email} />
          )}
        </div>
      ),
    },
    { key: "source", header: t("colSource"), cell: (r) => source(r.source) },
    { key: "lang", header: t("colLanguage"), cell: (r) => t(`languages.${r.locale === "en" ? "en" : "fr"}`) },
    {
      key: "consented",
      header: t("colConsented"),
      sort: "consented",
      cell: (r) => (
        <details>
          <summary className="cursor-pointer">{formatDate(r.consented_at, locale)}</summary>
          <p className="mt-1 max-w-xs text-xs text-neutral-700 dark:text-neutral-300">{r.consent_text}</p>
        </details>
      ),
    },
  ];
  return (
    <TitledSection
      id="subscribers-heading"
      title={t("subscribersHeading")}
      className="space-y-4"
      titleClassName="sr-only"
    >
      <FilteredTable
        t={t}
        id="subscribers"
        filters={[
          selectFilter("state", t("colState"), t("anyState"), [
            { value: "active", label: t("active") },
            { value: "unsubscribed", label: t("unsubscribedState") },
          ]),
          selectFilter(
            "source",
            t("colSource"),
            t("anySource"),
            (["popup", "footer", "home"] as const).map((s) => ({ value: s, label: t(`sources.${s}`) })),
          ),
          selectFilter(
            "lang",
            t("colLanguage"),
            t("anyLanguage"),
            (["fr", "en"] as const).map((l) => ({ value: l, label: t(`languages.${l}`) })),
          ),
          { name: "q", label: t("searchEmail"), type: "search" },
        ]}
        hidden={{ view: "subscribers" }}
        resetHref={`${PATH}?view=subscribers`}
        status={t("subscribersTotal", { count: total })}
        caption={t("subscribersHeading")}
        rows={rows}
        columns={columns}
        rowKey={(r) => r.id}
        query={query}
        pathname={PATH}
        empty={t("noSubscribers")}
        total={total}
        search={search}
        locale={locale}
      />
    </TitledSection>
  );
}
