import { getTranslations } from "next-intl/server";
import type { Column } from "@/components/data-table/data-table";
import { TableList } from "@/components/data-table/list-page";
import { readTableQuery } from "@/components/data-table/query";
import { SearchForm } from "@/components/data-table/search-form";
import {
  INVITATION_SORTS,
  listInvitations,
  type ListedInvitation,
  type InvitationSort,
} from "@/lib/accounts/queries/invitations";
import { formatDate } from "@/lib/i18n/format";
import { getPathname } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { createClient } from "@/lib/supabase/server";
import { InvitationActions } from "./invitation-actions";

const PAGE_SIZE = 25;

type Raw = Record<string, string | string[] | undefined>;

/**
 * The pending invitations of imported people (admins; RLS shows anyone else none): search by
 * e-mail or name, order, pages, all in the URL; resend or cancel each. The page wraps it in the
 * `invitations` and `dataTable` client messages.
 */
export async function InvitationList({
  locale,
  pathname,
  searchParams,
}: {
  locale: Locale;
  pathname: string;
  searchParams: Raw;
}) {
  const t = await getTranslations({ locale, namespace: "invitations" });
  const query = readTableQuery<InvitationSort, "q">(searchParams, {
    sorts: INVITATION_SORTS,
    defaultSort: "created",
    defaultDir: "desc",
    filters: ["q"],
  });
  const { rows, total } = await listInvitations(await createClient(), {
    search: query.filters.q,
    sort: query.sort,
    dir: query.dir,
    offset: (query.page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });

  const columns: Column<ListedInvitation, InvitationSort>[] = [
    {
      key: "email",
      header: t("columns.email"),
      sort: "email",
      cell: (r) => <span className="font-medium break-all text-neutral-950 dark:text-white">{r.email}</span>,
    },
    {
      key: "name",
      header: t("columns.name"),
      sort: "name",
      cell: (r) => [r.first_name, r.last_name].filter(Boolean).join(" ") || "—",
    },
    { key: "language", header: t("columns.language"), wide: true, cell: (r) => t(`languages.${r.locale}`) },
    {
      key: "admin",
      header: t("columns.admin"),
      cell: (r) =>
        r.is_admin ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">
            {t("adminYes")}
          </span>
        ) : (
          t("adminNo")
        ),
    },
    {
      key: "sent",
      header: t("columns.sent"),
      wide: true,
      cell: (r) => (
        <div className="space-y-0.5">
          <p className={r.send_status === "failed" ? "font-medium text-red-800 dark:text-red-300" : undefined}>
            {r.send_status === "sent" && r.sent_at
              ? t("status.sent", { date: formatDate(r.sent_at, locale) })
              : t(r.send_status === "failed" ? "status.failed" : "status.pending")}
          </p>
          {r.send_count > 1 ? (
            <p className="text-xs text-neutral-700 dark:text-neutral-300">{t("sendCount", { count: r.send_count })}</p>
          ) : null}
        </div>
      ),
    },
    {
      key: "expires",
      header: t("columns.expires"),
      sort: "expires",
      cell: (r) => <span className="whitespace-nowrap">{formatDate(r.expires_at, locale)}</span>,
    },
    { key: "actions", header: t("columns.actions"), cell: (r) => <InvitationActions id={r.id} email={r.email} /> },
  ];

  return (
    <section className="space-y-4" aria-labelledby="invitations-title">
      <div className="space-y-2">
        <h2 id="invitations-title" className="text-xl font-bold tracking-tight">
          {t("title")}
        </h2>
        <p className="max-w-3xl text-neutral-700 dark:text-neutral-300">{t("intro")}</p>
      </div>
      <SearchForm
        action={getPathname({ locale, href: pathname })}
        label={t("filtersLabel")}
        search={t("search")}
        value={query.filters.q}
        sort={query.sort}
        dir={query.dir}
        apply={t("apply")}
        reset={t("reset")}
        resetHref={pathname}
      />
      <TableList
        status={t("total", { count: total })}
        caption={t("caption")}
        rows={rows}
        columns={columns}
        rowKey={(r) => String(r.id)}
        query={query}
        pathname={pathname}
        empty={query.filters.q ? t("empty") : t("emptyAll")}
        total={total}
        pageSize={PAGE_SIZE}
        search={searchParams}
        locale={locale}
      />
    </section>
  );
}
