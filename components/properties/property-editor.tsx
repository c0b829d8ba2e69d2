"use client";

import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { BilingualField } from "@/components/forms/bilingual-field";
import { NumberField, SelectField, TextField, type Option } from "@/components/forms/form-field";
import { MoneyField } from "@/components/forms/money-field";
import { saveProperty, submitProperty } from "@/lib/properties/actions/save-property";
import { useItemEditor } from "@/components/forms/use-item-editor";
import { LEASE_RATE_UNITS, TRANSACTION_TYPES } from "@/lib/properties/choices";
import type { PropertyInput } from "@/lib/properties/schema";
import { propertyCompleteness } from "@/lib/listings/completeness";
import { typedAmount, typedListing } from "@/components/listings/completeness-meter";
import { EditorForm, type ItemEditorProps } from "@/components/listings/editor-form";
import { EditorSection } from "@/components/listings/editor-section";
import { CityPostalFields, ListedByField, PlaceFields, PriceOnRequestField } from "@/components/listings/editor-fields";
import { ListingMediaSections } from "@/components/listings/listing-media-sections";

export type PropertyEditorRefs = {
  propertyTypes: Option[];
  provinces: Option[];
  regions: (Option & { provinceId: number })[];
};

const PROPERTY = {
  kind: "immobilier",
  // zod and the schema load at the first check (a save, a field left), not with the page.
  schema: () => import("@/lib/properties/schema").then((m) => m.propertySchema),
  listPath: "/admin/immobilier",
  save: saveProperty,
  submit: submitProperty,
};

/** The property editor: sale or lease with its price or rent, the building, the address, descriptions and photos. */
export function PropertyEditor({ refs, ...start }: ItemEditorProps<PropertyInput, PropertyEditorRefs>) {
  const t = useTranslations("workspace.editor");
  const tp = useTranslations("workspace.property");
  const editor = useItemEditor(PROPERTY, start);
  const values = useWatch({ control: editor.form.control });
  const lease = values.transaction_type === "lease";
  const onRequest = values.price_on_request === true;

  return (
    <EditorForm
      editor={editor}
      status={start.status}
      completeness={propertyCompleteness({
        ...typedListing(values),
        has_price: onRequest || (lease ? typedAmount(values.lease_rate) !== null : typedAmount(values.price) !== null),
        area_sqft: typedAmount(values.area_sqft),
        year_built: typedAmount(values.year_built),
        zoning: values.zoning ?? null,
      })}
    >
      <EditorSection title={tp("sections.property")}>
        <BilingualField name="title" label={t("title")} hint={tp("titleHint")} maxLength={160} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField<PropertyInput>
            name="property_type"
            label={tp("type")}
            options={refs.propertyTypes}
            placeholder={tp("typeNone")}
          />
          <ListedByField />
        </div>
      </EditorSection>

      <EditorSection title={tp("sections.terms")}>
        <SelectField<PropertyInput>
          name="transaction_type"
          label={tp("transaction")}
          options={TRANSACTION_TYPES.map((v) => ({ value: v, label: tp(`transactions.${v}`) }))}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {lease ? (
            <>
              <MoneyField<PropertyInput>
                name="lease_rate"
                label={tp("leaseRate")}
                hint={tp("leaseRateHint")}
                disabled={onRequest}
              />
              <SelectField<PropertyInput>
                name="lease_rate_unit"
                label={tp("leaseRateUnit")}
                options={LEASE_RATE_UNITS.map((v) => ({ value: v, label: tp(`units.${v}`) }))}
              />
            </>
          ) : (
            <MoneyField<PropertyInput> name="price" label={tp("price")} disabled={onRequest} />
          )}
        </div>
        <PriceOnRequestField />
      </EditorSection>

      <EditorSection title={tp("sections.building")} twoColumns>
        <NumberField<PropertyInput> name="area_sqft" label={tp("area")} optional min={1} />
        <NumberField<PropertyInput> name="lot_area_sqft" label={tp("lotArea")} optional min={1} />
        <NumberField<PropertyInput> name="year_built" label={tp("yearBuilt")} optional min={1700} />
        <TextField<PropertyInput> name="zoning" label={tp("zoning")} hint={tp("zoningHint")} optional maxLength={100} />
      </EditorSection>

      <EditorSection title={tp("sections.location")}>
        <PlaceFields provinces={refs.provinces} regions={refs.regions}>
          <TextField<PropertyInput> name="address" label={t("streetAddress")} optional autoComplete="street-address" />
          <CityPostalFields />
        </PlaceFields>
      </EditorSection>

      <ListingMediaSections descriptionHint={tp("descriptionHint")} ownerId={start.ownerId} />
    </EditorForm>
  );
}
