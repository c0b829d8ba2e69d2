"use client";

import { useTranslations } from "next-intl";
import { PostForm } from "@/components/forms/post-form";
import { useFieldArray } from "react-hook-form";
import { toast } from "@/components/app/toast";
import {
  CheckboxField,
  NumberField,
  SelectField,
  TextareaField,
  TextField,
  type Option,
} from "@/components/forms/form-field";
import { MoneyField } from "@/components/forms/money-field";
import { Button } from "@/components/ui/button";
import { saveValuation } from "@/lib/valuation/actions/valuation-actions";
import { useActionForm } from "@/components/forms/use-action-form";
import { useRouter } from "@/lib/i18n/navigation";
import { valuationSchema, type ValuationInput } from "@/lib/valuation/schema";
import { METHODS } from "@/lib/valuation/full";
import { ValuationSummary } from "./valuation-summary";
import { YearFields } from "./year-fields";
import { SubmitButton } from "@/components/forms/submit-button";
import { BoxSection, TitledSection } from "@/components/content/titled-section";

/** A price multiple, to the hundredth. */
const MULTIPLE = { step: 0.01, min: 0, max: 50, inputMode: "decimal" } as const;

/** The full valuation: three years of figures, the methods and their weights, notes; the result follows what is typed. */
export function ValuationEditor({
  defaultValues,
  categories,
  regions,
}: {
  defaultValues: ValuationInput;
  categories: Option[];
  regions: Option[];
}) {
  const t = useTranslations("valuation.editor");
  const router = useRouter();
  const { form, submit } = useActionForm({
    schema: valuationSchema,
    defaultValues,
    action: saveValuation,
    onSuccess: (data) => {
      toast.success(t("saved"));
      if (!defaultValues.id) router.push(`/admin/evaluations/${data.id}/edit`);
      else router.refresh();
    },
  });
  // A choice that may stay empty, its empty entry saying so.
  const optional = (options: Option[], none: "noCategory" | "noRegion") => ({
    options,
    placeholder: t(none),
    optional: true,
  });
  const years = useFieldArray({ control: form.control, name: "years" });
  const addYear = () => {
    const last = form.getValues("years").at(-1);
    years.append({
      year: (typeof last?.year === "number" ? last.year : new Date().getFullYear() - 1) + 1,
      revenue: 0,
      costOfSales: 0,
      expenses: 0,
      ownerPay: 0,
      addBacks: [],
      weight: 1,
    });
  };
  return (
    <PostForm form={form} onSubmit={submit} className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="space-y-8">
        <TitledSection
          id="editor-business"
          title={t("businessTitle")}
          className="grid gap-4 sm:grid-cols-2"
          titleClassName="text-lg font-semibold sm:col-span-2"
        >
          <TextField<ValuationInput> name="title" label={t("title")} className="sm:col-span-2" maxLength={160} />
          <SelectField<ValuationInput>
            name="category_id"
            label={t("category")}
            {...optional(categories, "noCategory")}
          />
          <SelectField<ValuationInput> name="region_id" label={t("region")} {...optional(regions, "noRegion")} />
        </TitledSection>
        <BoxSection id="editor-years" title={t("yearsTitle")} className="space-y-4">
          <p className="text-sm text-neutral-700 dark:text-neutral-300">{t("yearsIntro")}</p>
          {years.fields.map((field, i) => (
            <YearFields
              key={field.id}
              index={i}
              onRemove={years.fields.length > 1 ? () => years.remove(i) : undefined}
            />
          ))}
          {years.fields.length < 3 ? (
            <Button variant="outline" onClick={addYear}>
              {t("addYear")}
            </Button>
          ) : null}
        </BoxSection>
        <BoxSection id="editor-methods" title={t("methodsTitle")} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-3">
            <MoneyField<ValuationInput>
              name="methods.managerSalary"
              label={t("managerSalary")}
              hint={t("managerSalaryHint")}
            />
            <NumberField<ValuationInput> name="methods.sdeMultiple" label={t("sdeMultiple")} {...MULTIPLE} />
            <NumberField<ValuationInput> name="methods.ebitdaMultiple" label={t("ebitdaMultiple")} {...MULTIPLE} />
            <NumberField<ValuationInput>
              name="methods.capRatePercent"
              label={t("capRate")}
              hint={t("capRateHint")}
              step={0.1}
              min={1}
              max={100}
              inputMode="decimal"
            />
            <NumberField<ValuationInput>
              name="methods.growthPercent"
              label={t("growth")}
              hint={t("growthHint")}
              step={0.1}
              min={-50}
              max={50}
              inputMode="decimal"
            />
          </div>
          <fieldset className="grid gap-4 sm:grid-cols-3">
            <legend className="mb-2 font-medium">{t("assetsLegend")}</legend>
            <MoneyField<ValuationInput> name="methods.inventory" label={t("inventory")} />
            <MoneyField<ValuationInput> name="methods.equipment" label={t("equipment")} />
            <MoneyField<ValuationInput> name="methods.realEstate" label={t("realEstate")} />
            <MoneyField<ValuationInput> name="methods.otherAssets" label={t("otherAssets")} />
            <MoneyField<ValuationInput>
              name="methods.liabilities"
              label={t("liabilities")}
              hint={t("liabilitiesHint")}
            />
            <CheckboxField<ValuationInput>
              name="methods.realEstateIncluded"
              label={t("realEstateIncluded")}
              className="self-end"
            />
          </fieldset>
          <fieldset className="grid gap-4 sm:grid-cols-4">
            <legend className="mb-2 font-medium">{t("weightsLegend")}</legend>
            {METHODS.map((m) => (
              <NumberField<ValuationInput>
                key={m}
                name={`methods.weights.${m}`}
                label={t(`methods.${m}`)}
                min={0}
                max={10}
                step={1}
              />
            ))}
          </fieldset>
        </BoxSection>
        <TextareaField<ValuationInput> name="notes" label={t("notes")} optional maxLength={10000} rows={6} />
        <SubmitButton size="lg" disabled={form.formState.isSubmitting}>
          {t("save")}
        </SubmitButton>
      </div>
      <div className="lg:sticky lg:top-4 lg:self-start">
        <ValuationSummary />
      </div>
    </PostForm>
  );
}
