import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EXPERT_STATUSES } from "@/components/listings/item-table";
import { profileColumns, readWorkspaceList, WorkspaceList } from "@/components/listings/workspace-list";
import { listWorkspaceFranchises, type WorkspaceFranchiseRow } from "@/lib/franchises/queries/editor";
import { listFranchiseCategories } from "@/lib/franchises/queries/public";
import { formatPrice } from "@/lib/i18n/format";
import { localName } from "@/lib/i18n/localized-text";
import type { Locale } from "@/lib/i18n/routing";
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
  // A franchise has the statuses of an expert profile (never under offer or sold).
  const { locale, query, list } = await readWorkspaceList(params, searchParams, EXPERT_STATUSES, ["confirmed"]);
  const t = await getTranslations("workspace.franchise");
  const client = await createClient();
  const [{ rows, total }, categories] = await Promise.all([
    listWorkspaceFranchises(client, list),
    listFranchiseCategories(client),
  ]);
  const categoryName = new Map(categories.map((c) => [c.id, localName(c, locale)]));
  const columns = await profileColumns<WorkspaceFranchiseRow>(
    "franchise",
    locale,
    { header: t("colFranchise"), title: (r) => r.name, thumbnail: (r) => r.logo_url },
    [
      { key: "category", header: t("colCategory"), wide: true, cell: (r) => categoryName.get(r.category_id) ?? "—" },
      {
        key: "investment",
        header: t("colInvestment"),
        sort: "price",
        align: "end",
        cell: (r) => (r.investment_min === null ? "—" : formatPrice(r.investment_min, locale)),
      },
    ],
    t("colPublished"),
  );
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
