"use client";

import { useTranslations } from "next-intl";
import { useId, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";

/** A modal confirmation (the site's Modal). */
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
  // One per row action on a page: each dialog needs its own title id.
  const titleId = useId();
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId}>
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
    </Modal>
  );
}
