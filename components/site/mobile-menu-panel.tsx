"use client";

import { useText } from "@/lib/i18n/messages-context";
import { useEffect, useRef } from "react";
import { buttonClasses } from "@/components/ui/button";
import { CloseIcon } from "@/components/ui/icons";
import type { HeaderProfile } from "@/lib/accounts/use-header-profile";
import { Link } from "@/lib/i18n/navigation";
import { AccountLink } from "./account-link";
import { ColorModeButton } from "./color-mode-button";
import { LanguageSwitch } from "@/components/layout/language-switch";
import { NavLinks } from "./nav-links";

/** The mobile menu's contents (components/site/mobile-menu.tsx), loaded when it first opens. */
export default function MobileMenuPanel({ onClose, profile }: { onClose: () => void; profile: HeaderProfile }) {
  const t = useText("header");
  const close = useRef<HTMLButtonElement>(null);
  // The menu opened before this panel arrived: focus goes where it would have gone, to "close".
  useEffect(() => {
    close.current?.focus();
  }, []);
  return (
    <div className="flex h-full flex-col gap-6 overflow-y-auto bg-white p-5 shadow-xl dark:bg-neutral-900">
      <div className="flex items-center justify-between">
        <p className="text-lg font-semibold">{t("menuTitle")}</p>
        <button
          ref={close}
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
  );
}
