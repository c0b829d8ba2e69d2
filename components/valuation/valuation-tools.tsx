"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { toast } from "@/components/app/toast";
import { ConfirmDialog } from "@/components/data-table/confirm-dialog";
import { Button } from "@/components/ui/button";
import {
  createBusinessFromValuation,
  deleteValuationById,
  rotateValuationLink,
  setValuationSharing,
} from "@/lib/valuation/actions/valuation-actions";
import { useMessageText } from "@/lib/i18n/use-message-text";
import { useRouter } from "@/lib/i18n/navigation";
import { TitledSection } from "@/components/content/titled-section";

const TOOL_BOX = {
  className: "space-y-3 rounded-lg border border-neutral-200 p-4 dark:border-neutral-700",
  titleClassName: "font-semibold",
};

/** Sharing the report, opening a listing draft from the valuation, deleting it. */
export function ValuationTools({
  id,
  shareEnabled,
  shareUrl,
}: {
  id: string;
  shareEnabled: boolean;
  shareUrl: string;
}) {
  const t = useTranslations("valuation.tools");
  const text = useMessageText();
  const router = useRouter();
  const [pending, start] = useTransition();
  const [enabled, setEnabled] = useState(shareEnabled);
  const [confirming, setConfirming] = useState(false);
  const run = <T,>(
    call: () => Promise<{ ok: true; data: T } | { ok: false; message: string }>,
    done: (data: T) => void,
  ) =>
    start(async () => {
      const result = await call();
      if (!result.ok) toast.error(text(result.message));
      else done(result.data);
    });
  return (
    <div className="grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-start">
      <TitledSection id="tools-share" title={t("shareTitle")} {...TOOL_BOX}>
        <label className="flex items-center justify-between gap-4">
          <span className="text-sm">{t("shareSwitch")}</span>
          <input
            type="checkbox"
            role="switch"
            checked={enabled}
            data-testid="share-switch"
            className="relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-neutral-400 transition-colors before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-white before:transition-transform checked:bg-primary-700 checked:before:translate-x-5 dark:bg-neutral-600 dark:checked:bg-primary-500"
            onChange={(e) => {
              const next = e.target.checked;
              setEnabled(next);
              start(async () => {
                const result = await setValuationSharing({ id, enabled: next });
                if (!result.ok) {
                  setEnabled(!next);
                  toast.error(text(result.message));
                  return;
                }
                const d = result.data;
                setEnabled(d.enabled);
                toast.success(d.enabled ? t("shareOn") : t("shareOff"));
                router.refresh();
              });
            }}
          />
        </label>
        {enabled ? (
          <div className="space-y-2">
            <label htmlFor="share-url" className="block text-sm font-medium">
              {t("shareLink")}
            </label>
            <input
              id="share-url"
              readOnly
              value={shareUrl}
              className="block w-full rounded-md border border-neutral-400 bg-neutral-50 px-2 py-1 text-sm dark:border-neutral-600 dark:bg-neutral-800"
              data-testid="share-url"
            />
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="outline"
                onClick={() => void navigator.clipboard.writeText(shareUrl).then(() => toast.success(t("copied")))}
              >
                {t("copy")}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={pending}
                onClick={() =>
                  run(
                    () => rotateValuationLink({ id }),
                    () => {
                      toast.success(t("rotated"));
                      router.refresh();
                    },
                  )
                }
              >
                {t("rotate")}
              </Button>
            </div>
          </div>
        ) : (
          <p className="text-sm text-neutral-700 dark:text-neutral-300">{t("shareOffHint")}</p>
        )}
      </TitledSection>
      <TitledSection id="tools-listing" title={t("listingTitle")} {...TOOL_BOX}>
        <p className="text-sm text-neutral-700 dark:text-neutral-300">{t("listingText")}</p>
        <Button
          variant="secondary"
          disabled={pending}
          onClick={() =>
            run(
              () => createBusinessFromValuation({ id }),
              (d) => router.push(`/admin/entreprises/${d.id}/edit`),
            )
          }
        >
          {t("createListing")}
        </Button>
      </TitledSection>
      <TitledSection id="tools-delete" title={t("deleteTitle")} className="space-y-3" titleClassName="sr-only">
        <Button variant="ghost" disabled={pending} onClick={() => setConfirming(true)}>
          {t("delete")}
        </Button>
        <ConfirmDialog
          open={confirming}
          title={t("deleteConfirm")}
          confirmLabel={t("delete")}
          destructive
          busy={pending}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            run(
              () => deleteValuationById({ id }),
              () => {
                setConfirming(false);
                toast.success(t("deleted"));
                router.push("/admin/evaluations");
              },
            )
          }
        />
      </TitledSection>
    </div>
  );
}
