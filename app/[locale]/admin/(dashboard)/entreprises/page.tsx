import { getTranslations } from "next-intl/server";
import { withRevisionBadges } from "@/components/listings/revision-badge";
import { deleteListingWithFile } from "@/lib/dealroom/actions/delete-listing";
import {
  listingColumns,
  readWorkspaceList,
  WorkspaceList,
  workspaceListMetadata,
} from "@/components/listings/workspace-list";
import { countAlertMatches } from "@/lib/alerts/queries/digest";
import { formatPrice } from "@/lib/i18n/format";
import { listWorkspaceBusinesses, type WorkspaceBusinessRow } from "@/lib/businesses/queries/editor";
import { createAdminClient } from "@/lib/supabase/admin";
import { createClient } from "@/lib/supabase/server";

export const generateMetadata = workspaceListMetadata("entreprise");

/** The seller's businesses: status, price, views, inquiries, freshness and what can be done with each. */
export default async function WorkspaceBusinessesPage({
  params,
  searchParams,
}: PageProps<"/[locale]/admin/entreprises">) {
  const { locale, session, query, list } = await readWorkspaceList("entreprise", params, searchParams);
  const { user } = session;
  const t = await getTranslations("workspace.list");
  const tAlerts = await getTranslations("alerts.workspace");
  const { rows, total } = await listWorkspaceBusinesses(await createClient(), list);
  const baseColumns = await listingColumns<WorkspaceBusinessRow>(
    "entreprise",
    locale,
    {
      key: "price",
      header: t("colPrice"),
      sort: "price",
      align: "end",
      cell: (r) => (r.asking_price === null ? "—" : formatPrice(r.asking_price, locale)),
    },
    deleteListingWithFile,
  );
  // How many buyers' alerts match each published business (counts only); the rest of the table stays up without it.
  const matches = await countAlertMatches(createAdminClient(), user.id).catch((error: unknown) => {
    console.error("[alerts] match counts:", error);
    return null;
  });
  if (matches) {
    baseColumns.splice(baseColumns.findIndex((c) => c.key === "price") + 1, 0, {
      key: "alerts",
      header: tAlerts("column"),
      align: "end",
      wide: true,
      cell: (r) =>
        matches.has(r.id) ? (
          <span title={tAlerts("hint")}>{tAlerts("count", { count: matches.get(r.id)! })}</span>
        ) : (
          "—"
        ),
    });
  }
  const columns = await withRevisionBadges("entreprise", rows, baseColumns);
  return <WorkspaceList kind="entreprise" locale={locale} query={query} rows={rows} total={total} columns={columns} />;
}
