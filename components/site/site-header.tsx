"use client";

import { useText } from "@/lib/i18n/messages-context";
import { useRef, useState } from "react";
import { MenuIcon } from "@/components/ui/icons";
import { cn } from "@/lib/cn";
import { useCompactHeader } from "@/lib/site/use-compact-header";
import { useHeaderProfile } from "@/lib/accounts/use-header-profile";
import { Link, usePathname } from "@/lib/i18n/navigation";
import { AccountLink } from "./account-link";
import { ColorModeButton } from "./color-mode-button";
import { LanguageSwitch } from "@/components/layout/language-switch";
import { Logo } from "@/components/layout/logo";
import { MobileMenu } from "./mobile-menu";
import { NavLinks } from "./nav-links";

/** Sticky header (§2): 64 px, 56 px once compact; faded and inert while the mobile menu is open. */
export function SiteHeader() {
  const t = useText("header");
  const tMeta = useText("meta");
  const compact = useCompactHeader();
  const profile = useHeaderProfile();
  const pathname = usePathname();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const [menuPath, setMenuPath] = useState(pathname);

  // The menu closes on navigation, however it happened (link, back button…).
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  return (
    <>
      <header
        data-compact={compact ? "true" : "false"}
        data-testid="site-header"
        inert={menuOpen}
        className={cn(
          "sticky top-0 z-40 border-b border-neutral-200 bg-white/95 backdrop-blur transition-[height,opacity,box-shadow] duration-200 supports-[backdrop-filter]:bg-white/80 dark:border-neutral-800 dark:bg-neutral-950/95 dark:supports-[backdrop-filter]:bg-neutral-950/80",
          compact ? "h-14 shadow-sm" : "h-16",
          menuOpen && "pointer-events-none opacity-40",
        )}
      >
        <div className="mx-auto flex h-full max-w-7xl items-center gap-3 px-4 sm:px-6">
          <Link href="/" prefetch={false} aria-label={t("home")} className="rounded-md">
            <Logo name={tMeta("siteName")} compact={compact} />
          </Link>
          <nav aria-label={t("mainNav")} className="ml-4 hidden lg:block">
            <NavLinks orientation="horizontal" />
          </nav>
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <LanguageSwitch className="hidden sm:inline-flex" />
            <ColorModeButton className="hidden sm:inline-flex" />
            <div className="hidden sm:block">
              <AccountLink profile={profile} />
            </div>
            <button
              ref={menuButton}
              type="button"
              onClick={() => setMenuOpen(true)}
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              aria-label={t("openMenu")}
              className="inline-flex size-10 items-center justify-center rounded-md text-neutral-700 hover:bg-neutral-100 lg:hidden dark:text-neutral-200 dark:hover:bg-neutral-800"
            >
              <MenuIcon className="size-6" />
            </button>
          </div>
        </div>
      </header>
      <MobileMenu
        open={menuOpen}
        onClose={() => {
          setMenuOpen(false);
          // The header is inert until React re-renders: give focus back to the menu button after that.
          window.requestAnimationFrame(() => menuButton.current?.focus());
        }}
        profile={profile}
      />
    </>
  );
}
