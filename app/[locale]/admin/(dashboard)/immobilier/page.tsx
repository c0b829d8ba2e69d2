import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { withRevisionBadges } from "@/components/listings/revision-badge";
import { listingColumns, readWorkspaceList, WorkspaceList } from "@/components/listings/workspace-list";
import { propertyPrice } from "@/lib/properties/price";
import { listWorkspaceProperties, type WorkspacePropertyRow } from "@/lib/properties/queries/editor";
import type { Locale } from "@/lib/i18n/routing";
import { createClient } from "@/lib/supabase/server";
import { LISTING_STATUSES } from "@/components/listings/item-table";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin/immobilier">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "workspace.property" });
  return { title: t("listTitle"), robots: { index: false } };
}

/** The seller's properties: status, price or rent, views, inquiries, freshness and what can be done with each. */
export default async function WorkspacePropertiesPage({
  params,
  searchParams,
}: PageProps<"/[locale]/admin/immobilier">) {
  const { locale, query, list } = await readWorkspaceList(params, searchParams, LISTING_STATUSES);
  const [t, tRealEstate, tCatalogue] = await Promise.all([
    getTranslations("workspace.property"),
    getTranslations("realEstate"),
    getTranslations("catalogue"),
  ]);
  const { rows, total } = await listWorkspaceProperties(await createClient(), list);
  const texts = {
    onRequest: tCatalogue("priceOnRequest"),
    leaseRate: (unit: "per_month" | "per_sqft_year", amount: string) => tRealEstate(`leaseRate.${unit}`, { amount }),
  };
  const baseColumns = await listingColumns<WorkspacePropertyRow>("immobilier", locale, {
    key: "price",
    header: t("colPrice"),
    sort: "price",
    align: "end",
    cell: (r) =>
      r.price === null && r.lease_rate === null && !r.price_on_request ? "—" : propertyPrice(r, locale, texts),
  });
  const columns = await withRevisionBadges("immobilier", rows, baseColumns);
  return (
    <WorkspaceList
      kind="immobilier"
      locale={locale}
      title={t("listTitle")}
      intro={t("listIntro")}
      newLabel={t("newProperty")}
      caption={t("caption")}
      emptyAll={t("emptyAll")}
      statuses={LISTING_STATUSES}
      query={query}
      rows={rows}
      total={total}
      columns={[
        ...columns.slice(0, 1),
        {
          key: "type",
          header: t("type"),
          wide: true,
          cell: (r) =>
            `${tRealEstate(`types.${r.property_type}`)} · ${tRealEstate(`transactions.${r.transaction_type}`)}`,
        },
        ...columns.slice(1),
      ]}
    />
  );
}
