import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { EditorPageShell, editorStart } from "@/components/listings/editor-page-shell";
import type { FranchiseForEdit } from "@/lib/franchises/queries/editor";
import { listFranchiseCategories } from "@/lib/franchises/queries/public";
import type { FranchiseInput } from "@/lib/franchises/schema";
import { localName } from "@/lib/i18n/localized-text";
import type { Locale } from "@/lib/i18n/routing";
import { itemPaths } from "@/lib/listings/kinds";
import { withPendingRevision } from "@/lib/listings/queries/revisions";
import { createClient } from "@/lib/supabase/server";
import { FranchiseEditor } from "./franchise-editor";

const text = (v: string | null | undefined) => v ?? "";

/** What the editor starts from: the franchise as the page shows it (to its owner, its pending changes laid over it), or an empty one. */
function initialValues(f: FranchiseForEdit | null): FranchiseInput {
  if (!f)
    return { name: "", category_id: "", description_fr: "", description_en: "", logo_url: null } as FranchiseInput;
  return {
    id: f.id,
    name: f.name,
    category_id: String(f.category_id),
    description_fr: f.description_fr,
    description_en: text(f.description_en),
    investment_min: f.investment_min,
    investment_max: f.investment_max,
    franchise_fee: f.franchise_fee,
    royalty_percent: f.royalty_percent,
    advertising_fee_percent: f.advertising_fee_percent,
    units_count: f.units_count,
    year_founded: f.year_founded,
    training_support_fr: text(f.training_support_fr),
    training_support_en: text(f.training_support_en),
    headquarters_city: text(f.headquarters_city),
    website: text(f.website),
    logo_url: f.logo_url,
  };
}

/**
 * The editor page of a franchise, new or saved: the franchisor's (in the workspace) or an
 * administrator's (in the back office, with `review`: the status actions and history). The guard
 * runs in the route.
 */
export async function FranchiseEditorPage({
  franchise: saved,
  ownerId,
  locale,
  asAdmin,
  review,
  revisionReview,
}: {
  franchise: FranchiseForEdit | null;
  ownerId: string;
  locale: Locale;
  asAdmin: boolean;
  /** What the page shows under the editor of a saved franchise (review actions, history), composed by the route. */
  review?: ReactNode;
  /**
   * For an administrator: the owner's pending changes to approve or decline (composed by the route).
   * The form then shows the published version, which the administrator's edits change at once.
   */
  revisionReview?: ReactNode;
}) {
  const client = await createClient();
  const [t, categories, { item: franchise, revision }] = await Promise.all([
    getTranslations("workspace.franchise"),
    listFranchiseCategories(client),
    withPendingRevision(client, "franchise", saved, revisionReview === undefined),
  ]);
  const options = categories
    .map((c) => ({ value: String(c.id), label: localName(c, locale) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  const listPath = asAdmin ? itemPaths.franchise.gestion : itemPaths.franchise.workspace;
  return (
    <EditorPageShell
      backHref={listPath}
      backLabel={asAdmin ? t("backToAdminList") : t("backToList")}
      title={franchise ? t("editTitle") : t("newTitle")}
      item={franchise}
      revisable={{ kind: "franchise", pending: revision !== null, review: revisionReview }}
    >
      <FranchiseEditor
        key={revision ? "pending" : "saved"}
        initial={initialValues(franchise)}
        categories={options}
        {...editorStart(franchise, ownerId)}
        savedLogoUrl={franchise?.logo_url ?? null}
        listPath={listPath}
        canSubmit={!asAdmin}
      />
      {review}
    </EditorPageShell>
  );
}
