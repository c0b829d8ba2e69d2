"use client";

import { useTranslations } from "next-intl";
import { BilingualField } from "@/components/forms/bilingual-field";
import { TextField } from "@/components/forms/form-field";
import { ListForm } from "@/components/forms/list-form";
import { EditorSection } from "@/components/listings/editor-section";
import { PhotoField } from "@/components/listings/photo-field";
import { saveBlogAuthor } from "@/lib/blog/actions/manage-blog-author";
import { blogAuthorSchema, type BlogAuthorInput } from "@/lib/blog/schema";

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
  // The author's texts in French and English, optional in both, each with its hint.
  const text = (name: "role" | "photo_alt" | "bio", key: "role" | "photoAlt" | "bio", maxLength: number) => (
    <BilingualField<BlogAuthorInput>
      name={name}
      label={t(`fields.${key}`)}
      hint={t(`fields.${key}Hint`)}
      maxLength={maxLength}
      multiline={name === "bio"}
      frOptional
    />
  );
  return (
    <ListForm
      form={{ schema: blogAuthorSchema, action: saveBlogAuthor, defaultValues }}
      listHref={LIST}
      label={label}
      className="max-w-4xl space-y-6"
      t={t}
      name={(values) => values.name}
    >
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
        {text("role", "role", 120)}
      </EditorSection>
      <EditorSection title={t("sections.photo")}>
        <PhotoField
          name="photo_url"
          label={t("fields.photo")}
          hint={t("fields.photoHint")}
          ownerId={ownerId}
          savedUrl={defaultValues.photo_url ?? null}
        />
        {text("photo_alt", "photoAlt", 300)}
      </EditorSection>
      <EditorSection title={t("sections.presentation")}>{text("bio", "bio", 1000)}</EditorSection>
    </ListForm>
  );
}
