import { getTranslations } from "next-intl/server";
import { withRevisionBadges } from "@/components/listings/revision-badge";
import { deleteListingWithFile } from "@/lib/dealroom/actions/delete-listing";
import {
  listingColumns,
  readWorkspaceList,
  WorkspaceList,
  workspaceListMetadata,
} from "@/components/listings/workspace-list";
import { propertyPrice } from "@/lib/properties/price";
import { listWorkspaceProperties, type WorkspacePropertyRow } from "@/lib/properties/queries/editor";
import { createClient } from "@/lib/supabase/server";

export const generateMetadata = workspaceListMetadata("immobilier");

/** The seller's properties: status, price or rent, views, inquiries, freshness and what can be done with each. */
export default async function WorkspacePropertiesPage({
  params,
  searchParams,
}: PageProps<"/[locale]/admin/immobilier">) {
  const { locale, query, list } = await readWorkspaceList("immobilier", params, searchParams);
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
  const baseColumns = await listingColumns<WorkspacePropertyRow>(
    "immobilier",
    locale,
    {
      key: "price",
      header: t("colPrice"),
      sort: "price",
      align: "end",
      cell: (r) =>
        r.price === null && r.lease_rate === null && !r.price_on_request ? "—" : propertyPrice(r, locale, texts),
    },
    deleteListingWithFile,
  );
  const columns = await withRevisionBadges("immobilier", rows, baseColumns);
  return (
    <WorkspaceList
      kind="immobilier"
      locale={locale}
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
