"use client";

import { useLocale, useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { BilingualField } from "@/components/forms/bilingual-field";
import { ChoiceListField } from "@/components/forms/choice-list-field";
import {
  CheckboxField,
  NumberField,
  SelectField,
  SwitchField,
  TextField,
  type Option,
} from "@/components/forms/form-field";
import { MoneyField } from "@/components/forms/money-field";
import { saveBusiness, submitBusiness } from "@/lib/businesses/actions/save-business";
import { useItemEditor } from "@/components/forms/use-item-editor";
import type { BusinessInput } from "@/lib/businesses/schema";
import { SALE_STRUCTURES } from "@/lib/businesses/choices";
import { businessCompleteness } from "@/lib/listings/completeness";
import { typedAmount, typedListing } from "@/components/listings/completeness-meter";
import { EditorForm, type ItemEditorProps } from "@/components/listings/editor-form";
import { EditorSection } from "@/components/listings/editor-section";
import { CityPostalFields, ListedByField, PlaceFields, PriceOnRequestField } from "@/components/listings/editor-fields";
import { ListingMediaSections } from "@/components/listings/listing-media-sections";
import { placeLine } from "@/lib/listings/place";
import type { Locale } from "@/lib/i18n/routing";

export type BusinessEditorRefs = {
  categoryGroups: { label: string; options: Option[] }[];
  provinces: Option[];
  regions: (Option & { provinceId: number })[];
  /** The real-estate options, labelled as the public pages label them. */
  realEstate: Option[];
};

/**
 * What a visitor reads of this listing, as its public card and page show it: the title, the
 * category and the place (the city only when the listing is not confidential), and the
 * "confidential" mark. The business's name, address and postal code are on no public page.
 */
function publicHeading(
  values: Partial<
    Pick<BusinessInput, "title_fr" | "title_en" | "category_id" | "region_id" | "province_id" | "city" | "confidential">
  >,
  refs: BusinessEditorRefs,
  locale: Locale,
  t: ReturnType<typeof useTranslations<"workspace.editor">>,
): string {
  const unknown = t("unknown");
  const label = (options: Option[], value: unknown) =>
    options.find((o) => o.value === String(value ?? ""))?.label ?? null;
  const area = label(refs.regions, values.region_id) ?? label(refs.provinces, values.province_id) ?? unknown;
  const what = {
    // An English visitor reads the English title when there is one, as on the public pages.
    title: (locale === "en" && values.title_en) || values.title_fr || unknown,
    category:
      label(
        refs.categoryGroups.flatMap((g) => g.options),
        values.category_id,
      ) ?? unknown,
    place: placeLine(values.confidential ? null : values.city || null, area, locale),
  };
  return values.confidential ? t("publicSeesConfidential", what) : t("publicSeesOpen", what);
}

const BUSINESS = {
  kind: "entreprise",
  // zod and the schema load at the first check (a save, a field left), not with the page.
  schema: () => import("@/lib/businesses/schema").then((m) => m.businessSchema),
  listPath: "/admin/entreprises",
  save: saveBusiness,
  submit: submitBusiness,
};

/** The business listing editor: every field in sections, drafts kept and saved as the seller works. */
export function BusinessEditor({ refs, ...start }: ItemEditorProps<BusinessInput, BusinessEditorRefs>) {
  const t = useTranslations("workspace.editor");
  const locale = useLocale() as Locale;
  const editor = useItemEditor(BUSINESS, start);

  const values = useWatch({ control: editor.form.control });
  const publicSees = publicHeading(values, refs, locale, t);

  return (
    <EditorForm
      editor={editor}
      status={start.status}
      completeness={businessCompleteness({
        ...typedListing(values),
        gross_revenue: typedAmount(values.gross_revenue),
        cash_flow: typedAmount(values.cash_flow),
        asking_price: typedAmount(values.asking_price),
        price_on_request: values.price_on_request === true,
        reason_for_selling_fr: values.reason_for_selling_fr ?? null,
      })}
    >
      <EditorSection title={t("sections.business")}>
        <BilingualField name="title" label={t("title")} hint={t("titleHint")} maxLength={160} />
        <ChoiceListField<BusinessInput>
          name="category_id"
          label={t("category")}
          hint={t("categoryHint")}
          groups={refs.categoryGroups}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <ListedByField />
          <NumberField<BusinessInput> name="year_established" label={t("yearEstablished")} optional min={1800} />
          <NumberField<BusinessInput> name="employees" label={t("employees")} optional min={0} />
        </div>
      </EditorSection>

      <EditorSection title={t("sections.location")}>
        <PlaceFields provinces={refs.provinces} regions={refs.regions}>
          <CityPostalFields />
          <TextField<BusinessInput>
            name="street_address"
            label={t("streetAddress")}
            optional
            autoComplete="street-address"
          />
          <TextField<BusinessInput>
            name="business_name"
            label={t("businessName")}
            optional
            autoComplete="organization"
          />
        </PlaceFields>
        <SwitchField<BusinessInput> name="confidential" label={t("confidential")} hint={t("confidentialHint")}>
          <p className="rounded-md bg-neutral-100 p-3 text-sm dark:bg-neutral-800" aria-live="polite">
            {t("publicSees", { what: publicSees })}
          </p>
        </SwitchField>
      </EditorSection>

      <EditorSection title={t("sections.financials")} twoColumns>
        <div className="space-y-2">
          <MoneyField<BusinessInput>
            name="asking_price"
            label={t("askingPrice")}
            disabled={values.price_on_request === true}
          />
          <PriceOnRequestField />
        </div>
        <MoneyField<BusinessInput> name="gross_revenue" label={t("grossRevenue")} optional />
        <MoneyField<BusinessInput> name="cash_flow" label={t("cashFlow")} hint={t("cashFlowHint")} optional />
        <MoneyField<BusinessInput> name="ebitda" label={t("ebitda")} optional />
        <MoneyField<BusinessInput> name="inventory_value" label={t("inventoryValue")} optional />
        <MoneyField<BusinessInput> name="equipment_value" label={t("equipmentValue")} optional />
        <MoneyField<BusinessInput> name="rent_monthly" label={t("rentMonthly")} optional />
      </EditorSection>

      <EditorSection title={t("sections.operations")}>
        <SelectField<BusinessInput>
          name="real_estate"
          label={t("realEstate")}
          placeholder={t("realEstateNone")}
          options={refs.realEstate}
        />
        <div className="grid gap-3 sm:grid-cols-3">
          <CheckboxField<BusinessInput> name="home_based" label={t("homeBased")} />
          <CheckboxField<BusinessInput> name="relocatable" label={t("relocatable")} />
          <CheckboxField<BusinessInput> name="franchise_resale" label={t("franchiseResale")} />
        </div>
      </EditorSection>

      <EditorSection title={t("sections.terms")}>
        <SelectField<BusinessInput>
          name="sale_structure"
          label={t("saleStructure")}
          placeholder={t("saleStructureNone")}
          options={SALE_STRUCTURES.map((v) => ({ value: v, label: t(`saleStructures.${v}`) }))}
        />
        <CheckboxField<BusinessInput> name="seller_financing" label={t("sellerFinancing")} />
        <BilingualField name="reason_for_selling" label={t("reasonForSelling")} multiline maxLength={2000} frOptional />
        <BilingualField name="support_training" label={t("supportTraining")} multiline maxLength={2000} frOptional />
      </EditorSection>

      <ListingMediaSections descriptionHint={t("descriptionHint")} ownerId={start.ownerId} />
    </EditorForm>
  );
}
