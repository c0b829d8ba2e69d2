import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ItemRowActions } from "@/components/listings/item-row-actions";
import { StatusBadge } from "@/components/listings/status-badge";
import { EXPERT_STATUSES, PAGE_SIZE, readItemTable } from "@/components/listings/item-table";
import { itemColumn, WorkspaceList, type ItemColumn } from "@/components/listings/workspace-list";
import { requireUser } from "@/lib/auth/guards";
import { listWorkspaceFranchises, type WorkspaceFranchiseRow } from "@/lib/franchises/queries/editor";
import { listFranchiseCategories } from "@/lib/franchises/queries/public";
import { formatPrice } from "@/lib/i18n/format";
import { localName } from "@/lib/i18n/localized-text";
import type { Locale } from "@/lib/i18n/routing";
import { formatRelativeDate } from "@/lib/i18n/format";
import { createClient } from "@/lib/supabase/server";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin/gestion/franchises">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "workspace.franchise" });
  return { title: t("listTitle"), robots: { index: false } };
}

/** A franchisor's own franchise pages (spec §2, signed-in): status, sector, investment and what can be done with each. */
export default async function WorkspaceFranchisesPage({
  params,
  searchParams,
}: PageProps<"/[locale]/admin/gestion/franchises">) {
  const { locale: raw } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  await requireUser();
  const [t, tl] = await Promise.all([getTranslations("workspace.franchise"), getTranslations("workspace.list")]);
  // A franchise has the statuses of an expert profile (never under offer or sold).
  const query = readItemTable(await searchParams, EXPERT_STATUSES);
  const client = await createClient();
  const [{ rows, total }, categories] = await Promise.all([
    listWorkspaceFranchises(client, {
      scope: "mine",
      status: query.filters.status,
      sort: query.sort === "confirmed" ? "updated" : query.sort,
      dir: query.dir,
      limit: PAGE_SIZE,
      offset: (query.page - 1) * PAGE_SIZE,
    }),
    listFranchiseCategories(client),
  ]);
  const categoryName = new Map(categories.map((c) => [c.id, localName(c, locale)]));
  const columns: ItemColumn<WorkspaceFranchiseRow>[] = [
    await itemColumn<WorkspaceFranchiseRow>(
      "franchise",
      t("colFranchise"),
      (r) => r.name,
      (r) => r.logo_url,
    ),
    { key: "status", header: tl("colStatus"), cell: (r) => <StatusBadge status={r.status} /> },
    { key: "category", header: t("colCategory"), wide: true, cell: (r) => categoryName.get(r.category_id) ?? "—" },
    {
      key: "investment",
      header: t("colInvestment"),
      sort: "price",
      align: "end",
      cell: (r) => (r.investment_min === null ? "—" : formatPrice(r.investment_min, locale)),
    },
    {
      key: "published",
      header: t("colPublished"),
      sort: "published",
      wide: true,
      cell: (r) => (r.published_at ? formatRelativeDate(r.published_at, locale) : tl("never")),
    },
    {
      key: "actions",
      header: tl("colActions"),
      cell: (r) => <ItemRowActions kind="franchise" id={r.id} slug={r.slug} status={r.status} title={r.name} />,
    },
  ];
  return (
    <WorkspaceList
      kind="franchise"
      locale={locale}
      title={t("listTitle")}
      intro={t("listIntro")}
      newLabel={t("newFranchise")}
      caption={t("caption")}
      emptyAll={t("emptyAll")}
      statuses={EXPERT_STATUSES}
      query={query}
      rows={rows}
      total={total}
      columns={columns}
    />
  );
}
