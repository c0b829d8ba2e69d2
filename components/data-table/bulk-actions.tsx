"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useState, useTransition, type ReactNode } from "react";
import { toast } from "@/components/app/toast";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/actions/result";
import { useMessageText } from "@/lib/i18n/use-message-text";
import { ConfirmDialog } from "./confirm-dialog";

export type BulkAction = {
  key: string;
  label: string;
  confirmTitle: (count: number) => string;
  success: (count: number) => string;
};

/**
 * The bulk bar of a data table: the form its row checkboxes belong to, "select all", the count
 * and the actions, each confirmed in a dialog that names how many rows it touches.
 */
export function BulkActions({
  formId,
  actions,
  run,
  children,
}: {
  formId: string;
  actions: BulkAction[];
  run: (action: string, ids: string[]) => Promise<ActionResult<unknown>>;
  /** Actions with a dialog of their own (a rejection's reason), given the selection and a way to clear it. */
  children?: (ids: string[], clear: () => void) => ReactNode;
}) {
  const t = useTranslations("dataTable");
  const text = useMessageText();
  const router = useRouter();
  const [ids, setIds] = useState<string[]>([]);
  const [asked, setAsked] = useState<BulkAction | null>(null);
  const [pending, start] = useTransition();

  const boxes = () =>
    Array.from(document.querySelectorAll<HTMLInputElement>(`input[type=checkbox][form="${formId}"][name="ids"]`));
  useEffect(() => {
    const read = () =>
      setIds(
        boxes()
          .filter((b) => b.checked)
          .map((b) => b.value),
      );
    document.addEventListener("change", read);
    return () => document.removeEventListener("change", read);
  });

  const all = ids.length > 0 && ids.length === boxes().length;
  const selectAll = (on: boolean) => {
    for (const b of boxes()) b.checked = on;
    setIds(on ? boxes().map((b) => b.value) : []);
  };

  const confirm = () =>
    start(async () => {
      if (!asked) return;
      try {
        const result = await run(asked.key, ids);
        if (!result.ok) {
          toast.error(text(result.message));
          return;
        }
        toast.success(asked.success(ids.length));
        setAsked(null);
        selectAll(false);
        router.refresh();
      } catch {
        toast.error(text("forms.errors.network"));
      }
    });

  return (
    <form
      method="post"
      id={formId}
      onSubmit={(e) => e.preventDefault()}
      className="flex flex-wrap items-center gap-3 rounded-lg bg-neutral-50 px-3 py-2 text-sm dark:bg-neutral-900"
    >
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={all}
          onChange={(e) => selectAll(e.target.checked)}
          className="size-4 accent-primary-700 dark:accent-primary-400"
        />
        {t("selectAll")}
      </label>
      <span aria-live="polite" className="text-neutral-700 dark:text-neutral-300">
        {t("selected", { count: ids.length })}
      </span>
      {actions.map((a) => (
        <Button
          key={a.key}
          size="sm"
          variant="outline"
          disabled={ids.length === 0 || pending}
          onClick={() => setAsked(a)}
        >
          {a.label}
        </Button>
      ))}
      {children?.(ids, () => selectAll(false))}
      <ConfirmDialog
        open={asked !== null}
        title={asked ? asked.confirmTitle(ids.length) : ""}
        confirmLabel={asked?.label ?? ""}
        busy={pending}
        onConfirm={confirm}
        onClose={() => setAsked(null)}
      />
    </form>
  );
}
