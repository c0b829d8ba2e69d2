"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useWatch } from "react-hook-form";
import { CheckboxField, SelectField, TextField, type Option } from "@/components/forms/form-field";
import { LISTED_BY } from "@/lib/listings/choices";

// The fields the item editors share, in their words (`workspace.editor`).

/** Who lists the item: its owner or a broker. */
export function ListedByField() {
  const t = useTranslations("workspace.editor");
  const options = LISTED_BY.map((v) => ({ value: v, label: t(v === "owner" ? "listedByOwner" : "listedByBroker") }));
  return <SelectField name="listed_by" label={t("listedBy")} options={options} />;
}

/** "Price on request": the public pages then show no price. */
export function PriceOnRequestField() {
  const t = useTranslations("workspace.editor");
  return <CheckboxField name="price_on_request" label={t("priceOnRequest")} hint={t("priceOnRequestHint")} />;
}

/** Where the item is: its province, a region of that province, then the kind's address fields (`children`). */
export function PlaceFields({
  provinces,
  regions,
  children,
}: {
  provinces: Option[];
  regions: (Option & { provinceId: number })[];
  children: ReactNode;
}) {
  const t = useTranslations("workspace.editor");
  const provinceId: unknown = useWatch({ name: "province_id" });
  const inProvince = regions.filter((r) => String(r.provinceId) === String(provinceId ?? 1));
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField name="province_id" label={t("province")} options={provinces} />
      <SelectField name="region_id" label={t("region")} options={inProvince} placeholder={t("regionNone")} />
      {children}
    </div>
  );
}

/** The city and the postal code, filled in as the browser knows them. */
export function CityPostalFields() {
  const t = useTranslations("workspace.editor");
  return (
    <>
      <CityField />
      <TextField
        name="postal_code"
        label={t("postalCode")}
        hint={t("postalCodeHint")}
        optional
        autoComplete="postal-code"
      />
    </>
  );
}

/** The city, filled in as the browser knows it. */
export function CityField() {
  const t = useTranslations("workspace.editor");
  return <TextField name="city" label={t("city")} optional autoComplete="address-level2" />;
}
