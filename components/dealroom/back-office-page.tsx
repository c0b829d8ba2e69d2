import { getTranslations } from "next-intl/server";
import type { Column } from "@/components/data-table/data-table";
import { ListHeader, TableList } from "@/components/data-table/list-page";
import { readTableQuery } from "@/components/data-table/query";
import { ReportFilters } from "@/components/data-table/report-filters";
import { ReportTabs } from "@/components/data-table/report-tabs";
import { accessState } from "@/lib/dealroom/access";
import { buyerFilePath, sellerFilePath } from "@/lib/dealroom/paths";
import { listRequests, listRooms, type RequestRow, type RoomRow } from "@/lib/dealroom/queries/requests";
import { formatDate, formatDateTime } from "@/lib/i18n/format";
import { localizedText } from "@/lib/i18n/localized-text";
import { getPathname, Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { createClient } from "@/lib/supabase/server";

const PATH = "/admin/gestion/dossiers";
const PAGE_SIZE = 25;
const STATUSES = ["pending", "approved", "declined", "revoked"] as const;
type Raw = Record<string, string | string[] | undefined>;
const link = "font-medium text-primary-800 underline dark:text-primary-300";

/**
 * The back office's confidential files (issue 41), read-only: the access requests with their signed
 * agreements, and the files with their documents and activity; searchable. Admins only (the layout
 * checks; list_dealroom_requests and list_dealrooms show an admin everything through RLS).
 */
export async function DealroomBackOfficePage({ locale, search }: { locale: Locale; search: Raw }) {
  const view = search.view === "files" ? "files" : "requests";
  const t = await getTranslations({ locale, namespace: "dealroom.admin" });
  return (
    <div className="space-y-6">
      <ListHeader title={t("title")} intro={t("intro")} />
      <ReportTabs
        label={t("views")}
        tabs={[
          { href: PATH, label: t("requestsTab"), current: view === "requests" },
          { href: `${PATH}?view=files`, label: t("filesTab"), current: view === "files" },
        ]}
      />
      {view === "requests" ? <Requests locale={locale} search={search} /> : <Files locale={locale} search={search} />}
    </div>
  );
}

async function Requests({ locale, search }: { locale: Locale; search: Raw }) {
  const t = await getTranslations({ locale, namespace: "dealroom" });
  const query = readTableQuery(search, {
    sorts: ["signed"] as const,
    defaultSort: "signed",
    defaultDir: "desc",
    filters: ["status", "q"] as const,
  });
  const status = STATUSES.find((s) => s === query.filters.status);
  const { rows, total } = await listRequests(await createClient(), {
    scope: "all",
    status,
    search: query.filters.q,
    limit: PAGE_SIZE,
    offset: (query.page - 1) * PAGE_SIZE,
  });
  const columns: Column<RequestRow, "signed">[] = [
    {
      key: "buyer",
      header: t("admin.colBuyer"),
      cell: (r) => (
        <div className="min-w-48">
          <p className="font-medium">{r.signed_name}</p>
          <p className="text-sm break-all text-neutral-700 dark:text-neutral-300">{r.buyer_email}</p>
        </div>
      ),
    },
    {
      key: "listing",
      header: t("admin.colListing"),
      cell: (r) => (
        <Link href={sellerFilePath(r.kind, r.listing_id)} className={link}>
          {localizedText(r.listing_title_fr, r.listing_title_en, locale)?.text}
        </Link>
      ),
    },
    {
      key: "state",
      header: t("admin.colState"),
      cell: (r) => t(`decision.states.${accessState({ ...r, listingStatus: r.listing_status })}`),
    },
    {
      key: "agreement",
      header: t("admin.colAgreement"),
      wide: true,
      cell: (r) => (
        <div className="space-y-1 text-sm">
          <p>
            {t("admin.agreement", {
              version: r.agreement_version ?? 0,
              language: r.agreement_locale === "en" ? "EN" : "FR",
              hash: (r.agreement_sha256 ?? "").slice(0, 12),
            })}
          </p>
          <a href={`/api/dealroom/agreements/${r.id}?locale=${locale}`} className={link} download>
            {t("decision.agreement")}
          </a>
        </div>
      ),
    },
    { key: "signed", header: t("admin.colSigned"), sort: "signed", cell: (r) => formatDateTime(r.signed_at, locale) },
  ];
  return (
    <>
      <ReportFilters
        id="dealroom-requests"
        label={t("admin.filters")}
        action={getPathname({ locale, href: PATH })}
        values={query.filters}
        filters={[
          {
            name: "status",
            label: t("admin.status"),
            type: "select",
            any: t("admin.anyStatus"),
            options: STATUSES.map((s) => ({ value: s, label: t(`admin.statuses.${s}`) })),
          },
          { name: "q", label: t("admin.search"), type: "search" },
        ]}
        apply={t("admin.apply")}
        reset={t("admin.reset")}
        resetHref={PATH}
      />
      <TableList
        status={t("admin.requests", { count: total })}
        caption={t("admin.requestsTab")}
        rows={rows}
        columns={columns}
        rowKey={(r) => String(r.id)}
        query={query}
        pathname={PATH}
        empty={t("admin.empty")}
        total={total}
        pageSize={PAGE_SIZE}
        search={search}
        locale={locale}
      />
    </>
  );
}

async function Files({ locale, search }: { locale: Locale; search: Raw }) {
  const t = await getTranslations({ locale, namespace: "dealroom" });
  const query = readTableQuery(search, {
    sorts: ["updated"] as const,
    defaultSort: "updated",
    defaultDir: "desc",
    filters: ["q"] as const,
  });
  const { rows, total } = await listRooms(await createClient(), {
    search: query.filters.q,
    limit: PAGE_SIZE,
    offset: (query.page - 1) * PAGE_SIZE,
  });
  const columns: Column<RoomRow, "updated">[] = [
    {
      key: "listing",
      header: t("admin.colListing"),
      cell: (r) => (
        <div className="min-w-48 space-y-1">
          <Link href={sellerFilePath(r.kind, r.listing_id)} className={link}>
            {localizedText(r.listing_title_fr, r.listing_title_en, locale)?.text}
          </Link>
          <p className="text-sm text-neutral-700 dark:text-neutral-300">
            <Link href={buyerFilePath(r.kind, r.listing_slug)} className="underline">
              {r.kind === "entreprise" ? `E-${r.listing_id}` : `I-${r.listing_id}`}
            </Link>
          </p>
        </div>
      ),
    },
    { key: "documents", header: t("admin.colDocuments"), align: "end", cell: (r) => r.document_count },
    {
      key: "requests",
      header: t("admin.colRequests"),
      cell: (r) =>
        t("admin.requestCounts", { total: Number(r.requests), pending: Number(r.pending), active: Number(r.active) }),
    },
    {
      key: "last",
      header: t("admin.colLastAccess"),
      wide: true,
      cell: (r) => (r.last_event_at ? formatDateTime(r.last_event_at, locale) : "—"),
    },
    { key: "updated", header: t("admin.colUpdated"), sort: "updated", cell: (r) => formatDate(r.updated_at, locale) },
  ];
  return (
    <>
      <ReportFilters
        id="dealroom-files"
        label={t("admin.filters")}
        action={getPathname({ locale, href: PATH })}
        values={query.filters}
        hidden={{ view: "files" }}
        filters={[{ name: "q", label: t("admin.search"), type: "search" }]}
        apply={t("admin.apply")}
        reset={t("admin.reset")}
        resetHref={`${PATH}?view=files`}
      />
      <TableList
        status={t("admin.files", { count: total })}
        caption={t("admin.filesTab")}
        rows={rows}
        columns={columns}
        rowKey={(r) => String(r.id)}
        query={query}
        pathname={PATH}
        empty={t("admin.emptyFiles")}
        total={total}
        pageSize={PAGE_SIZE}
        search={search}
        locale={locale}
      />
    </>
  );
}
