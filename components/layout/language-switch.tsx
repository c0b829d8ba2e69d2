"use client";

import { useText, useClientLocale } from "@/lib/i18n/messages-context";
import { Link, usePathname } from "@/lib/i18n/navigation";
import { cn } from "@/lib/cn";
import { useClientValue } from "@/lib/use-client-value";
import { GlobeIcon } from "@/components/ui/icons";

/**
 * The other language's address the page declares when its path differs between languages (an article's
 * slug): its `<link rel="alternate" hreflang>`, read once hydrated, without its language prefix. Null: the
 * same path in the other language.
 */
function declaredAlternate(locale: "fr" | "en"): string | null {
  const link = document.querySelector(`link[rel="alternate"][hreflang="${locale}-CA"]`);
  const href = link?.getAttribute("href");
  // English is the only prefix (lib/i18n/locale-path.ts, not imported: it brings the routing to every page).
  return href ? new URL(href, window.location.href).pathname.replace(/^\/en(?=\/|$)/, "") || "/" : null;
}

/** Switches to the other language on the same page (/entreprises ↔ /en/entreprises), keeping the query. */
export function LanguageSwitch({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const locale = useClientLocale();
  const t = useText("languageSwitch");
  const pathname = usePathname();
  // Read from the location after hydration: useSearchParams would make every static page render on the client.
  const search = useClientValue(() => window.location.search, "");
  const other = locale === "fr" ? "en" : "fr";
  const alternate = useClientValue(() => declaredAlternate(other), null);

  return (
    <Link
      href={alternate ? `${alternate}${search}` : `${pathname}${search}`}
      prefetch={false}
      locale={other}
      hrefLang={other}
      lang={other}
      onClick={onNavigate}
      aria-label={t("label")}
      className={cn(
        "inline-flex h-10 items-center gap-1.5 rounded-md px-2.5 text-sm font-semibold text-neutral-700 hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-800",
        className,
      )}
    >
      <GlobeIcon className="size-4" />
      <span>{t("short")}</span>
    </Link>
  );
}
