"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { DefaultValues, FieldValues } from "react-hook-form";
import { ChoiceListField } from "@/components/forms/choice-list-field";
import { ListForm } from "@/components/forms/list-form";
import { TextField } from "@/components/forms/form-field";
import type { SchemaSource } from "@/components/forms/zod-resolver";
import type { ActionResult } from "@/lib/actions/result";
import { saveCategory } from "@/lib/taxonomy/actions/manage-category";
import { saveFranchiseCategory } from "@/lib/taxonomy/actions/manage-franchise-category";
import { saveIndustry } from "@/lib/taxonomy/actions/manage-industry";
import {
  categorySchema,
  franchiseCategorySchema,
  industrySchema,
  type CategoryFormInput,
  type FranchiseCategoryFormInput,
  type IndustryFormInput,
} from "@/lib/taxonomy/schema";

type Common = { listHref: string; label: string };
type Names = { id?: unknown; name_fr: string; name_en?: string };

/**
 * What every term form shares (the taxonomy's and the blog's categories): the French and English
 * names, the failure's message at the top (the form stays as typed), save and cancel; after a save,
 * a toast and the list, read again in French order (§4: re-sorted after add or update). `messages`
 * is the namespace of its texts; a blog category's English name is required and shorter (`names`).
 */
export function TermForm<I extends FieldValues & Names, O extends FieldValues, D>({
  schema,
  action,
  defaultValues,
  label,
  listHref,
  messages = "taxonomy",
  names = { max: 150, englishRequired: false },
  children,
}: Common & {
  schema: SchemaSource<I, O>;
  action: (values: I) => Promise<ActionResult<D>>;
  defaultValues: DefaultValues<I>;
  messages?: "taxonomy" | "blogCategories";
  names?: { max: number; englishRequired: boolean };
  children?: ReactNode;
}) {
  const t = useTranslations(messages);
  const tTaxonomy = useTranslations("taxonomy.fields");
  return (
    <ListForm
      form={{ schema, action, defaultValues }}
      listHref={listHref}
      label={label}
      className="max-w-2xl space-y-5 rounded-xl border border-neutral-200 bg-white p-5 dark:border-neutral-800 dark:bg-neutral-900"
      t={t}
      name={(values) => values.name_fr}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField<Names> name="name_fr" label={t("fields.nameFr")} maxLength={names.max} autoComplete="off" />
        <TextField<Names>
          name="name_en"
          label={t("fields.nameEn")}
          hint={names.englishRequired ? undefined : tTaxonomy("nameEnHint")}
          maxLength={names.max}
          optional={!names.englishRequired}
          autoComplete="off"
          lang="en"
        />
      </div>
      {children}
    </ListForm>
  );
}

export function IndustryForm({ defaultValues, ...common }: Common & { defaultValues: IndustryFormInput }) {
  const t = useTranslations("taxonomy.fields");
  return (
    <TermForm schema={industrySchema} action={saveIndustry} defaultValues={defaultValues} {...common}>
      <TextField<IndustryFormInput>
        name="notion_id"
        label={t("notionId")}
        hint={t("notionHint")}
        maxLength={100}
        optional
        autoComplete="off"
      />
    </TermForm>
  );
}

export function CategoryForm({
  defaultValues,
  industries,
  ...common
}: Common & { defaultValues: CategoryFormInput; industries: { value: string; label: string }[] }) {
  const t = useTranslations("taxonomy.fields");
  return (
    <TermForm schema={categorySchema} action={saveCategory} defaultValues={defaultValues} {...common}>
      <ChoiceListField<CategoryFormInput>
        name="industry_ids"
        label={t("industries")}
        hint={t("industriesHint")}
        groups={[{ label: "", options: industries }]}
        multiple
      />
    </TermForm>
  );
}

export function FranchiseCategoryForm({
  defaultValues,
  ...common
}: Common & { defaultValues: FranchiseCategoryFormInput }) {
  return (
    <TermForm
      schema={franchiseCategorySchema}
      action={saveFranchiseCategory}
      defaultValues={defaultValues}
      {...common}
    />
  );
}
