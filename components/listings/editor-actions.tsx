"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

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
      <Button type="submit" variant="outline" className="w-full" disabled={busy} onClick={() => onChoose(false)}>
        {busy && !submitting ? t("saving") : t("save")}
      </Button>
      {status === "draft" || status === "rejected" || status === "archived" ? (
        <>
          <Button type="submit" className="w-full" disabled={busy} onClick={() => onChoose(true)}>
            {busy && submitting ? t("submitting") : t("submit")}
          </Button>
          <p className="text-xs text-neutral-600 dark:text-neutral-400">{t("submitHint")}</p>
        </>
      ) : null}
    </div>
  );
}
