import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { requireAdmin } from "@/lib/auth/guards";
import type { Locale } from "@/lib/i18n/routing";
import type { ListingKind } from "@/lib/listings/queries/revisions";
import { listRevisionsToReview } from "@/lib/moderation/queries";
import { createClient } from "@/lib/supabase/server";
import { createAdminClient } from "@/lib/supabase/admin";
import { RevisionChanges } from "./revision-changes";

/**
 * The back office's list of pending changes to public listings of one kind (issue 18): field by
 * field what the owner changed (before → after, photos added and removed), to approve or decline.
 */
export async function RevisionQueue({ kind, locale }: { kind: ListingKind; locale: Locale }) {
  await requireAdmin();
  const t = await getTranslations({ locale, namespace: "revisions.queue" });
  const revisions = await listRevisionsToReview(await createClient(), createAdminClient, kind);
  if (revisions.length === 0) return null;

  return (
    <ClientMessages namespaces={["revisions", "moderation", "dataTable"]}>
      <section
        aria-labelledby={`revisions-${kind}`}
        className="space-y-4 rounded-xl border border-warning-300 p-4 dark:border-warning-700"
      >
        <h2 id={`revisions-${kind}`} className="text-xl font-semibold">
          {t("title")} ({revisions.length})
        </h2>
        {revisions.map(({ revision, before }) => (
          <RevisionChanges key={revision.itemId} kind={kind} revision={revision} before={before} locale={locale} />
        ))}
      </section>
    </ClientMessages>
  );
}
