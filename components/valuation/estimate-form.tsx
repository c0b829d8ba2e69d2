import { getTranslations } from "next-intl/server";
import { buttonClasses } from "@/components/ui/button";
import { LEVELS, TRENDS } from "@/lib/valuation/multiples";
import type { EstimateField, EstimateForm as FormValues } from "@/lib/valuation/estimate-query";
import { LiveGetForm } from "@/components/forms/live-get-form";
import { MoneyInput, SelectInput, YearsInput } from "./estimate-fields";

type Option = { value: string; label: string };

/** The instant estimate's inputs: a GET form that works without JavaScript. */
export async function EstimateForm({
  form,
  errors,
  categories,
  regions,
}: {
  form: FormValues;
  errors: Partial<Record<EstimateField, string>>;
  categories: Option[];
  regions: Option[];
}) {
  const t = await getTranslations("valuation.form");
  const helperOpen = Boolean(
    form.net_profit ||
    form.owner_salary ||
    form.add_backs ||
    errors.net_profit ||
    errors.owner_salary ||
    errors.add_backs,
  );
  const common = { form, errors };
  return (
    <LiveGetForm aria-labelledby="estimate-title" className="space-y-6" noValidate>
      <h2 id="estimate-title" className="text-xl font-semibold">
        {t("title")}
      </h2>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">{t("businessLegend")}</legend>
        <SelectInput
          name="category"
          label={t("category")}
          options={categories}
          empty={t("chooseCategory")}
          {...common}
        />
        <SelectInput
          name="region"
          label={t("region")}
          optional={t("optional")}
          options={regions}
          empty={t("allRegions")}
          {...common}
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">{t("earningsLegend")}</legend>
        <MoneyInput name="revenue" label={t("revenue")} hint={t("revenueHint")} {...common} />
        <MoneyInput name="sde" label={t("sde")} hint={t("sdeHint")} {...common} />
        <details
          open={helperOpen}
          className="rounded-md border border-neutral-200 p-4 sm:col-span-2 dark:border-neutral-700"
        >
          <summary className="cursor-pointer font-medium text-secondary-800 dark:text-secondary-300">
            {t("helperSummary")}
          </summary>
          <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">{t("helperIntro")}</p>
          <div className="mt-4 grid gap-4 sm:grid-cols-3">
            <MoneyInput name="net_profit" label={t("netProfit")} {...common} />
            <MoneyInput name="owner_salary" label={t("ownerSalary")} {...common} />
            <MoneyInput name="add_backs" label={t("addBacks")} hint={t("addBacksHint")} {...common} />
          </div>
        </details>
        <MoneyInput name="ebitda" label={t("ebitda")} optional={t("optional")} hint={t("ebitdaHint")} {...common} />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">{t("assetsLegend")}</legend>
        <MoneyInput name="inventory" label={t("inventory")} optional={t("optional")} {...common} />
        <MoneyInput name="equipment" label={t("equipment")} optional={t("optional")} {...common} />
        <MoneyInput name="real_estate" label={t("realEstate")} optional={t("optional")} {...common} />
        <div className="flex items-center gap-2 self-end pb-2">
          <input
            id="estimate-real_estate_included"
            name="real_estate_included"
            type="checkbox"
            value="1"
            defaultChecked={form.real_estate_included === "1"}
            className="size-5 rounded border-neutral-400 accent-primary-700"
          />
          <label htmlFor="estimate-real_estate_included" className="text-sm font-medium">
            {t("realEstateIncluded")}
          </label>
        </div>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">{t("riskLegend")}</legend>
        <YearsInput label={t("years")} {...common} />
        <SelectInput
          name="trend"
          label={t("trend")}
          options={TRENDS.map((v) => ({ value: v, label: t(`trends.${v}`) }))}
          empty={t("choose")}
          {...common}
        />
        <SelectInput
          name="owner_dependence"
          label={t("ownerDependence")}
          hint={t("ownerDependenceHint")}
          options={LEVELS.map((v) => ({ value: v, label: t(`levels.${v}`) }))}
          empty={t("choose")}
          {...common}
        />
        <SelectInput
          name="customer_concentration"
          label={t("customerConcentration")}
          hint={t("customerConcentrationHint")}
          options={LEVELS.map((v) => ({ value: v, label: t(`levels.${v}`) }))}
          empty={t("choose")}
          {...common}
        />
      </fieldset>
      <button type="submit" className={buttonClasses({ size: "lg" })}>
        {t("submit")}
      </button>
    </LiveGetForm>
  );
}
