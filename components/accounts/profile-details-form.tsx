"use client";

import { useTranslations } from "next-intl";
import { toast } from "@/components/app/toast";
import { describedBy, Field, inputClasses } from "@/components/forms/field";
import { updateProfileDetails } from "@/lib/accounts/actions/update-profile-details";
import { useActionForm } from "@/components/forms/use-action-form";
import { profileDetailsSchema, type ProfileDetailsInput } from "@/lib/accounts/schemas/profile";
import { SubmitButton } from "@/components/forms/submit-button";
import { useProvinceOptions } from "./province-options";

type Values = ProfileDetailsInput;

/** Names, mobile phone and address. */
export function ProfileDetailsForm({ initial }: { initial: Values }) {
  const t = useTranslations("profile");
  const provinces = useProvinceOptions();
  const { form, submit, errorOf, submitting } = useActionForm({
    schema: profileDetailsSchema,
    defaultValues: initial,
    action: updateProfileDetails,
    onSuccess: (_data, values) => {
      toast.success(t("saved"));
      form.reset(values);
    },
  });

  const input = (
    field: keyof Values,
    label: string,
    props: { autoComplete?: string; type?: string; hint?: string; optional?: boolean; required?: boolean } = {},
  ) => {
    const id = `profile-${field}`;
    return (
      <Field
        id={id}
        label={label}
        error={errorOf(field)}
        hint={props.hint}
        optional={props.optional ? t("optional") : undefined}
      >
        <input
          id={id}
          type={props.type ?? "text"}
          autoComplete={props.autoComplete}
          required={props.required}
          className={inputClasses}
          {...describedBy(id, errorOf(field), props.hint)}
          {...form.register(field)}
        />
      </Field>
    );
  };

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {input("firstName", t("details.firstName"), { autoComplete: "given-name", required: true })}
        {input("lastName", t("details.lastName"), { autoComplete: "family-name", required: true })}
      </div>
      {input("mobilePhone", t("details.mobilePhone"), {
        autoComplete: "tel",
        type: "tel",
        hint: t("details.mobilePhoneHint"),
        optional: true,
      })}
      {input("addressLine1", t("details.addressLine1"), { autoComplete: "address-line1", optional: true })}
      {input("addressLine2", t("details.addressLine2"), {
        autoComplete: "address-line2",
        hint: t("details.addressLine2Hint"),
        optional: true,
      })}
      <div className="grid gap-5 sm:grid-cols-2">
        {input("city", t("details.city"), { autoComplete: "address-level2", optional: true })}
        <Field id="profile-province" label={t("details.province")} error={errorOf("province")} optional={t("optional")}>
          <select
            id="profile-province"
            autoComplete="address-level1"
            className={inputClasses}
            {...describedBy("profile-province", errorOf("province"))}
            {...form.register("province")}
          >
            <option value="">{t("details.provinceNone")}</option>
            {provinces.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        {input("country", t("details.country"), { autoComplete: "country-name", optional: true })}
        {input("postalCode", t("details.postalCode"), {
          autoComplete: "postal-code",
          hint: t("details.postalCodeHint"),
          optional: true,
        })}
      </div>
      <SubmitButton disabled={submitting}>{submitting ? t("saving") : t("save")}</SubmitButton>
    </form>
  );
}
