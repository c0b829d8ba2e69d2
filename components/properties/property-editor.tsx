"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { BilingualField } from "@/components/forms/bilingual-field";
import { CheckboxField, NumberField, SelectField, TextField, type Option } from "@/components/forms/form-field";
import { MoneyField } from "@/components/forms/money-field";
import { saveProperty, submitProperty } from "@/lib/properties/actions/save-property";
import { useItemEditor } from "@/components/forms/use-item-editor";
import { LISTED_BY } from "@/lib/listings/schemas/fields";
import { LEASE_RATE_UNITS, propertySchema, TRANSACTION_TYPES, type PropertyInput } from "@/lib/properties/schema";
import { propertyCompleteness } from "@/lib/listings/completeness";
import { CompletenessMeter, typedAmount } from "@/components/listings/completeness-meter";
import { EditorForm } from "@/components/listings/editor-form";
import { EditorSection } from "@/components/listings/editor-section";
import { ListingMediaSections } from "@/components/listings/listing-media-sections";

export type PropertyEditorRefs = {
  propertyTypes: Option[];
  provinces: Option[];
  regions: (Option & { provinceId: number })[];
};

/** The property editor: sale or lease with its price or rent, the building, the address, descriptions and photos. */
export function PropertyEditor({
  initial,
  refs,
  ownerId,
  serverUpdatedAt,
  status,
}: {
  initial: PropertyInput;
  refs: PropertyEditorRefs;
  ownerId: string;
  serverUpdatedAt: number | null;
  status: string;
}) {
  const t = useTranslations("workspace.editor");
  const tp = useTranslations("workspace.property");
  const editor = useItemEditor({
    kind: "immobilier",
    schema: propertySchema,
    initial,
    serverUpdatedAt,
    listPath: "/admin/immobilier",
    save: saveProperty,
    submit: submitProperty,
  });
  const [savedPaths] = useState(() => new Set((initial.images ?? []).map((i) => i.path)));
  const values = useWatch({ control: editor.form.control });
  const lease = values.transaction_type === "lease";
  const onRequest = values.price_on_request === true;
  const regions = refs.regions.filter((r) => String(r.provinceId) === String(values.province_id ?? 1));

  return (
    <EditorForm
      editor={editor}
      status={status}
      aside={
        <CompletenessMeter
          result={propertyCompleteness({
            images: values.images ?? [],
            description_fr: values.description_fr ?? "",
            description_en: values.description_en ?? null,
            title_en: values.title_en ?? null,
            has_price:
              onRequest || (lease ? typedAmount(values.lease_rate) !== null : typedAmount(values.price) !== null),
            area_sqft: typedAmount(values.area_sqft),
            region_id: values.region_id ? Number(values.region_id) : null,
            year_built: typedAmount(values.year_built),
            zoning: values.zoning ?? null,
          })}
        />
      }
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
          <SelectField<PropertyInput>
            name="listed_by"
            label={t("listedBy")}
            options={LISTED_BY.map((v) => ({
              value: v,
              label: t(v === "owner" ? "listedByOwner" : "listedByBroker"),
            }))}
          />
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
        <CheckboxField<PropertyInput>
          name="price_on_request"
          label={t("priceOnRequest")}
          hint={t("priceOnRequestHint")}
        />
      </EditorSection>

      <EditorSection title={tp("sections.building")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField<PropertyInput> name="area_sqft" label={tp("area")} optional min={1} />
          <NumberField<PropertyInput> name="lot_area_sqft" label={tp("lotArea")} optional min={1} />
          <NumberField<PropertyInput> name="year_built" label={tp("yearBuilt")} optional min={1700} />
          <TextField<PropertyInput>
            name="zoning"
            label={tp("zoning")}
            hint={tp("zoningHint")}
            optional
            maxLength={100}
          />
        </div>
      </EditorSection>

      <EditorSection title={tp("sections.location")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField<PropertyInput> name="province_id" label={t("province")} options={refs.provinces} />
          <SelectField<PropertyInput>
            name="region_id"
            label={t("region")}
            options={regions}
            placeholder={t("regionNone")}
          />
          <TextField<PropertyInput> name="address" label={t("streetAddress")} optional autoComplete="street-address" />
          <TextField<PropertyInput> name="city" label={t("city")} optional autoComplete="address-level2" />
          <TextField<PropertyInput>
            name="postal_code"
            label={t("postalCode")}
            hint={t("postalCodeHint")}
            optional
            autoComplete="postal-code"
          />
        </div>
      </EditorSection>

      <ListingMediaSections descriptionHint={tp("descriptionHint")} ownerId={ownerId} savedPaths={savedPaths} />
    </EditorForm>
  );
}
