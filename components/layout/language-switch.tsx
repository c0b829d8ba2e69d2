"use client";

import { useText, useClientLocale } from "@/lib/i18n/messages-context";
import { Link, usePathname } from "@/lib/i18n/navigation";
import { cn } from "@/lib/cn";
import { useClientValue } from "@/lib/use-client-value";
import { GlobeIcon } from "@/components/ui/icons";

/** Switches to the other language on the same page (/entreprises ↔ /en/entreprises), keeping the query. */
export function LanguageSwitch({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const locale = useClientLocale();
  const t = useText("languageSwitch");
  const pathname = usePathname();
  // Read from the location after hydration: useSearchParams would make every static page render on the client.
  const search = useClientValue(() => window.location.search, "");
  const other = locale === "fr" ? "en" : "fr";

  return (
    <Link
      href={`${pathname}${search}`}
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
