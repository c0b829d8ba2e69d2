import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { type Column } from "@/components/data-table/data-table";
import { TableList } from "@/components/data-table/list-page";
import { ClientMessages } from "@/components/i18n/client-messages";
import { getFilterRefs } from "@/lib/taxonomy/filter-refs";
import { EXPERT_PROFESSIONS } from "@/lib/experts/schema";
import { formatDate, formatPrice } from "@/lib/i18n/format";
import { localName } from "@/lib/i18n/localized-text";
import type { Locale } from "@/lib/i18n/routing";
import { PROPERTY_TYPES } from "@/lib/properties/schema";
import { readTableQuery } from "@/components/data-table/query";
import { listModerationQueue, type QueueRow } from "@/lib/moderation/queries";
import { getPathname } from "@/lib/i18n/navigation";
import { editItemPath, publicItemPath } from "@/lib/moderation/paths";
import { createClient } from "@/lib/supabase/server";
import { itemPaths, type ItemKind } from "@/lib/listings/kinds";
import { RevisionQueue } from "@/components/moderation/revision-queue";
import { listFranchiseCategories } from "@/lib/franchises/queries/public";
import { QueueBulk } from "./queue-bulk";
import { QueueFilters, type Option } from "./queue-filters";
import { QueueHistory } from "./queue-history";
import { RowActions } from "./row-actions";
import { StatusBadge } from "./status-badge";

const PAGE_SIZE = 25;
const SORTS = ["updated", "submitted", "title", "price"] as const;
const FILTERS = ["status", "q", "region", "detail", "owner", "from", "to"] as const;
const STATUSES: Record<ItemKind, readonly string[]> = {
  entreprise: ["submitted", "draft", "published", "under_offer", "sold", "rejected", "archived"],
  immobilier: ["submitted", "draft", "published", "under_offer", "sold", "rejected", "archived"],
  expert: ["submitted", "draft", "published", "rejected", "archived"],
  franchise: ["submitted", "draft", "published", "rejected", "archived"],
};
const DATE = /^\d{4}-\d{2}-\d{2}$/;

type Raw = Record<string, string | string[] | undefined>;

/**
 * One moderation queue (businesses, properties or experts): filters and order in the URL,
 * submitted items first, row actions, bulk approval and each row's moderation history (read when opened).
 */
export async function QueuePage({
  kind,
  locale,
  searchParams,
  actions,
}: {
  kind: ItemKind;
  locale: Locale;
  searchParams: Raw;
  /** What the page offers beside its title (the franchises' "New franchise"). */
  actions?: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: "moderation" });
  const tExperts = await getTranslations({ locale, namespace: "experts.professions" });
  const tTypes = await getTranslations({ locale, namespace: "realEstate.types" });
  const tHighlight = await getTranslations({ locale, namespace: "highlight" });
  const pathname = itemPaths[kind].gestion;
  const query = readTableQuery<(typeof SORTS)[number], (typeof FILTERS)[number]>(searchParams, {
    sorts: kind === "expert" ? SORTS.filter((s) => s !== "price") : SORTS,
    defaultSort: "updated",
    defaultDir: "desc",
    filters: FILTERS,
  });
  const f = query.filters;
  const status = f.status && STATUSES[kind].includes(f.status) ? f.status : undefined;
  const regionId = f.region && /^\d+$/.test(f.region) ? Number(f.region) : undefined;

  const client = await createClient();
  const [refs, franchiseCategories, { rows, total }] = await Promise.all([
    getFilterRefs(),
    kind === "franchise" ? listFranchiseCategories(client) : Promise.resolve([]),
    listModerationQueue(client, kind, {
      status,
      search: f.q,
      regionId,
      detail: f.detail,
      ownerEmail: f.owner,
      from: f.from && DATE.test(f.from) ? f.from : undefined,
      to: f.to && DATE.test(f.to) ? f.to : undefined,
      sort: query.sort,
      dir: query.dir,
      limit: PAGE_SIZE,
      offset: (query.page - 1) * PAGE_SIZE,
    }),
  ]);

  const regions: Option[] = refs.regions.map((r) => ({ value: String(r.id), label: localName(r, locale) }));
  const details: Option[] =
    kind === "entreprise"
      ? refs.categories
          .map((c) => ({ value: String(c.id), label: localName(c, locale) }))
          .sort((a, b) => a.label.localeCompare(b.label, locale))
      : kind === "immobilier"
        ? PROPERTY_TYPES.map((p) => ({ value: p, label: tTypes(p) }))
        : kind === "franchise"
          ? franchiseCategories.map((c) => ({ value: String(c.id), label: localName(c, locale) }))
          : EXPERT_PROFESSIONS.map((p) => ({ value: p, label: tExperts(p) }));
  const labelOf = (options: Option[], value: string) => options.find((o) => o.value === value)?.label ?? value;
  const statusLabel = (s: string) => (t.has(`status.${s}` as "status.draft") ? t(`status.${s}` as "status.draft") : s);
  const title = (r: QueueRow) => (locale === "en" && kind !== "expert" ? (r.title_en ?? r.title_fr) : r.title_fr);
  const named = kind === "expert" || kind === "franchise";
  const detailHeader =
    kind === "entreprise" || kind === "franchise"
      ? t("queue.columns.category")
      : kind === "immobilier"
        ? t("queue.columns.propertyType")
        : t("queue.columns.profession");

  const columns: Column<QueueRow, (typeof SORTS)[number]>[] = [
    {
      key: "title",
      header: named ? t("queue.columns.name") : t("queue.columns.title"),
      sort: "title",
      cell: (r) => (
        <div className="w-[calc(100vw-7rem)] space-y-1 md:w-auto md:min-w-64">
          <p className="font-semibold text-neutral-950 dark:text-white">
            {title(r)}
            {r.featured ? (
              <span className="ml-2 rounded bg-primary-50 px-1.5 py-0.5 text-xs font-medium text-primary-900 dark:bg-primary-950 dark:text-primary-100">
                {t("queue.featured")}
              </span>
            ) : null}
            {r.highlighted ? <span className="badge badge-highlighted ml-2">{tHighlight("badge")}</span> : null}
          </p>
          {kind === "expert" && r.title_en ? (
            <p className="text-neutral-700 dark:text-neutral-300">{r.title_en}</p>
          ) : null}
          {/* The owner under the title, not in a column of its own: the table fits 1280 px with price and dates. */}
          <p className="text-sm break-all text-neutral-700 dark:text-neutral-300">
            {t("queue.ownerLine", { email: r.owner_email ?? t("queue.noOwner") })}
          </p>
          <p className="md:hidden">
            <StatusBadge status={r.status} label={statusLabel(r.status)} />
          </p>
          {r.status === "rejected" && r.rejection_reason ? (
            <p className="text-neutral-700 dark:text-neutral-300">
              <span className="font-medium">{t("queue.reasonLabel")}</span> {r.rejection_reason}
            </p>
          ) : null}
          <div className="pt-1">
            <RowActions
              kind={kind}
              id={r.id}
              title={title(r)}
              status={r.status}
              featured={r.featured}
              highlighted={r.highlighted}
              editHref={editItemPath(kind, r.id, true)}
              publicHref={publicItemPath(kind, { id: r.id, slug: r.slug, title: r.title_fr })}
            />
          </div>
          <QueueHistory
            kind={kind}
            id={r.id}
            locale={locale}
            version={`${r.status} ${r.updated_at} ${r.featured} ${r.highlighted}`}
          />
        </div>
      ),
    },
    {
      key: "status",
      header: t("queue.columns.status"),
      wide: true,
      cell: (r) => <StatusBadge status={r.status} label={statusLabel(r.status)} />,
    },
    {
      key: "detail",
      header: kind === "franchise" ? detailHeader : `${detailHeader} · ${t("queue.columns.region")}`,
      wide: true,
      cell: (r) => (
        <div className="min-w-32 space-y-1">
          <p>{labelOf(details, r.detail)}</p>
          {kind !== "franchise" ? (
            <p className="text-neutral-700 dark:text-neutral-300">
              {r.region_ids.length > 0
                ? r.region_ids.map((id) => labelOf(regions, String(id))).join(", ")
                : t("queue.noRegion")}
            </p>
          ) : null}
        </div>
      ),
    },
    ...(kind === "expert"
      ? []
      : [
          {
            key: "price",
            header: kind === "franchise" ? t("queue.columns.investment") : t("queue.columns.price"),
            sort: "price" as const,
            align: "end" as const,
            wide: true,
            cell: (r: QueueRow) =>
              r.price_on_request ? t("queue.priceOnRequest") : r.price === null ? "—" : formatPrice(r.price, locale),
          },
        ]),
    {
      key: "submitted",
      header: t("queue.columns.submitted"),
      sort: "submitted",
      wide: true,
      cell: (r) => (r.submitted_at ? formatDate(r.submitted_at, locale) : "—"),
    },
    {
      key: "updated",
      header: t("queue.columns.updated"),
      sort: "updated",
      wide: true,
      cell: (r) => formatDate(r.updated_at, locale),
    },
  ];

  const formId = `moderation-bulk-${kind}`;
  const filtered = Object.keys(f).length > 0;
  return (
    <ClientMessages namespaces={["moderation", "dataTable", "highlight", "plans.limits", "revisions.history"]}>
      <div className="space-y-6">
        <header className="flex flex-wrap items-start justify-between gap-4">
          <div className="space-y-2">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t(`queue.title.${kind}`)}</h1>
            <p className="max-w-3xl text-neutral-700 dark:text-neutral-300">{t("queue.intro")}</p>
          </div>
          {actions}
        </header>
        {kind !== "expert" ? <RevisionQueue kind={kind} locale={locale} /> : null}
        <QueueFilters
          kind={kind}
          locale={locale}
          action={getPathname({ locale, href: pathname })}
          values={f}
          statuses={STATUSES[kind].map((s) => ({ value: s, label: statusLabel(s) }))}
          regions={regions}
          details={details}
          resetHref={pathname}
        />
        <p className="text-sm font-medium text-neutral-800 dark:text-neutral-200" role="status">
          {t("queue.total", { count: total })}
        </p>
        {rows.length > 0 ? <QueueBulk formId={formId} kind={kind} /> : null}
        <TableList
          caption={t(`queue.caption.${kind}`)}
          rows={rows}
          columns={columns}
          rowKey={(r) => String(r.id)}
          query={query}
          pathname={pathname}
          selection={{ formId, rowLabel: (r) => title(r) }}
          empty={filtered ? t("queue.empty") : t("queue.emptyAll")}
          total={total}
          pageSize={PAGE_SIZE}
          search={searchParams}
          locale={locale}
        />
      </div>
    </ClientMessages>
  );
}
