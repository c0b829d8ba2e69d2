"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { CloseIcon } from "@/components/ui/icons";
import type { HeaderProfile } from "@/lib/accounts/use-header-profile";
import { Link } from "@/lib/i18n/navigation";
import { AccountLink } from "./account-link";
import { ColorModeButton } from "./color-mode-button";
import { LanguageSwitch } from "@/components/layout/language-switch";
import { NavLinks } from "./nav-links";

/**
 * The slide-in menu of small screens. A modal <dialog>: focus moves in and stays there, Escape
 * closes it, the page behind is inert, and focus returns to the menu button on close.
 */
export function MobileMenu({ open, onClose, profile }: { open: boolean; onClose: () => void; profile: HeaderProfile }) {
  const t = useTranslations("header");
  const dialog = useRef<HTMLDialogElement>(null);
  // The panel's contents are built at the first opening (then kept for the closing slide):
  // most visits never open it, and every page would otherwise hydrate a second copy of the header.
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);

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
      {used ? (
        <div className="flex h-full flex-col gap-6 overflow-y-auto bg-white p-5 shadow-xl dark:bg-neutral-900">
          <div className="flex items-center justify-between">
            <p className="text-lg font-semibold">{t("menuTitle")}</p>
            <button
              type="button"
              onClick={onClose}
              aria-label={t("closeMenu")}
              className="inline-flex size-10 items-center justify-center rounded-md hover:bg-neutral-100 dark:hover:bg-neutral-800"
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
          <nav aria-label={t("mainNav")}>
            <NavLinks orientation="vertical" onNavigate={onClose} />
          </nav>
          <div className="flex flex-col gap-3 border-t border-neutral-200 pt-5 dark:border-neutral-700">
            <AccountLink profile={profile} onNavigate={onClose} block />
            {!profile.loading && !profile.sub ? (
              <Link
                href="/signup"
                onClick={onClose}
                className={buttonClasses({ variant: "outline", size: "sm", className: "w-full" })}
              >
                {t("signup")}
              </Link>
            ) : null}
          </div>
          <div className="mt-auto flex items-center gap-2 border-t border-neutral-200 pt-4 dark:border-neutral-700">
            <LanguageSwitch onNavigate={onClose} />
            <ColorModeButton />
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
