"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { FormProvider } from "react-hook-form";
import { toast } from "@/components/app/toast";
import { FieldMessages } from "@/components/forms/field";
import { CheckboxField, SelectField, TextareaField, TextField, useFieldState } from "@/components/forms/form-field";
import { MoneyField } from "@/components/forms/money-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { useActionForm } from "@/components/forms/use-action-form";
import { requestAccess } from "@/lib/dealroom/actions/request-access";
import { accessRequestFormSchema, type AccessRequestFormInput } from "@/lib/dealroom/schema";
import { BUY_TIMELINES, FINANCING_SOURCES, type DealroomKind } from "@/lib/dealroom/types";

type Profile = Omit<AccessRequestFormInput, "signedName" | "consent">;

/** The financing sources as checkboxes of one field (the form holds the ticked values). */
function FinancingField() {
  const t = useTranslations("dealroom");
  const { form, id, error, aria } = useFieldState<AccessRequestFormInput>("financing");
  return (
    <fieldset className="space-y-2" aria-describedby={aria["aria-describedby"]}>
      <legend className="text-sm font-medium text-neutral-800 dark:text-neutral-200">
        {t("request.financingLegend")}
      </legend>
      {FINANCING_SOURCES.map((source) => (
        <label key={source} className="flex items-center gap-3 text-sm">
          <input
            type="checkbox"
            value={source}
            className="size-4 accent-primary-700 dark:accent-primary-400"
            aria-invalid={error ? true : undefined}
            {...form.register("financing")}
          />
          {t(`financing.${source}`)}
        </label>
      ))}
      <FieldMessages id={id} error={error} />
    </fieldset>
  );
}

/**
 * The buyer's request: their profile (kept on the account), the agreement they read above, signed by
 * click-wrap (full name typed, consent ticked). The hash of the text read goes with it: Postgres
 * refuses the signature if the text changed meanwhile.
 */
export function AccessRequestForm({
  listing,
  agreement,
  profile,
}: {
  listing: { kind: DealroomKind; listingId: number };
  agreement: { locale: "fr" | "en"; sha256: string };
  profile: Profile | null;
}) {
  const t = useTranslations("dealroom.request");
  const tRoot = useTranslations("dealroom");
  const router = useRouter();
  const { form, submit, submitting } = useActionForm({
    schema: accessRequestFormSchema,
    defaultValues: {
      capitalAvailable: profile?.capitalAvailable,
      experience: profile?.experience ?? "",
      timeline: profile?.timeline,
      financing: profile?.financing ?? [],
      financingDetails: profile?.financingDetails ?? "",
      signedName: "",
    },
    action: (values: AccessRequestFormInput) =>
      requestAccess({ ...values, ...listing, locale: agreement.locale, sha256: agreement.sha256 }),
    onSuccess: () => {
      toast.success(t("sent"));
      router.refresh();
    },
  });
  return (
    <FormProvider {...form}>
      <form method="post" onSubmit={submit} noValidate className="space-y-8">
        <section aria-labelledby="buyer-profile" className="space-y-4">
          <h2 id="buyer-profile" className="text-lg font-semibold">
            {t("profileHeading")}
          </h2>
          <p className="text-sm text-neutral-700 dark:text-neutral-300">{t("profileIntro")}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <MoneyField<AccessRequestFormInput> name="capitalAvailable" label={t("capital")} />
            <SelectField<AccessRequestFormInput>
              name="timeline"
              label={t("timeline")}
              placeholder=""
              options={BUY_TIMELINES.map((value) => ({ value, label: tRoot(`timelines.${value}`) }))}
            />
          </div>
          <TextareaField<AccessRequestFormInput>
            name="experience"
            label={t("experience")}
            hint={t("experienceHint")}
            maxLength={2000}
            rows={4}
          />
          <FinancingField />
          <TextField<AccessRequestFormInput>
            name="financingDetails"
            label={t("financingDetails")}
            maxLength={1000}
            optional
          />
        </section>
        <section aria-labelledby="sign" className="space-y-4">
          <h2 id="sign" className="text-lg font-semibold">
            {t("signHeading")}
          </h2>
          <TextField<AccessRequestFormInput>
            name="signedName"
            label={t("signedName")}
            hint={t("signedNameHint")}
            autoComplete="name"
            maxLength={160}
          />
          <CheckboxField<AccessRequestFormInput> name="consent" label={t("consent")} />
          <SubmitButton disabled={submitting}>{t("submit")}</SubmitButton>
        </section>
      </form>
    </FormProvider>
  );
}
