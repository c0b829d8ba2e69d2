import type { Metadata } from "next";
import { StoredImage } from "@/components/ui/stored-image";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { ComponentProps, ReactNode } from "react";
import { type Column } from "@/components/data-table/data-table";
import { TableList } from "@/components/data-table/list-page";
import { buttonClasses } from "@/components/ui/button";
import { ListTitle, StatusFilter } from "@/components/data-table/status-filter";
import { listingImageUrl } from "@/lib/listings/photos";
import type { ListingImage } from "@/lib/listings/types";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { durationSince, formatRelativeDate } from "@/lib/i18n/format";
import { requireUser } from "@/lib/auth/guards";
import {
  EXPERT_STATUSES,
  LISTING_STATUSES,
  PAGE_SIZE,
  readItemTable,
  type ITEM_SORTS,
  type ItemTableQuery,
} from "@/components/listings/item-table";
import { itemPaths, type ItemKind } from "@/lib/listings/kinds";
import { InquirySummaryLink } from "./inquiry-summary-link";
import { ItemRowActions } from "./item-row-actions";
import { StatusBadge } from "./status-badge";

type Sort = (typeof ITEM_SORTS)[number];
export type ItemColumn<Row> = Column<Row, Sort>;

/** The fields every workspace row has. */
type ItemRow = { id: number; slug: string; status: string; rejection_reason: string | null };

/** A listing's row (business or property): photos, views, inquiries and freshness. */
type ListingRow = ItemRow & {
  title_fr: string;
  title_en: string | null;
  images: ListingImage[];
  views_7: number;
  views_30: number;
  inquiries_unread: number;
  inquiries_total: number;
  published_at: string | null;
  last_confirmed_at: string;
  highlighted: boolean;
};

/** The item's thumbnail (or "no photo"), its title linking to the editor, and a rejection's reason. */
async function itemColumn<Row extends ItemRow>(
  kind: ItemKind,
  header: string,
  title: (r: Row) => string,
  thumbnail: (r: Row) => string | null,
): Promise<ItemColumn<Row>> {
  const t = await getTranslations("workspace.list");
  return {
    key: "item",
    header,
    sort: "title",
    cell: (r) => {
      const src = thumbnail(r);
      return (
        <div className="flex min-w-36 items-start gap-3 sm:min-w-56">
          {/* On a phone the title alone: this column stays in view while the others scroll. */}
          {src ? (
            <StoredImage
              src={src}
              alt=""
              width={64}
              height={48}
              className="hidden h-12 w-16 shrink-0 rounded object-cover sm:block"
            />
          ) : (
            <span className="hidden h-12 w-16 shrink-0 items-center justify-center rounded bg-neutral-100 text-center text-[10px] text-neutral-600 sm:flex dark:bg-neutral-800 dark:text-neutral-400">
              {t("noPhoto")}
            </span>
          )}
          <div>
            <Link
              href={`${itemPaths[kind].workspace}/${r.id}/edit`}
              className="font-medium underline-offset-2 hover:underline"
            >
              {title(r)}
            </Link>
            {r.status === "rejected" && r.rejection_reason ? (
              <p className="mt-1 text-xs text-error-700 dark:text-error-300">
                {t("rejectedReason", { reason: r.rejection_reason })}
              </p>
            ) : null}
          </div>
        </div>
      );
    },
  };
}

/** The statuses a kind's item goes through: a profile or a franchise is never under offer or sold. */
const STATUSES = {
  entreprise: LISTING_STATUSES,
  immobilier: LISTING_STATUSES,
  expert: EXPERT_STATUSES,
  franchise: EXPERT_STATUSES,
};

/** Each kind's list texts in the `workspace` messages: title, intro, the button to create, caption and "none yet". */
const TEXTS = {
  entreprise: ["list.businessesTitle", "list.businessesIntro", "list.newBusiness", "list.caption", "list.emptyAll"],
  immobilier: [
    "property.listTitle",
    "property.listIntro",
    "property.newProperty",
    "property.caption",
    "property.emptyAll",
  ],
  expert: ["expert.listTitle", "expert.listIntro", "expert.newExpert", "expert.caption", "expert.emptyAll"],
  franchise: [
    "franchise.listTitle",
    "franchise.listIntro",
    "franchise.newFranchise",
    "franchise.caption",
    "franchise.emptyAll",
  ],
} as const;

/** A workspace list page's metadata: its title, kept out of search engines. */
export function workspaceListMetadata(kind: ItemKind) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const t = await getTranslations({ locale: (await params).locale as Locale, namespace: "workspace" });
    return { title: t(TEXTS[kind][0]), robots: { index: false } };
  };
}

/**
 * What every workspace list page reads first: its language, the signed-in user (or the way to
 * sign in), the table's state from the URL and the list query's page of the user's own items. A
 * sort the kind does not have (`unsorted`) lists by the last change.
 */
export async function readWorkspaceList(
  kind: ItemKind,
  params: Promise<{ locale: string }>,
  searchParams: Promise<Record<string, string | string[] | undefined>>,
  unsorted: readonly Sort[] = [],
) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const session = await requireUser();
  const query = readItemTable(await searchParams, STATUSES[kind]);
  const list = {
    scope: "mine" as const,
    status: query.filters.status,
    sort: unsorted.includes(query.sort) ? "updated" : query.sort,
    dir: query.dir,
    limit: PAGE_SIZE,
    offset: (query.page - 1) * PAGE_SIZE,
  };
  return { locale, session, query, list };
}

/** The columns of a profile's table (expert or franchise): the item, its status, the kind's own columns, when it was published and what can be done. */
export async function profileColumns<Row extends ItemRow & { name: string; published_at: string | null }>(
  kind: "expert" | "franchise",
  locale: Locale,
  item: { header: string; title: (r: Row) => string; thumbnail: (r: Row) => string | null },
  own: ItemColumn<Row>[],
  publishedHeader: string,
): Promise<ItemColumn<Row>[]> {
  const t = await getTranslations("workspace.list");
  return [
    await itemColumn<Row>(kind, item.header, item.title, item.thumbnail),
    { key: "status", header: t("colStatus"), cell: (r) => <StatusBadge status={r.status} /> },
    ...own,
    {
      key: "published",
      header: publishedHeader,
      sort: "published",
      wide: true,
      cell: (r) => (r.published_at ? formatRelativeDate(r.published_at, locale) : t("never")),
    },
    {
      key: "actions",
      header: t("colActions"),
      cell: (r) => <ItemRowActions kind={kind} id={r.id} slug={r.slug} status={r.status} title={r.name} />,
    },
  ];
}

/** The columns of a listing table (business or property) with its own price column. */
export async function listingColumns<Row extends ListingRow>(
  kind: "entreprise" | "immobilier",
  locale: Locale,
  price: ItemColumn<Row>,
  /** The deletion the row's menu runs (the page gives the one that takes the listing's file along). */
  deleteAction?: ComponentProps<typeof ItemRowActions>["deleteAction"],
): Promise<ItemColumn<Row>[]> {
  const t = await getTranslations("workspace.list");
  const tHighlight = await getTranslations("highlight");
  const title = (r: Row) => (locale === "en" && r.title_en ? r.title_en : r.title_fr);
  return [
    await itemColumn<Row>(kind, t("colListing"), title, (r) =>
      r.images[0] ? listingImageUrl(r.images[0].path) : null,
    ),
    {
      key: "status",
      header: t("colStatus"),
      cell: (r) => (
        <span className="flex flex-wrap gap-1.5">
          <StatusBadge status={r.status} />
          {/* Set apart in search results (an administrator's choice, within the plan). */}
          {r.highlighted ? <span className="badge badge-highlighted">{tHighlight("badge")}</span> : null}
        </span>
      ),
    },
    price,
    { key: "views", header: t("colViews"), align: "end", wide: true, cell: (r) => `${r.views_7} / ${r.views_30}` },
    {
      key: "inquiries",
      header: t("colInquiries"),
      align: "end",
      cell: (r) => (
        <InquirySummaryLink
          kind={kind}
          id={r.id}
          title={title(r)}
          unread={r.inquiries_unread}
          total={r.inquiries_total}
          locale={locale}
        />
      ),
    },
    {
      key: "market",
      header: t("colOnMarket"),
      sort: "published",
      wide: true,
      cell: (r) => (r.published_at ? t("onMarket", durationSince(r.published_at, locale)) : t("never")),
    },
    {
      key: "confirmed",
      header: t("colConfirmed"),
      sort: "confirmed",
      wide: true,
      cell: (r) => (r.published_at ? formatRelativeDate(r.last_confirmed_at, locale) : t("never")),
    },
    {
      key: "actions",
      header: t("colActions"),
      cell: (r) => (
        <ItemRowActions
          kind={kind}
          id={r.id}
          slug={r.slug}
          status={r.status}
          title={title(r)}
          deleteAction={deleteAction}
        />
      ),
    },
  ];
}

/**
 * A workspace list page: title and the button to create, the status filter, the table (sorting
 * and page in the URL) and its pages.
 */
export async function WorkspaceList<Row extends ItemRow>({
  kind,
  locale,
  query,
  rows,
  total,
  columns,
}: {
  kind: ItemKind;
  locale: Locale;
  query: ItemTableQuery;
  rows: Row[];
  total: number;
  columns: ItemColumn<Row>[];
}) {
  const [t, tStatus, tKind] = await Promise.all([
    getTranslations("workspace.list"),
    getTranslations("workspace.status"),
    getTranslations("workspace"),
  ]);
  const text = (part: number) => tKind(TEXTS[kind][part]!);
  const [title, intro, newLabel, caption, emptyAll] = [text(0), text(1), text(2), text(3), text(4)];
  const pathname = itemPaths[kind].workspace;
  const newButton: ReactNode = (
    <Link href={`${pathname}/new`} className={buttonClasses()}>
      {newLabel}
    </Link>
  );
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-10 sm:px-6">
      <ListTitle title={title} intro={intro} aside={newButton} />
      <StatusFilter
        label={t("statusFilter")}
        title={t("statusFilter")}
        any={t("allStatuses")}
        value={query.filters.status}
        statuses={STATUSES[kind].map((s) => [s, tStatus(s)])}
        width="w-56"
        sort={query.sort}
        dir={query.dir}
        apply={t("apply")}
      />
      <TableList
        caption={caption}
        rows={rows}
        columns={columns}
        rowKey={(r) => String(r.id)}
        query={query}
        pathname={pathname}
        empty={
          <div className="space-y-3">
            <p>{query.filters.status ? t("empty") : emptyAll}</p>
            {newButton}
          </div>
        }
        total={total}
        pageSize={PAGE_SIZE}
        search={{ ...query.filters, sort: query.sort, dir: query.dir }}
        locale={locale}
      />
    </div>
  );
}
