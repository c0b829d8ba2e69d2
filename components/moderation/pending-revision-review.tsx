import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { requireAdmin } from "@/lib/auth/guards";
import type { Locale } from "@/lib/i18n/routing";
import type { ListingKind } from "@/lib/listings/queries/revisions";
import { listRevisionsToReview } from "@/lib/moderation/queries";
import { createAdminClient } from "@/lib/supabase/admin";
import { createClient } from "@/lib/supabase/server";
import { RevisionChanges } from "./revision-changes";

/**
 * On a listing's editor, for an administrator: the owner's pending changes as the moderation queue
 * shows them, to approve or decline there (never the owner's "withdraw", which would throw the
 * owner's edit away). Nothing when no change is pending.
 */
export async function PendingRevisionReview({ kind, id, locale }: { kind: ListingKind; id: number; locale: Locale }) {
  await requireAdmin();
  const [pending] = await listRevisionsToReview(await createClient(), createAdminClient, kind, id);
  if (!pending) return null;
  const t = await getTranslations({ locale, namespace: "revisions.review" });
  return (
    <ClientMessages namespaces={["revisions", "moderation", "dataTable"]}>
      <section
        aria-labelledby={`pending-revision-${kind}-${id}`}
        className="space-y-3 rounded-xl border border-warning-300 bg-warning-50 p-4 text-warning-950 dark:border-warning-700 dark:bg-warning-950/60 dark:text-warning-50"
      >
        <h2 id={`pending-revision-${kind}-${id}`} className="text-lg font-semibold">
          {t("title")}
        </h2>
        <p className="text-sm">{t("intro")}</p>
        <RevisionChanges kind={kind} revision={pending.revision} before={pending.before} locale={locale} />
      </section>
    </ClientMessages>
  );
}
