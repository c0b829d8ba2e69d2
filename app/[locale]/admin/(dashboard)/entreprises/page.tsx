import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { DataTable, type Column } from "@/components/data-table/data-table";
import { Pagination } from "@/components/catalogue/pagination";
import { buttonClasses } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/field";
import { GetForm } from "@/components/ui/get-form";
import { InquirySummaryLink } from "@/components/workspace/inquiry-summary-link";
import { ListingRowActions } from "@/components/workspace/listing-row-actions";
import { StatusBadge } from "@/components/workspace/status-badge";
import { requireUser } from "@/lib/auth/guards";
import { listingImageUrl } from "@/lib/catalogue/images";
import type { ListingImage } from "@/lib/catalogue/types";
import { formatPrice } from "@/lib/catalogue/format";
import { listWorkspaceBusinesses, type WorkspaceListingRow } from "@/lib/data/workspace-listings";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { createClient } from "@/lib/supabase/server";
import { LISTING_STATUSES, PAGE_SIZE, readBusinessTable, type BUSINESS_SORTS } from "@/lib/workspace/business-table";
import { daysSince } from "@/lib/workspace/freshness";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin/entreprises">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "workspace.list" });
  return { title: t("businessesTitle"), robots: { index: false } };
}

/** The seller's businesses: status, price, views, inquiries, freshness and what can be done with each. */
export default async function WorkspaceBusinessesPage({ params, searchParams }: PageProps<"/[locale]/admin/entreprises">) {
  const { locale: raw } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  await requireUser();
  const [t, tStatus, tTable] = await Promise.all([getTranslations("workspace.list"), getTranslations("workspace.status"), getTranslations("dataTable")]);
  const query = readBusinessTable(await searchParams);
  const { rows, total } = await listWorkspaceBusinesses(await createClient(), {
    scope: "mine",
    status: query.filters.status,
    sort: query.sort,
    dir: query.dir,
    limit: PAGE_SIZE,
    offset: (query.page - 1) * PAGE_SIZE,
  });
  const title = (r: WorkspaceListingRow) => (locale === "en" && r.title_en ? r.title_en : r.title_fr);
  const columns: Column<WorkspaceListingRow, (typeof BUSINESS_SORTS)[number]>[] = [
    {
      key: "listing",
      header: t("colListing"),
      sort: "title",
      cell: (r) => {
        const cover = (r.images as ListingImage[])[0];
        return (
          <div className="flex min-w-56 items-start gap-3">
            {cover ? (
              // eslint-disable-next-line @next/next/no-img-element -- a small thumbnail from Storage
              <img src={listingImageUrl(cover.path)} alt="" width={64} height={48} className="h-12 w-16 shrink-0 rounded object-cover" loading="lazy" />
            ) : (
              <span className="flex h-12 w-16 shrink-0 items-center justify-center rounded bg-neutral-100 text-center text-[10px] text-neutral-600 dark:bg-neutral-800 dark:text-neutral-400">{t("noPhoto")}</span>
            )}
            <div>
              <Link href={`/admin/entreprises/${r.id}/edit`} className="font-medium underline-offset-2 hover:underline">
                {title(r)}
              </Link>
              {r.status === "rejected" && r.rejection_reason ? <p className="mt-1 text-xs text-error-700 dark:text-error-300">{t("rejectedReason", { reason: r.rejection_reason })}</p> : null}
            </div>
          </div>
        );
      },
    },
    { key: "status", header: t("colStatus"), cell: (r) => <StatusBadge status={r.status} /> },
    { key: "price", header: t("colPrice"), sort: "price", align: "end", cell: (r) => (r.asking_price === null ? "—" : formatPrice(r.asking_price, locale)) },
    { key: "views", header: t("colViews"), align: "end", wide: true, cell: (r) => `${r.views_7} / ${r.views_30}` },
    {
      key: "inquiries",
      header: t("colInquiries"),
      align: "end",
      cell: (r) => <InquirySummaryLink kind="entreprise" id={r.id} title={title(r)} unread={r.inquiries_unread} total={r.inquiries_total} locale={locale} />,
    },
    { key: "market", header: t("colOnMarket"), sort: "published", wide: true, cell: (r) => (r.published_at ? t("onMarket", { days: daysSince(r.published_at) }) : t("never")) },
    { key: "confirmed", header: t("colConfirmed"), sort: "confirmed", wide: true, cell: (r) => (r.published_at ? t("confirmedAgo", { days: daysSince(r.last_confirmed_at) }) : t("never")) },
    { key: "actions", header: t("colActions"), cell: (r) => <ListingRowActions kind="entreprise" id={r.id} slug={r.slug} status={r.status} title={title(r)} /> },
  ];

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("businessesTitle")}</h1>
          <p className="mt-1 text-neutral-700 dark:text-neutral-300">{t("businessesIntro")}</p>
        </div>
        <Link href="/admin/entreprises/new" className={buttonClasses()}>
          {t("newBusiness")}
        </Link>
      </div>
      <GetForm className="flex flex-wrap items-end gap-3" aria-label={t("statusFilter")}>
        <label className="text-sm font-medium">
          {t("statusFilter")}
          <select name="status" defaultValue={query.filters.status ?? ""} className={`${inputClasses} mt-1 w-56`}>
            <option value="">{t("allStatuses")}</option>
            {LISTING_STATUSES.map((s) => (
              <option key={s} value={s}>
                {tStatus(s)}
              </option>
            ))}
          </select>
        </label>
        <input type="hidden" name="sort" value={query.sort} />
        <input type="hidden" name="dir" value={query.dir} />
        <button type="submit" className={buttonClasses({ variant: "outline" })}>
          {t("apply")}
        </button>
      </GetForm>
      <DataTable
        caption={t("caption")}
        rows={rows}
        columns={columns}
        rowKey={(r) => String(r.id)}
        query={query}
        pathname="/admin/entreprises"
        empty={
          <div className="space-y-3">
            <p>{query.filters.status ? t("empty") : t("emptyAll")}</p>
            <Link href="/admin/entreprises/new" className={buttonClasses()}>
              {t("newBusiness")}
            </Link>
          </div>
        }
        sortLabels={{ asc: tTable("sortedAsc"), desc: tTable("sortedDesc"), sortBy: (column) => tTable("sortBy", { column }) }}
      />
      <Pagination pathname="/admin/entreprises" query={{ ...query.filters, sort: query.sort, dir: query.dir }} page={query.page} pageCount={Math.ceil(total / PAGE_SIZE)} locale={locale} />
    </div>
  );
}
