"use client";

import { useText, useClientLocale } from "@/lib/i18n/messages-context";
import { cn } from "@/lib/cn";
import { Link, usePathname } from "@/lib/i18n/navigation";
import { isLocale } from "@/lib/i18n/locale-path";
import { headerLinks, isActivePath } from "@/lib/site/navigation";
import { sellHref } from "@/lib/site/sell-link";

/**
 * The header's main links; the one matching the current path is highlighted and marked current.
 * "Vendre" ends them: a visitor signs up and lands on a new listing, a signed-in owner goes straight there.
 */
export function NavLinks({
  orientation,
  onNavigate,
}: {
  orientation: "horizontal" | "vertical";
  onNavigate?: () => void;
}) {
  const t = useText("nav");
  const locale = useClientLocale();
  const pathname = usePathname();
  return (
    <ul className={cn("flex", orientation === "horizontal" ? "items-center gap-1" : "flex-col gap-1")}>
      {headerLinks.map((link) => {
        const active = isActivePath(pathname, link.href);
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              prefetch={false}
              onClick={onNavigate}
              aria-current={active ? "page" : undefined}
              className={cn(
                "block rounded-md font-medium transition-colors",
                orientation === "horizontal" ? "px-2 py-2 text-sm xl:px-3" : "px-3 py-3 text-base",
                active
                  ? "bg-primary-50 text-primary-800 dark:bg-primary-950 dark:text-primary-300"
                  : "text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900 dark:text-neutral-200 dark:hover:bg-neutral-800 dark:hover:text-white",
              )}
            >
              {t(link.key)}
            </Link>
          </li>
        );
      })}
      <li>
        <Link
          href={sellHref(isLocale(locale) ? locale : "fr")}
          prefetch={false}
          onClick={onNavigate}
          className={cn(
            "block rounded-md border border-primary-700 font-semibold text-primary-800 transition-colors hover:bg-primary-50 dark:border-primary-400 dark:text-primary-300 dark:hover:bg-primary-950",
            orientation === "horizontal"
              ? "ml-1 px-2.5 py-1.5 text-sm whitespace-nowrap"
              : "mt-2 px-3 py-3 text-center text-base",
          )}
        >
          {t("sell")}
        </Link>
      </li>
    </ul>
  );
}
