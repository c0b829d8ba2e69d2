"use client";

import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { toast } from "@/components/app/toast";
import { Button } from "@/components/ui/button";
import { withdrawRevision } from "@/lib/listings/actions/withdraw-revision";
import { useMessageText } from "@/lib/i18n/use-message-text";
import { useRouter } from "@/lib/i18n/navigation";
import type { RevisableKind } from "@/lib/listings/kinds";

/**
 * The editor's notice that the seller's changes to a public listing await review (the published
 * version stays online), with the way to withdraw them (issue 18).
 */
export function RevisionNotice({ kind, id }: { kind: RevisableKind; id: number }) {
  const t = useTranslations("revisions.editor");
  const text = useMessageText();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const withdraw = () =>
    startTransition(async () => {
      const result = await withdrawRevision({ kind, id });
      if (!result.ok) {
        toast.error(text(result.message));
        return;
      }
      toast.success(t("withdrawn"));
      router.refresh();
    });
  return (
    <div
      role="note"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-warning-300 bg-warning-50 p-4 text-warning-950 dark:border-warning-700 dark:bg-warning-950/60 dark:text-warning-50"
    >
      <p className="min-w-0 flex-1 basis-64">{t("pendingNotice")}</p>
      <Button type="button" variant="secondary" onClick={withdraw} disabled={pending}>
        {t("withdraw")}
      </Button>
    </div>
  );
}
