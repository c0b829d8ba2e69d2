"use client";

import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { BilingualField } from "@/components/forms/bilingual-field";
import { ChoiceListField } from "@/components/forms/choice-list-field";
import { SelectField, TextField, type Option } from "@/components/forms/form-field";
import { PhotoField } from "@/components/listings/photo-field";
import { saveExpert, submitExpert } from "@/lib/experts/actions/save-expert";
import { useItemEditor } from "@/components/forms/use-item-editor";
import { expertSchema, type ExpertInput } from "@/lib/experts/schema";
import { expertCompleteness } from "@/lib/listings/completeness";
import { EditorForm, type ItemEditorProps } from "@/components/listings/editor-form";
import { EditorSection } from "@/components/listings/editor-section";
import { CityField } from "@/components/listings/editor-fields";

export type ExpertEditorRefs = {
  professions: Option[];
  languages: Option[];
  licenceBodies: Option[];
  /** Regions grouped by province. */
  regionGroups: { label: string; options: Option[] }[];
};

const EXPERT = {
  kind: "expert",
  schema: expertSchema,
  listPath: "/admin/experts",
  save: saveExpert,
  submit: submitExpert,
};

/** The expert profile editor: who, what they do and where, how to reach them, their licence, bio and photo. */
export function ExpertEditor({
  refs,
  savedPhotoUrl,
  ...start
}: ItemEditorProps<ExpertInput, ExpertEditorRefs> & { savedPhotoUrl: string | null }) {
  const te = useTranslations("workspace.expert");
  const editor = useItemEditor(EXPERT, start);
  const values = useWatch({ control: editor.form.control });

  return (
    <EditorForm
      editor={editor}
      status={start.status}
      completeness={expertCompleteness({
        photo_url: values.photo_url ?? null,
        bio_fr: values.bio_fr ?? null,
        bio_en: values.bio_en ?? null,
        region_ids: values.region_ids ?? [],
        licence_body: values.licence_body ?? null,
        licence_number: values.licence_number ?? null,
        email: values.email ?? null,
        phone: values.phone ?? null,
        website: values.website ?? null,
      })}
    >
      <EditorSection title={te("sections.identity")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField<ExpertInput> name="name" label={te("name")} autoComplete="name" maxLength={150} />
          <TextField<ExpertInput>
            name="company"
            label={te("company")}
            optional
            autoComplete="organization"
            maxLength={150}
          />
          <SelectField<ExpertInput>
            name="profession"
            label={te("profession")}
            hint={te("professionHint")}
            options={refs.professions}
            placeholder={te("professionNone")}
          />
        </div>
        <ChoiceListField<ExpertInput>
          name="professions"
          label={te("professions")}
          hint={te("professionsHint")}
          groups={[{ label: "", options: refs.professions }]}
          multiple
          optional
        />
      </EditorSection>

      <EditorSection title={te("sections.reach")}>
        <ChoiceListField<ExpertInput>
          name="region_ids"
          label={te("regions")}
          hint={te("regionsHint")}
          groups={refs.regionGroups}
          multiple
        />
        <ChoiceListField<ExpertInput>
          name="languages"
          label={te("languages")}
          groups={[{ label: "", options: refs.languages }]}
          multiple
        />
      </EditorSection>

      <EditorSection title={te("sections.contact")} twoColumns>
        <TextField<ExpertInput> name="email" label={te("email")} type="email" optional autoComplete="email" />
        <TextField<ExpertInput> name="phone" label={te("phone")} type="tel" optional autoComplete="tel" />
        <TextField<ExpertInput>
          name="website"
          label={te("website")}
          hint={te("websiteHint")}
          type="url"
          optional
          autoComplete="url"
        />
        <CityField />
      </EditorSection>

      <EditorSection title={te("sections.licence")} twoColumns>
        <SelectField<ExpertInput>
          name="licence_body"
          label={te("licenceBody")}
          options={refs.licenceBodies}
          placeholder={te("licenceNone")}
        />
        <TextField<ExpertInput> name="licence_number" label={te("licenceNumber")} optional maxLength={60} />
      </EditorSection>

      <EditorSection title={te("sections.bio")}>
        <BilingualField name="bio" label={te("bio")} hint={te("bioHint")} multiline maxLength={5000} />
      </EditorSection>

      <EditorSection title={te("sections.photo")}>
        <PhotoField
          name="photo_url"
          label={te("photo")}
          hint={te("photoHint")}
          ownerId={start.ownerId}
          savedUrl={savedPhotoUrl}
        />
      </EditorSection>
    </EditorForm>
  );
}
