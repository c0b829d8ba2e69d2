"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useFormContext } from "react-hook-form";
import { BilingualField } from "@/components/forms/bilingual-field";
import { PhotoListField } from "@/components/listings/photo-list-field";
import { MAX_LISTING_PHOTOS } from "@/lib/listings/choices";
import { EditorSection } from "./editor-section";

/** A listing editor's descriptions (FR/EN) and photos sections (business and property). */
export function ListingMediaSections({ descriptionHint, ownerId }: { descriptionHint: string; ownerId: string }) {
  const t = useTranslations("workspace.editor");
  const { formState } = useFormContext<{ images: { path: string }[] }>();
  // The photos saved when the editor opened (its starting values): only those stay in Storage on removal.
  const [savedPaths] = useState(
    () => new Set((formState.defaultValues?.images ?? []).flatMap((image) => (image?.path ? [image.path] : []))),
  );
  return (
    <>
      <EditorSection title={t("sections.descriptions")}>
        <BilingualField
          name="description"
          label={t("description")}
          hint={descriptionHint}
          multiline
          maxLength={20000}
        />
      </EditorSection>

      <EditorSection title={t("sections.photos")}>
        <PhotoListField max={MAX_LISTING_PHOTOS} ownerId={ownerId} savedPaths={savedPaths} />
      </EditorSection>
    </>
  );
}
