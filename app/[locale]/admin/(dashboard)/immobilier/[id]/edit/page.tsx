import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { PropertyEditorPage } from "@/components/properties/property-editor-page";
import { ModerationHistory } from "@/components/moderation/moderation-history";
import { PendingRevisionReview } from "@/components/moderation/pending-revision-review";
import { requireUser } from "@/lib/auth/guards";
import { getPropertyForEdit } from "@/lib/properties/queries/editor";
import type { Locale } from "@/lib/i18n/routing";
import { createClient } from "@/lib/supabase/server";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/admin/immobilier/[id]/edit">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "workspace.property" });
  return { title: t("editTitle"), robots: { index: false } };
}

/** A saved property in the editor, for its owner or an admin; anyone else gets a 404. */
export default async function EditPropertyPage({ params }: PageProps<"/[locale]/admin/immobilier/[id]/edit">) {
  const { locale, id } = await params;
  setRequestLocale(locale as Locale);
  const { user, isAdmin } = await requireUser();
  const propertyId = Number(id);
  if (!Number.isSafeInteger(propertyId) || propertyId <= 0) notFound();
  const property = await getPropertyForEdit(await createClient(), propertyId, user.id, isAdmin);
  if (!property) notFound();
  return (
    <PropertyEditorPage
      property={property}
      ownerId={user.id}
      locale={locale as Locale}
      history={<ModerationHistory kind="immobilier" id={property.id} locale={locale as Locale} />}
      revisionReview={
        isAdmin ? <PendingRevisionReview kind="immobilier" id={property.id} locale={locale as Locale} /> : undefined
      }
    />
  );
}
