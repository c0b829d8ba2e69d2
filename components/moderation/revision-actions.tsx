"use client";

import { useTranslations } from "next-intl";
import { ActionButton } from "@/components/ui/action-button";
import { RejectDialog } from "@/components/moderation/reject-dialog";
import { approveRevision, rejectRevision } from "@/lib/moderation/actions/decide-revision";
import type { RevisableKind } from "@/lib/listings/kinds";

/** Approve or decline (with a reason the owner receives) a listing's pending changes. */
export function RevisionActions({ kind, id, title }: { kind: RevisableKind; id: number; title: string }) {
  const t = useTranslations("revisions.queue");
  return (
    <div role="group" aria-label={title} className="flex flex-wrap gap-2">
      <ActionButton size="sm" label={t("approve")} run={() => approveRevision({ kind, id })} success={t("approved")} />
      <RejectDialog
        kind={kind}
        id={id}
        title={title}
        reject={(reason) => rejectRevision({ kind, id, reason })}
        success={t("rejected")}
      />
    </div>
  );
}
