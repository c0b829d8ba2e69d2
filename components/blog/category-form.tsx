"use client";

import { useTranslations } from "next-intl";
import { TextField } from "@/components/forms/form-field";
import { TermForm } from "@/components/taxonomy/term-form";
import { saveBlogCategory } from "@/lib/blog/actions/manage-blog-category";
import { blogCategorySchema, type BlogCategoryInput } from "@/lib/blog/schema";

const LIST = "/admin/gestion/blog/categories";

/**
 * A blog category's form: the term form (French and English names, both required here) with the
 * names' addresses (left empty, the name's); a failure shows at the top and at its field, the form
 * staying as typed; after a save, the list.
 */
export function BlogCategoryForm({ defaultValues, label }: { defaultValues: BlogCategoryInput; label: string }) {
  const t = useTranslations("blogCategories.fields");
  return (
    <TermForm
      schema={blogCategorySchema}
      action={saveBlogCategory}
      defaultValues={defaultValues}
      label={label}
      listHref={LIST}
      messages="blogCategories"
      names={{ max: 80, englishRequired: true }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField<BlogCategoryInput>
          name="slug_fr"
          label={t("slugFr")}
          hint={t("slugHint")}
          maxLength={80}
          optional
          autoComplete="off"
        />
        <TextField<BlogCategoryInput>
          name="slug_en"
          label={t("slugEn")}
          hint={t("slugHint")}
          maxLength={80}
          optional
          autoComplete="off"
          lang="en"
        />
      </div>
    </TermForm>
  );
}
