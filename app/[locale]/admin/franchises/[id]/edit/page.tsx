import { BoxSection } from "@/components/content/titled-section";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { FranchiseEditorPage } from "@/components/franchises/franchise-editor-page";
import { ModerationHistory } from "@/components/moderation/moderation-history";
import { PendingRevisionReview } from "@/components/moderation/pending-revision-review";
import { RowActions } from "@/components/moderation/row-actions";
import { requireAdmin } from "@/lib/auth/guards";
import { getFranchiseForEdit } from "@/lib/franchises/queries/editor";
import type { Locale } from "@/lib/i18n/routing";
import { editItemPath, publicItemPath } from "@/lib/moderation/paths";
import { createClient } from "@/lib/supabase/server";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/admin/franchises/[id]/edit">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "workspace.franchise" });
  return { title: t("editTitle"), robots: { index: false } };
}

/** Any franchise page, for an administrator: the editor, then its status and review (approve, reject, feature) and history. */
export default async function AdminEditFranchisePage({ params }: PageProps<"/[locale]/admin/franchises/[id]/edit">) {
  const { locale: raw, id } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const { user } = await requireAdmin();
  const franchiseId = Number(id);
  if (!Number.isSafeInteger(franchiseId) || franchiseId <= 0) notFound();
  const client = await createClient();
  const [franchise, t] = await Promise.all([
    getFranchiseForEdit(client, franchiseId, user.id, true),
    getTranslations({ locale, namespace: "workspace.franchise" }),
  ]);
  if (!franchise) notFound();
  return (
    <FranchiseEditorPage
      franchise={franchise}
      ownerId={user.id}
      locale={locale}
      asAdmin
      revisionReview={<PendingRevisionReview kind="franchise" id={franchise.id} locale={locale} />}
      review={
        <BoxSection id="franchise-review" title={t("review")} className="space-y-4">
          <p className="text-sm break-all text-neutral-700 dark:text-neutral-300">
            {t("owner", { email: franchise.owner_email ?? "—" })}
          </p>
          <RowActions
            kind="franchise"
            id={franchise.id}
            title={franchise.name}
            status={franchise.status}
            featured={franchise.featured}
            editHref={editItemPath("franchise", franchise.id, true)}
            publicHref={publicItemPath("franchise", { id: franchise.id, slug: franchise.slug, title: franchise.name })}
          />
          <ModerationHistory kind="franchise" id={franchise.id} locale={locale} />
        </BoxSection>
      }
    />
  );
}
