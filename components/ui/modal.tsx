"use client";

import { useEffect, useRef, type ReactNode } from "react";

/**
 * The site's modal box (a native dialog: focus trapped, Escape closes, focus returns on close),
 * shown while `open`; `labelledBy` is the id of its title. Confirmations and form dialogs use it;
 * `wide` for one with a longer text to type (a rejection's reason).
 */
export function Modal({
  open,
  onClose,
  labelledBy,
  wide = false,
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
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
      aria-labelledby={labelledBy}
      className={`m-auto ${wide ? "w-[min(34rem,calc(100vw-2rem))]" : "w-[min(28rem,calc(100vw-2rem))]"} rounded-xl border border-neutral-200 bg-white p-6 text-neutral-900 shadow-xl backdrop:bg-neutral-950/50 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100`}
    >
      {children}
    </dialog>
  );
}
