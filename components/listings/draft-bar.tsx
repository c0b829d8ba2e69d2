"use client";

import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { DraftState } from "@/components/forms/use-draft";
import { formatDateTime, formatTime } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";

/** Where the draft stands (saving, saved at…, kept in the browser) and the offer to pick up a newer copy. */
export function DraftBar({
  state,
  offer,
  onRestore,
  onDiscard,
}: {
  state: DraftState;
  offer: Date | null;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const t = useTranslations("workspace.editor");
  const locale = useLocale() as Locale;
  return (
    <div className="space-y-3">
      {offer ? (
        <div
          role="alert"
          className="rounded-lg border border-warning-400 bg-warning-50 p-4 text-warning-950 dark:border-warning-700 dark:bg-warning-950/60 dark:text-warning-50"
        >
          <p className="font-semibold">{t("restoreTitle")}</p>
          <p className="mt-1 text-sm">{t("restoreBody", { time: formatDateTime(offer, locale) })}</p>
          <div className="mt-3 flex gap-2">
            <Button size="sm" onClick={onRestore}>
              {t("restore")}
            </Button>
            <Button size="sm" variant="outline" onClick={onDiscard}>
              {t("discard")}
            </Button>
          </div>
        </div>
      ) : null}
      <p
        className="min-h-5 text-sm text-neutral-600 dark:text-neutral-400"
        aria-live="polite"
        data-testid="draft-state"
      >
        {state.kind === "saving" ? t("saving") : null}
        {state.kind === "saved" ? t("autosaved", { time: formatTime(state.at, locale) }) : null}
        {state.kind === "failed" ? (
          <span className="font-medium text-error-700 dark:text-error-300">{t("autosaveFailed")}</span>
        ) : null}
      </p>
    </div>
  );
}
