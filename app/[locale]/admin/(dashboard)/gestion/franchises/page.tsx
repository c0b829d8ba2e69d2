import { getTranslations } from "next-intl/server";
import {
  profileColumns,
  readWorkspaceList,
  WorkspaceList,
  workspaceListMetadata,
} from "@/components/listings/workspace-list";
import { listWorkspaceFranchises, type WorkspaceFranchiseRow } from "@/lib/franchises/queries/editor";
import { listFranchiseCategories } from "@/lib/franchises/queries/public";
import { formatPrice } from "@/lib/i18n/format";
import { localName } from "@/lib/i18n/localized-text";
import { createClient } from "@/lib/supabase/server";

export const generateMetadata = workspaceListMetadata("franchise");

/** A franchisor's own franchise pages (spec §2, signed-in): status, sector, investment and what can be done with each. */
export default async function WorkspaceFranchisesPage({
  params,
  searchParams,
}: PageProps<"/[locale]/admin/gestion/franchises">) {
  const { locale, query, list } = await readWorkspaceList("franchise", params, searchParams, ["confirmed"]);
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
  return <WorkspaceList kind="franchise" locale={locale} query={query} rows={rows} total={total} columns={columns} />;
}
