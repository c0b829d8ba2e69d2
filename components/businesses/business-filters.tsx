import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { describedBy, Field, inputClasses } from "@/components/forms/field";
import { GetForm } from "@/components/forms/get-form";
import { SearchIcon } from "@/components/ui/icons";
import { REAL_ESTATE_OPTIONS } from "@/lib/businesses/schema";
import { MAX_SEARCH_LENGTH, type BusinessFormValues, type FilterParam } from "@/lib/businesses/search-params";
import type { FilterOption, FilterRefs } from "@/lib/taxonomy/types";
import type { Locale } from "@/lib/i18n/routing";
import { Link } from "@/lib/i18n/navigation";
import { PhoneDisclosure } from "@/components/ui/phone-disclosure";
import { MultiChoice } from "./multi-choice";
import { localName } from "@/lib/i18n/localized-text";

export const SEARCH_FORM_ID = "listing-search";

/**
 * The /entreprises search form: a plain GET form, so filters live in the URL and work
 * without JavaScript. Values the URL carried are shown again as typed, with an error
 * under any that was not understood.
 */
export async function BusinessFilters({
  locale,
  action,
  refs,
  values,
  invalid,
  activeFilters,
}: {
  locale: Locale;
  action: string;
  refs: FilterRefs;
  values: BusinessFormValues;
  invalid: FilterParam[];
  activeFilters: number;
}) {
  const t = await getTranslations({ locale, namespace: "search" });
  const tCatalogue = await getTranslations({ locale, namespace: "catalogue" });
  const error = (key: FilterParam, message: string) => (invalid.includes(key) ? message : undefined);
  const byName = (options: FilterOption[]) =>
    [...options].sort((a, b) => localName(a, locale).localeCompare(localName(b, locale), locale));

  const several = (key: "industry" | "category" | "region", options: FilterOption[]) => (
    <MultiChoice
      name={key}
      label={t(`fields.${key}`)}
      anyLabel={t("any")}
      options={byName(options)}
      chosen={values[key]}
      error={error(key, t("errors.unknownChoices"))}
      locale={locale}
    />
  );

  const province = (options: FilterOption[]) => {
    const id = "filter-province";
    const message = error("province", t("errors.unknownChoice"));
    return (
      <Field id={id} label={t("fields.province")} error={message}>
        <select
          id={id}
          name="province"
          defaultValue={message ? "" : values.province}
          className={inputClasses}
          {...describedBy(id, message)}
        >
          <option value="">{t("any")}</option>
          {options.map((option) => (
            <option key={option.slug} value={option.slug}>
              {localName(option, locale)}
            </option>
          ))}
        </select>
      </Field>
    );
  };

  const amount = (key: "price_min" | "price_max" | "revenue_min" | "revenue_max") => {
    const id = `filter-${key}`;
    const message = error(key, t("errors.amount"));
    return (
      <Field id={id} label={t(`fields.${key.endsWith("min") ? "min" : "max"}`)} error={message} className="min-w-0">
        <input
          id={id}
          name={key}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={16}
          defaultValue={values[key]}
          placeholder={t(`placeholders.${key.endsWith("min") ? "min" : "max"}`)}
          className={inputClasses}
          {...describedBy(id, message)}
        />
      </Field>
    );
  };

  const realEstateError = error("real_estate", t("errors.unknownChoice"));
  return (
    <GetForm id={SEARCH_FORM_ID} role="search" aria-label={t("formLabel")} action={action} className="space-y-5">
      <Field id="filter-search" label={t("fields.search")}>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-neutral-500 dark:text-neutral-400" />
          <input
            id="filter-search"
            name="search"
            type="search"
            maxLength={MAX_SEARCH_LENGTH}
            defaultValue={values.search}
            placeholder={t("placeholders.search")}
            className={`${inputClasses} pl-10`}
          />
        </div>
      </Field>
      <PhoneDisclosure id="search-filters" label={t("filtersButton", { count: activeFilters })}>
        {several("industry", refs.industries)}
        {several("category", refs.categories)}
        {several("region", refs.regions)}
        {province(refs.provinces)}
        <fieldset>
          <legend className="text-sm font-medium text-neutral-800 dark:text-neutral-200">{t("fields.price")}</legend>
          <div className="mt-1.5 grid grid-cols-2 gap-3">
            {amount("price_min")}
            {amount("price_max")}
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-sm font-medium text-neutral-800 dark:text-neutral-200">{t("fields.revenue")}</legend>
          <div className="mt-1.5 grid grid-cols-2 gap-3">
            {amount("revenue_min")}
            {amount("revenue_max")}
          </div>
        </fieldset>
        <fieldset aria-describedby={realEstateError ? "filter-real-estate-error" : undefined}>
          <legend className="text-sm font-medium text-neutral-800 dark:text-neutral-200">
            {t("fields.real_estate")}
          </legend>
          <div className="mt-2 space-y-2">
            {REAL_ESTATE_OPTIONS.map((option) => (
              <label key={option} className="flex items-center gap-2 text-sm text-neutral-800 dark:text-neutral-200">
                <input
                  type="checkbox"
                  name="real_estate"
                  value={option}
                  defaultChecked={values.real_estate.includes(option)}
                  className="size-4 accent-primary-700 dark:accent-primary-400"
                />
                {tCatalogue(`realEstate.${option}`)}
              </label>
            ))}
          </div>
          {realEstateError ? (
            <p id="filter-real-estate-error" className="mt-1.5 text-sm font-medium text-error-700 dark:text-error-300">
              {realEstateError}
            </p>
          ) : null}
        </fieldset>
        <label className="flex items-center gap-2 text-sm font-medium text-neutral-800 dark:text-neutral-200">
          <input
            type="checkbox"
            name="seller_financing"
            value="1"
            defaultChecked={values.seller_financing}
            className="size-4 accent-primary-700 dark:accent-primary-400"
          />
          {t("fields.seller_financing")}
        </label>
      </PhoneDisclosure>
      {/* Stays in view at the bottom of the sticky filter column, however long the filters. */}
      <div className="flex flex-wrap items-center gap-3 bg-white lg:sticky lg:bottom-0 lg:border-t lg:border-neutral-200 lg:py-3 dark:bg-neutral-950 lg:dark:border-neutral-800">
        <Button type="submit" className="flex-1">
          {t("submit")}
        </Button>
        <Link href="/entreprises" className="text-sm font-medium text-secondary-800 underline dark:text-secondary-300">
          {t("clear")}
        </Link>
      </div>
    </GetForm>
  );
}
