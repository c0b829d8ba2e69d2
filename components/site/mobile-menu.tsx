"use client";

import { useText } from "@/lib/i18n/messages-context";
import { createElement, useEffect, useRef, useState } from "react";
import { useLoaded } from "@/components/app/use-loaded";
import type { HeaderProfile } from "@/lib/accounts/use-header-profile";

// The panel (links, account, language and colour mode) loads at the first opening.
const loadPanel = () => import("./mobile-menu-panel");

/**
 * The slide-in menu of small screens. A modal <dialog>: focus moves in and stays there, Escape
 * closes it, the page behind is inert, and focus returns to the menu button on close.
 */
export function MobileMenu({ open, onClose, profile }: { open: boolean; onClose: () => void; profile: HeaderProfile }) {
  const t = useText("header");
  const dialog = useRef<HTMLDialogElement>(null);
  // The panel's contents are built at the first opening (then kept for the closing slide):
  // most visits never open it, and every page would otherwise hydrate a second copy of the header.
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  const MobileMenuPanel = useLoaded(loadPanel, used);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      id="mobile-menu"
      aria-label={t("menuTitle")}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog box itself, outside the panel) closes the menu.
        if (event.target === event.currentTarget) onClose();
      }}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-80 max-w-[88vw] translate-x-full bg-transparent p-0 text-neutral-900 transition-[translate,display,overlay] transition-discrete duration-200 backdrop:bg-neutral-950/50 open:translate-x-0 dark:text-neutral-100 starting:open:translate-x-full"
    >
      {MobileMenuPanel ? createElement(MobileMenuPanel, { onClose, profile }) : null}
    </dialog>
  );
}
