import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";
import type { PropertyForEdit } from "@/lib/properties/queries/editor";
import { loadListingChoices } from "@/lib/listings/queries/editor-choices";
import { PROPERTY_TYPES, type PropertyInput } from "@/lib/properties/schema";
import { createClient } from "@/lib/supabase/server";
import { withPendingRevision } from "@/lib/listings/queries/revisions";
import { EditorPageShell, editorStart } from "@/components/listings/editor-page-shell";
import { PropertyEditor } from "./property-editor";

const text = (v: string | null | undefined) => v ?? "";

/** What the editor starts from: the saved property, or an empty one for sale. Ids become the form's strings. */
function initialValues(p: PropertyForEdit | null): PropertyInput {
  if (!p)
    return {
      title_fr: "",
      title_en: "",
      property_type: "",
      transaction_type: "sale",
      listed_by: "owner",
      lease_rate_unit: "per_month",
      province_id: "1",
      region_id: "",
      price_on_request: false,
      description_fr: "",
      description_en: "",
      images: [],
    } as unknown as PropertyInput;
  return {
    id: p.id,
    title_fr: p.title_fr,
    title_en: text(p.title_en),
    property_type: p.property_type,
    transaction_type: p.transaction_type,
    listed_by: p.listed_by,
    price: p.price,
    lease_rate: p.lease_rate,
    lease_rate_unit: p.lease_rate_unit ?? "per_month",
    price_on_request: p.price_on_request,
    area_sqft: p.area_sqft,
    lot_area_sqft: p.lot_area_sqft,
    year_built: p.year_built,
    zoning: text(p.zoning),
    address: text(p.address),
    postal_code: text(p.postal_code),
    city: text(p.city),
    province_id: String(p.province_id),
    region_id: p.region_id === null ? "" : String(p.region_id),
    description_fr: p.description_fr,
    description_en: text(p.description_en),
    images: p.images.map((i) => ({ path: i.path, alt_fr: i.alt_fr ?? "", alt_en: i.alt_en ?? "" })),
  } as PropertyInput;
}

/** The editor page of a property, new or saved (the guard runs in the route). */
export async function PropertyEditorPage({
  property: saved,
  ownerId,
  locale,
  history,
  revisionReview,
}: {
  property: PropertyForEdit | null;
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
  const { item: property, revision } = await withPendingRevision(
    await createClient(),
    "immobilier",
    saved,
    revisionReview === undefined,
  );
  const [t, tTypes, choices] = await Promise.all([
    getTranslations("workspace.property"),
    getTranslations("realEstate.types"),
    createClient().then((c) => loadListingChoices(c, locale)),
  ]);
  const refs = {
    provinces: choices.provinces,
    regions: choices.regions,
    propertyTypes: PROPERTY_TYPES.map((v) => ({ value: v, label: tTypes(v) })),
  };
  return (
    <EditorPageShell
      backHref="/admin/immobilier"
      backLabel={t("backToList")}
      title={property ? t("editTitle") : t("newTitle")}
      item={property}
      revisable={{ kind: "immobilier", pending: revision !== null, review: revisionReview }}
    >
      <PropertyEditor
        key={revision ? "pending" : "saved"}
        initial={initialValues(property)}
        refs={refs}
        {...editorStart(property, ownerId)}
      />
      {history}
    </EditorPageShell>
  );
}
