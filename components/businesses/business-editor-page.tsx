import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";
import type { BusinessForEdit } from "@/lib/businesses/queries/editor";
import { loadListingChoices } from "@/lib/listings/queries/editor-choices";
import type { BusinessInput } from "@/lib/businesses/schema";
import { createClient } from "@/lib/supabase/server";
import { withPendingRevision } from "@/lib/listings/queries/revisions";
import { BusinessEditor } from "./business-editor";
import { EditorPageShell, editorStart } from "@/components/listings/editor-page-shell";

/** What the editor starts from: the saved business, or an empty one. Ids become the form's strings. */
function initialValues(business: BusinessForEdit | null): BusinessInput {
  if (!business)
    return {
      title_fr: "",
      category_id: "",
      listed_by: "owner",
      province_id: "1",
      region_id: "",
      price_on_request: false,
      confidential: false,
      images: [],
    } as BusinessInput;
  const {
    id,
    title_fr,
    title_en,
    description_fr,
    description_en,
    category_id,
    province_id,
    region_id,
    images,
    ...rest
  } = business;
  const values: Record<string, unknown> = {};
  for (const key of Object.keys(rest)) {
    if (
      key in
      {
        slug: 1,
        owner_id: 1,
        status: 1,
        featured: 1,
        updated_at: 1,
        submitted_at: 1,
        published_at: 1,
        last_confirmed_at: 1,
        rejection_reason: 1,
      }
    )
      continue;
    values[key] =
      (rest as Record<string, unknown>)[key] ??
      (typeof (rest as Record<string, unknown>)[key] === "boolean" ? false : "");
  }
  return {
    ...values,
    id,
    title_fr,
    title_en: title_en ?? "",
    description_fr,
    description_en: description_en ?? "",
    category_id: String(category_id),
    province_id: String(province_id),
    region_id: region_id === null ? "" : String(region_id),
    images: images.map((i) => ({ path: i.path, alt_fr: i.alt_fr ?? "", alt_en: i.alt_en ?? "" })),
    real_estate: business.real_estate ?? "",
    sale_structure: business.sale_structure ?? "",
    asking_price: business.asking_price,
    gross_revenue: business.gross_revenue,
    cash_flow: business.cash_flow,
    ebitda: business.ebitda,
    inventory_value: business.inventory_value,
    equipment_value: business.equipment_value,
    rent_monthly: business.rent_monthly,
    year_established: business.year_established,
    employees: business.employees,
  } as BusinessInput;
}

/** The editor page of a business listing, new or saved (the guard runs in the route). */
export async function BusinessEditorPage({
  business: saved,
  ownerId,
  locale,
  history,
  revisionReview,
}: {
  business: BusinessForEdit | null;
  ownerId: string;
  locale: Locale;
  /** What the page shows under the editor of a saved item (its moderation history, composed by the route). */
  history?: ReactNode;
  /**
   * For an administrator: the owner's pending changes to approve or decline (composed by the route).
   * The form then shows the published version, which the administrator's edits change at once.
   */
  revisionReview?: ReactNode;
}) {
  const { item: business, revision } = await withPendingRevision(
    await createClient(),
    "entreprise",
    saved,
    revisionReview === undefined,
  );
  const t = await getTranslations("workspace.editor");
  const tCatalogue = await getTranslations("catalogue.realEstate");
  const choices = await loadListingChoices(await createClient(), locale);
  const refs = {
    ...choices,
    realEstate: (["owned_included", "owned_optional", "leased", "none"] as const).map((v) => ({
      value: v,
      label: tCatalogue(v),
    })),
  };
  return (
    <EditorPageShell
      backHref="/admin/entreprises"
      backLabel={t("backToList")}
      title={business ? t("editTitle") : t("newTitle")}
      item={business}
      revisable={{ kind: "entreprise", pending: revision !== null, review: revisionReview }}
    >
      <BusinessEditor
        key={revision ? "pending" : "saved"}
        initial={initialValues(business)}
        refs={refs}
        {...editorStart(business, ownerId)}
      />
      {history}
    </EditorPageShell>
  );
}
