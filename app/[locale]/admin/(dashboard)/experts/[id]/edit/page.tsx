import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { ExpertEditorPage } from "@/components/experts/expert-editor-page";
import { ModerationHistory } from "@/components/moderation/moderation-history";
import { requireUser } from "@/lib/auth/guards";
import { getExpertForEdit } from "@/lib/experts/queries/editor";
import type { Locale } from "@/lib/i18n/routing";
import { createClient } from "@/lib/supabase/server";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin/experts/[id]/edit">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "workspace.expert" });
  return { title: t("editTitle"), robots: { index: false } };
}

/** A saved expert profile in the editor, for its owner or an admin; anyone else gets a 404. */
export default async function EditExpertPage({ params }: PageProps<"/[locale]/admin/experts/[id]/edit">) {
  const { locale, id } = await params;
  setRequestLocale(locale as Locale);
  const { user, isAdmin } = await requireUser();
  const expertId = Number(id);
  if (!Number.isSafeInteger(expertId) || expertId <= 0) notFound();
  const expert = await getExpertForEdit(await createClient(), expertId, user.id, isAdmin);
  if (!expert) notFound();
  return (
    <ExpertEditorPage
      expert={expert}
      ownerId={user.id}
      locale={locale as Locale}
      history={<ModerationHistory kind="expert" id={expert.id} locale={locale as Locale} />}
    />
  );
}
