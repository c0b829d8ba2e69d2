"use client";

import { useTranslations } from "next-intl";
import { BilingualField } from "@/components/forms/bilingual-field";
import { PhotoListField } from "@/components/listings/photo-list-field";
import { MAX_LISTING_PHOTOS } from "@/lib/listings/choices";
import { EditorSection } from "./editor-section";

/** A listing editor's descriptions (FR/EN) and photos sections (business and property). */
export function ListingMediaSections({
  descriptionHint,
  ownerId,
  savedPaths,
}: {
  descriptionHint: string;
  ownerId: string;
  savedPaths: ReadonlySet<string>;
}) {
  const t = useTranslations("workspace.editor");
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
