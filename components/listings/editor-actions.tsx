"use client";

import { useTranslations } from "next-intl";
import { SubmitButton } from "@/components/forms/submit-button";

/** The editor's "Save" and, while the item is not under review or public, "Submit for approval". */
export function EditorActions({
  status,
  busy,
  submitting,
  onChoose,
}: {
  status: string;
  busy: boolean;
  submitting: boolean;
  onChoose: (submit: boolean) => void;
}) {
  const t = useTranslations("workspace.editor");
  return (
    <div className="space-y-3 rounded-xl border border-neutral-200 p-4 dark:border-neutral-800">
      <SubmitButton variant="outline" className="w-full" disabled={busy} onClick={() => onChoose(false)}>
        {busy && !submitting ? t("saving") : t("save")}
      </SubmitButton>
      {status === "draft" || status === "rejected" || status === "archived" ? (
        <>
          <SubmitButton className="w-full" disabled={busy} onClick={() => onChoose(true)}>
            {busy && submitting ? t("submitting") : t("submit")}
          </SubmitButton>
          <p className="text-xs text-neutral-600 dark:text-neutral-400">{t("submitHint")}</p>
        </>
      ) : null}
    </div>
  );
}
