"use client";

import { useTranslations } from "next-intl";
import { ChoiceListField } from "@/components/forms/choice-list-field";
import { CheckboxField, NumberField, TextareaField, TextField } from "@/components/forms/form-field";
import { ListForm } from "@/components/forms/list-form";
import { MoneyField } from "@/components/forms/money-field";
import { saveFinancingProgram } from "@/lib/financing/actions/manage-program";
import { PROGRAM_PURCHASES } from "@/lib/financing/programs";
import { programSchema, type ProgramInput } from "@/lib/financing/schema";

const LIST = "/admin/gestion/programmes";

/** A public program: names, provider, conditions as published, what deals it fits, its source and the day it was checked. */
export function ProgramForm({
  defaultValues,
  label,
  regions,
}: {
  defaultValues: ProgramInput;
  label: string;
  regions: { value: string; label: string }[];
}) {
  const t = useTranslations("financing.programs.admin");
  const tPurchase = useTranslations("financing.programs.purchase");
  return (
    <ListForm
      form={{ schema: programSchema, action: saveFinancingProgram, defaultValues }}
      listHref={LIST}
      label={label}
      className="max-w-3xl space-y-5 rounded-xl border border-neutral-200 bg-white p-5 dark:border-neutral-800 dark:bg-neutral-900"
      t={t}
      name={(values) => values.name_fr}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField<ProgramInput> name="name_fr" label={t("nameFr")} maxLength={160} autoComplete="off" />
        <TextField<ProgramInput> name="name_en" label={t("nameEn")} maxLength={160} autoComplete="off" lang="en" />
        <TextField<ProgramInput> name="provider_fr" label={t("providerFr")} maxLength={120} autoComplete="off" />
        <TextField<ProgramInput>
          name="provider_en"
          label={t("providerEn")}
          maxLength={120}
          autoComplete="off"
          lang="en"
        />
        <NumberField<ProgramInput> name="sort_order" label={t("order")} min={0} max={10000} step={1} />
        <TextareaField<ProgramInput> name="conditions_fr" label={t("conditionsFr")} rows={5} maxLength={2000} />
        <TextareaField<ProgramInput>
          name="conditions_en"
          label={t("conditionsEn")}
          rows={5}
          maxLength={2000}
          lang="en"
        />
      </div>
      <fieldset className="space-y-4">
        <legend className="font-semibold">{t("fitsLegend")}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <MoneyField<ProgramInput> name="min_amount" label={t("minAmount")} hint={t("amountHint")} optional />
          <MoneyField<ProgramInput> name="max_amount" label={t("maxAmount")} optional />
          <NumberField<ProgramInput>
            name="min_age"
            label={t("minAge")}
            hint={t("ageHint")}
            min={16}
            max={100}
            optional
          />
          <NumberField<ProgramInput> name="max_age" label={t("maxAge")} min={16} max={100} optional />
        </div>
        <ChoiceListField<ProgramInput>
          name="purchase_types"
          label={t("purchaseTypes")}
          multiple
          groups={[
            { label: t("purchaseTypes"), options: PROGRAM_PURCHASES.map((p) => ({ value: p, label: tPurchase(p) })) },
          ]}
        />
        <ChoiceListField<ProgramInput>
          name="region_ids"
          label={t("regions")}
          hint={t("regionsHint")}
          multiple
          optional
          groups={[{ label: t("regions"), options: regions }]}
        />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField<ProgramInput> name="source_url" label={t("sourceUrl")} type="url" maxLength={500} />
        <TextField<ProgramInput> name="checked_on" label={t("checkedOn")} type="date" />
      </div>
      <CheckboxField<ProgramInput> name="published" label={t("published")} />
    </ListForm>
  );
}
