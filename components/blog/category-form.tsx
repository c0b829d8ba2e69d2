"use client";

import { useTranslations } from "next-intl";
import { FormProvider } from "react-hook-form";
import { toast } from "@/components/app/toast";
import { ActionButton } from "@/components/data-table/action-button";
import { SummaryAlert } from "@/components/forms/form-alert";
import { TextField } from "@/components/forms/form-field";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button, buttonClasses } from "@/components/ui/button";
import { deleteBlogCategory, saveBlogCategory } from "@/lib/blog/actions/manage-blog-category";
import { blogCategorySchema, type BlogCategoryInput } from "@/lib/blog/schema";
import { Link, useRouter } from "@/lib/i18n/navigation";

const LIST = "/admin/gestion/blog/categories";

/**
 * A blog category's form: French and English names and their addresses (left empty, the name's);
 * a failure shows at the top and at its field, the form staying as typed; after a save, the list.
 */
export function BlogCategoryForm({ defaultValues, label }: { defaultValues: BlogCategoryInput; label: string }) {
  const t = useTranslations("blogCategories");
  const router = useRouter();
  const isNew = !defaultValues.id;
  const { form, submit, summary, submitting } = useActionForm({
    schema: blogCategorySchema,
    defaultValues,
    action: saveBlogCategory,
    summary: "inline",
    onSuccess: (_, values) => {
      toast.success(isNew ? t("created", { name: values.name_fr.trim() }) : t("saved"));
      router.push(LIST);
      router.refresh();
    },
  });
  return (
    <FormProvider {...form}>
      <form
        onSubmit={submit}
        noValidate
        aria-label={label}
        className="max-w-2xl space-y-5 rounded-xl border border-neutral-200 bg-white p-5 dark:border-neutral-800 dark:bg-neutral-900"
      >
        <SummaryAlert summary={summary} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField<BlogCategoryInput> name="name_fr" label={t("fields.nameFr")} maxLength={80} autoComplete="off" />
          <TextField<BlogCategoryInput>
            name="name_en"
            label={t("fields.nameEn")}
            maxLength={80}
            autoComplete="off"
            lang="en"
          />
          <TextField<BlogCategoryInput>
            name="slug_fr"
            label={t("fields.slugFr")}
            hint={t("fields.slugHint")}
            maxLength={80}
            optional
            autoComplete="off"
          />
          <TextField<BlogCategoryInput>
            name="slug_en"
            label={t("fields.slugEn")}
            hint={t("fields.slugHint")}
            maxLength={80}
            optional
            autoComplete="off"
            lang="en"
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={submitting}>
            {isNew ? t("create") : t("save")}
          </Button>
          <Link href={LIST} className={buttonClasses({ variant: "outline" })}>
            {t("cancel")}
          </Link>
        </div>
      </form>
    </FormProvider>
  );
}

/** A category's row actions: edit, and delete after a confirmation (refused, and said, when articles use it). */
export function BlogCategoryActions({ id, name }: { id: number; name: string }) {
  const t = useTranslations("blogCategories");
  return (
    <div className="flex flex-wrap gap-2">
      <Link href={`${LIST}/${id}/edit`} className={buttonClasses({ variant: "outline", size: "sm" })}>
        {t("edit")}
        <span className="sr-only"> {name}</span>
      </Link>
      <ActionButton
        size="sm"
        variant="ghost"
        destructive
        label={t("delete")}
        run={() => deleteBlogCategory({ id })}
        success={t("deleted", { name })}
        confirm={{ title: t("deleteTitle", { name }), body: t("deleteBody"), action: t("delete") }}
      >
        {t("delete")}
        <span className="sr-only"> {name}</span>
      </ActionButton>
    </div>
  );
}
