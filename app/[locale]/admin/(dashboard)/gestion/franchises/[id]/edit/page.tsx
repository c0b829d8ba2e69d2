import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { FranchiseEditorPage } from "@/components/franchises/franchise-editor-page";
import { ModerationHistory } from "@/components/moderation/moderation-history";
import { PendingRevisionReview } from "@/components/moderation/pending-revision-review";
import { requireUser } from "@/lib/auth/guards";
import { getFranchiseForEdit } from "@/lib/franchises/queries/editor";
import type { Locale } from "@/lib/i18n/routing";
import { createClient } from "@/lib/supabase/server";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/admin/gestion/franchises/[id]/edit">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "workspace.franchise" });
  return { title: t("editTitle"), robots: { index: false } };
}

/** A franchisor's saved franchise page in the editor (an admin's too); anyone else gets a 404. */
export default async function EditFranchisePage({ params }: PageProps<"/[locale]/admin/gestion/franchises/[id]/edit">) {
  const { locale, id } = await params;
  setRequestLocale(locale as Locale);
  const { user, isAdmin } = await requireUser();
  const franchiseId = Number(id);
  if (!Number.isSafeInteger(franchiseId) || franchiseId <= 0) notFound();
  const franchise = await getFranchiseForEdit(await createClient(), franchiseId, user.id, isAdmin);
  if (!franchise) notFound();
  return (
    <FranchiseEditorPage
      franchise={franchise}
      ownerId={user.id}
      locale={locale as Locale}
      asAdmin={false}
      review={<ModerationHistory kind="franchise" id={franchise.id} locale={locale as Locale} />}
      revisionReview={
        isAdmin ? <PendingRevisionReview kind="franchise" id={franchise.id} locale={locale as Locale} /> : undefined
      }
    />
  );
}
