"use client";

import { useTranslations } from "next-intl";
import { FormProvider } from "react-hook-form";
import { toast } from "@/components/app/toast";
import { BilingualField } from "@/components/forms/bilingual-field";
import { SummaryAlert } from "@/components/forms/form-alert";
import { TextField } from "@/components/forms/form-field";
import { useActionForm } from "@/components/forms/use-action-form";
import { EditorSection } from "@/components/listings/editor-section";
import { PhotoField } from "@/components/listings/photo-field";
import { buttonClasses } from "@/components/ui/button";
import { saveBlogAuthor } from "@/lib/blog/actions/manage-blog-author";
import { blogAuthorSchema, type BlogAuthorInput } from "@/lib/blog/schema";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { SubmitButton } from "@/components/forms/submit-button";

const LIST = "/admin/gestion/blog/authors";

/**
 * A blog author's form: name and address, role and short bio in French and English, the photo
 * (resized to WebP in the browser and sent to Storage, as every photo of the site) with its
 * descriptions. A failure shows at the top and at its field, the form staying as typed; after a
 * save, the list.
 */
export function BlogAuthorForm({
  defaultValues,
  label,
  ownerId,
}: {
  defaultValues: BlogAuthorInput;
  label: string;
  /** The folder of the admin's uploads in the photos bucket. */
  ownerId: string;
}) {
  const t = useTranslations("blogAuthors");
  const router = useRouter();
  const isNew = !defaultValues.id;
  const { form, submit, summary, submitting } = useActionForm({
    schema: blogAuthorSchema,
    defaultValues,
    action: saveBlogAuthor,
    summary: "inline",
    onSuccess: (_, values) => {
      toast.success(isNew ? t("created", { name: values.name.trim() }) : t("saved"));
      router.push(LIST);
      router.refresh();
    },
  });
  return (
    <FormProvider {...form}>
      <form method="post" onSubmit={submit} noValidate aria-label={label} className="max-w-4xl space-y-6">
        <SummaryAlert summary={summary} />
        <EditorSection title={t("sections.identity")}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField<BlogAuthorInput> name="name" label={t("fields.name")} maxLength={120} autoComplete="off" />
            <TextField<BlogAuthorInput>
              name="slug"
              label={t("fields.slug")}
              hint={t("fields.slugHint")}
              maxLength={120}
              optional
              autoComplete="off"
            />
          </div>
          <BilingualField<BlogAuthorInput>
            name="role"
            label={t("fields.role")}
            hint={t("fields.roleHint")}
            maxLength={120}
            frOptional
          />
        </EditorSection>
        <EditorSection title={t("sections.photo")}>
          <PhotoField
            name="photo_url"
            label={t("fields.photo")}
            hint={t("fields.photoHint")}
            ownerId={ownerId}
            savedUrl={defaultValues.photo_url ?? null}
          />
          <BilingualField<BlogAuthorInput>
            name="photo_alt"
            label={t("fields.photoAlt")}
            hint={t("fields.photoAltHint")}
            maxLength={300}
            frOptional
          />
        </EditorSection>
        <EditorSection title={t("sections.presentation")}>
          <BilingualField<BlogAuthorInput>
            name="bio"
            label={t("fields.bio")}
            hint={t("fields.bioHint")}
            maxLength={1000}
            multiline
            frOptional
          />
        </EditorSection>
        <div className="flex flex-wrap gap-3">
          <SubmitButton disabled={submitting}>{isNew ? t("create") : t("save")}</SubmitButton>
          <Link href={LIST} className={buttonClasses({ variant: "outline" })}>
            {t("cancel")}
          </Link>
        </div>
      </form>
    </FormProvider>
  );
}
