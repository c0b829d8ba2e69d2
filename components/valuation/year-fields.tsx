"use client";

import { useTranslations } from "next-intl";
import { useFieldArray, useFormContext } from "react-hook-form";
import { MoneyField } from "@/components/forms/money-field";
import { NumberField, TextField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import type { ValuationInput } from "@/lib/valuation/schema";

/** One year of figures: revenue, costs, the owner's pay, labelled add-backs and its weight. */
export function YearFields({ index, onRemove }: { index: number; onRemove?: () => void }) {
  const t = useTranslations("valuation.editor");
  const { control } = useFormContext<ValuationInput>();
  const addBacks = useFieldArray({ control, name: `years.${index}.addBacks` });
  const base = `years.${index}` as const;
  return (
    <fieldset className="space-y-4 rounded-lg border border-neutral-200 p-4 dark:border-neutral-700">
      <legend className="px-1 font-semibold">{t("yearLegend", { n: index + 1 })}</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        <NumberField<ValuationInput> name={`${base}.year`} label={t("year")} min={1950} max={2100} step={1} />
        <MoneyField<ValuationInput> name={`${base}.revenue`} label={t("revenue")} />
        <NumberField<ValuationInput>
          name={`${base}.weight`}
          label={t("weight")}
          hint={t("weightHint")}
          min={0}
          max={10}
          step={1}
        />
        <MoneyField<ValuationInput> name={`${base}.costOfSales`} label={t("costOfSales")} optional />
        <MoneyField<ValuationInput> name={`${base}.expenses`} label={t("expenses")} hint={t("expensesHint")} optional />
        <MoneyField<ValuationInput> name={`${base}.ownerPay`} label={t("ownerPay")} optional />
      </div>
      <div className="space-y-3">
        <p className="text-sm font-medium">{t("addBacks")}</p>
        {addBacks.fields.length === 0 ? (
          <p className="text-sm text-neutral-600 dark:text-neutral-400">{t("noAddBacks")}</p>
        ) : null}
        {addBacks.fields.map((field, i) => (
          <div key={field.id} className="grid items-end gap-3 sm:grid-cols-[1fr_12rem_auto]">
            <TextField<ValuationInput> name={`${base}.addBacks.${i}.label`} label={t("addBackLabel")} />
            <MoneyField<ValuationInput> name={`${base}.addBacks.${i}.amount`} label={t("addBackAmount")} />
            <Button variant="ghost" onClick={() => addBacks.remove(i)} aria-label={t("removeAddBack", { n: i + 1 })}>
              {t("remove")}
            </Button>
          </div>
        ))}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => addBacks.append({ label: "", amount: 0 })}
            disabled={addBacks.fields.length >= 12}
          >
            {t("addAddBack")}
          </Button>
          {onRemove ? (
            <Button variant="ghost" size="sm" onClick={onRemove}>
              {t("removeYear")}
            </Button>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
