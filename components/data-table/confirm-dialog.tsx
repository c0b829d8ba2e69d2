"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { Button } from "@/components/ui/button";

/** A modal confirmation (native dialog: focus trapped, Escape closes, focus returns on close). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  destructive = false,
  busy = false,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useTranslations("dataTable");
  const ref = useRef<HTMLDialogElement>(null);
  // One per row action on a page: each dialog needs its own title id.
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-labelledby={titleId}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-neutral-200 bg-white p-6 text-neutral-900 shadow-xl backdrop:bg-neutral-950/50 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      {children ? (
        <div className="mt-2 space-y-3 text-sm text-neutral-700 dark:text-neutral-300">{children}</div>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {t("cancel")}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={busy}
          className={
            destructive ? "dark:bg-error-500 bg-error-700 hover:bg-error-800 dark:hover:bg-error-400" : undefined
          }
        >
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
