import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";
import type { ExpertForEdit } from "@/lib/experts/queries/editor";
import { loadListingChoices } from "@/lib/listings/queries/editor-choices";
import { EXPERT_LANGUAGES, EXPERT_PROFESSIONS, LICENCE_BODIES, type ExpertInput } from "@/lib/experts/schema";
import { createClient } from "@/lib/supabase/server";
import { EditorPageShell, editorStart } from "@/components/listings/editor-page-shell";
import { ExpertEditor } from "./expert-editor";

const text = (v: string | null | undefined) => v ?? "";

/** What the editor starts from: the saved profile, or an empty one working in French. */
function initialValues(x: ExpertForEdit | null): ExpertInput {
  if (!x)
    return {
      name: "",
      profession: "",
      professions: [],
      company: "",
      region_ids: [],
      languages: ["fr"],
      licence_body: "",
      bio_fr: "",
      bio_en: "",
      photo_url: null,
    } as unknown as ExpertInput;
  return {
    id: x.id,
    name: x.name,
    profession: x.profession,
    professions: x.professions,
    company: text(x.company),
    region_ids: x.region_ids.map(String),
    languages: x.languages,
    phone: text(x.phone),
    email: text(x.email),
    website: text(x.website),
    city: text(x.city),
    licence_body: x.licence_body ?? "",
    licence_number: text(x.licence_number),
    bio_fr: text(x.bio_fr),
    bio_en: text(x.bio_en),
    photo_url: x.photo_url,
  } as unknown as ExpertInput;
}

/** The editor page of an expert profile, new or saved (the guard runs in the route). */
export async function ExpertEditorPage({
  expert,
  ownerId,
  locale,
  history,
}: {
  expert: ExpertForEdit | null;
  ownerId: string;
  locale: Locale;
  /** What the page shows under the editor of a saved item (its moderation history, composed by the route). */
  history?: ReactNode;
}) {
  const [t, tExperts, choices] = await Promise.all([
    getTranslations("workspace.expert"),
    getTranslations("experts"),
    createClient().then((c) => loadListingChoices(c, locale)),
  ]);
  const regionGroups = choices.provinces
    .map((p) => ({
      label: p.label,
      options: choices.regions
        .filter((r) => String(r.provinceId) === p.value)
        .map(({ value, label }) => ({ value, label })),
    }))
    .filter((g) => g.options.length > 0);
  const refs = {
    professions: EXPERT_PROFESSIONS.map((v) => ({ value: v, label: tExperts(`professions.${v}`) })),
    languages: EXPERT_LANGUAGES.map((v) => ({ value: v, label: tExperts(`languages.${v}`) })),
    licenceBodies: LICENCE_BODIES.map((v) => ({ value: v, label: t(`licenceBodies.${v}`) })),
    regionGroups,
  };
  return (
    <EditorPageShell
      backHref="/admin/experts"
      backLabel={t("backToList")}
      title={expert ? t("editTitle") : t("newTitle")}
      item={expert}
    >
      <ExpertEditor
        initial={initialValues(expert)}
        refs={refs}
        {...editorStart(expert, ownerId)}
        savedPhotoUrl={expert?.photo_url ?? null}
      />
      {history}
    </EditorPageShell>
  );
}
