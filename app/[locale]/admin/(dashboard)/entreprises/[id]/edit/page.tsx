import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { BusinessEditorPage } from "@/components/businesses/business-editor-page";
import { ModerationHistory } from "@/components/moderation/moderation-history";
import { PendingRevisionReview } from "@/components/moderation/pending-revision-review";
import { requireUser } from "@/lib/auth/guards";
import { getBusinessForEdit } from "@/lib/businesses/queries/editor";
import type { Locale } from "@/lib/i18n/routing";
import { createClient } from "@/lib/supabase/server";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/admin/entreprises/[id]/edit">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "workspace.editor" });
  return { title: t("editTitle"), robots: { index: false } };
}

/** A saved business listing in the editor, for its owner or an admin; anyone else gets a 404. */
export default async function EditBusinessPage({ params }: PageProps<"/[locale]/admin/entreprises/[id]/edit">) {
  const { locale, id } = await params;
  setRequestLocale(locale as Locale);
  const { user, isAdmin } = await requireUser();
  const businessId = Number(id);
  if (!Number.isSafeInteger(businessId) || businessId <= 0) notFound();
  const business = await getBusinessForEdit(await createClient(), businessId);
  if (!business) notFound();
  return (
    <BusinessEditorPage
      business={business}
      ownerId={user.id}
      locale={locale as Locale}
      history={<ModerationHistory kind="entreprise" id={business.id} locale={locale as Locale} />}
      revisionReview={
        isAdmin ? <PendingRevisionReview kind="entreprise" id={business.id} locale={locale as Locale} /> : undefined
      }
    />
  );
}
