"use client";

import { useTranslations } from "next-intl";
import { BilingualField } from "@/components/forms/bilingual-field";
import { NumberField, SelectField, TextField, type Option } from "@/components/forms/form-field";
import { MoneyField } from "@/components/forms/money-field";
import { useItemEditor } from "@/components/forms/use-item-editor";
import { PhotoField } from "@/components/listings/photo-field";
import { EditorForm, type ItemEditorProps } from "@/components/listings/editor-form";
import { EditorSection } from "@/components/listings/editor-section";
import { saveFranchise, submitFranchise } from "@/lib/franchises/actions/save-franchise";
import { franchiseSchema, type FranchiseInput } from "@/lib/franchises/schema";

/** A percentage of sales, to the hundredth. */
const PERCENT = { optional: true, min: 0, max: 100, step: 0.01, inputMode: "decimal" } as const;

/**
 * The franchise page editor (a franchisor's or an administrator's): the network, its figures, its
 * presentation and training in both languages, and its logo (its `refs`: the franchise categories).
 * `listPath` is where a submission lands.
 */
export function FranchiseEditor({
  refs: categories,
  savedLogoUrl,
  listPath,
  canSubmit,
  ownerId,
  ...start
}: ItemEditorProps<FranchiseInput, Option[]> & {
  savedLogoUrl: string | null;
  listPath: string;
  /** Whether "Submit for review" is offered (an administrator publishes from the review panel instead). */
  canSubmit: boolean;
}) {
  const t = useTranslations("workspace.franchise");
  const editor = useItemEditor(
    { kind: "franchise", schema: franchiseSchema, listPath, save: saveFranchise, submit: submitFranchise },
    start,
  );

  return (
    <EditorForm editor={editor} status={canSubmit ? start.status : "published"}>
      <EditorSection title={t("sections.identity")} twoColumns>
        <TextField<FranchiseInput> name="name" label={t("name")} autoComplete="organization" maxLength={150} />
        <SelectField<FranchiseInput>
          name="category_id"
          label={t("category")}
          options={categories}
          placeholder={t("categoryNone")}
        />
        <TextField<FranchiseInput> name="headquarters_city" label={t("headquarters")} optional maxLength={100} />
        <TextField<FranchiseInput>
          name="website"
          label={t("website")}
          hint={t("websiteHint")}
          type="url"
          optional
          autoComplete="url"
        />
        <NumberField<FranchiseInput> name="year_founded" label={t("yearFounded")} optional min={1800} />
        <NumberField<FranchiseInput> name="units_count" label={t("units")} optional min={0} />
      </EditorSection>

      <EditorSection title={t("sections.figures")} twoColumns>
        <MoneyField<FranchiseInput> name="investment_min" label={t("investmentMin")} hint={t("investmentHint")} />
        <MoneyField<FranchiseInput> name="investment_max" label={t("investmentMax")} optional />
        <MoneyField<FranchiseInput> name="franchise_fee" label={t("franchiseFee")} optional />
        <NumberField<FranchiseInput> name="royalty_percent" label={t("royalty")} {...PERCENT} />
        <NumberField<FranchiseInput> name="advertising_fee_percent" label={t("advertising")} {...PERCENT} />
      </EditorSection>

      <EditorSection title={t("sections.description")}>
        <BilingualField
          name="description"
          label={t("description")}
          hint={t("descriptionHint")}
          multiline
          maxLength={20000}
        />
        <BilingualField name="training_support" label={t("training")} multiline maxLength={5000} frOptional />
      </EditorSection>

      <EditorSection title={t("sections.logo")}>
        <PhotoField name="logo_url" label={t("logo")} hint={t("logoHint")} ownerId={ownerId} savedUrl={savedLogoUrl} />
      </EditorSection>
    </EditorForm>
  );
}
