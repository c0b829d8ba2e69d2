"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { listCategories } from "@/lib/taxonomy/queries/categories";
import { localName } from "@/lib/i18n/localized-text";
import type { Category } from "@/lib/taxonomy/types";
import { Link, usePathname } from "@/lib/i18n/navigation";
import { showsFooterCategories } from "@/lib/site/navigation";
import { slugify } from "@/lib/slug";
import { loadBrowserClient } from "@/lib/supabase/browser";

/** Footer skeleton placeholders while the categories load (§9). */
const FOOTER_SKELETON_COUNT = 15;

type State = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; categories: Category[] };

/** How close to the screen the footer gets before its categories are read. */
const NEAR_VIEW_MARGIN = "600px";

/**
 * The footer's categories, read from the database in the browser when the footer comes near
 * the screen (a visitor who never scrolls down does not load them, nor supabase-js); hidden
 * under /admin (§2).
 */
export function FooterCategories({ headingId }: { headingId: string }) {
  const t = useTranslations("footer");
  const locale = useLocale();
  const pathname = usePathname();
  const visible = showsFooterCategories(pathname);
  const [state, setState] = useState<State>({ status: "loading" });
  const [near, setNear] = useState(false);
  const block = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = block.current;
    if (!visible || near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEW_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, near]);

  useEffect(() => {
    if (!visible || !near) return;
    let cancelled = false;
    loadBrowserClient()
      .then((client) => listCategories(client))
      .then((categories) => {
        if (!cancelled) setState({ status: "ready", categories });
      })
      .catch((error: unknown) => {
        if (!cancelled) setState({ status: "error", message: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      cancelled = true;
    };
  }, [visible, near]);

  if (!visible) return null;

  return (
    <section
      ref={block}
      aria-labelledby={headingId}
      data-testid="footer-categories"
      data-state={state.status}
      className="mt-10 border-t border-neutral-200 pt-8 dark:border-neutral-800"
    >
      <h2 id={headingId} className="text-sm font-semibold tracking-wide text-neutral-900 uppercase dark:text-white">
        {t("categoriesHeading")}
      </h2>
      {state.status === "loading" ? (
        <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3 lg:grid-cols-5" aria-busy="true">
          <li className="sr-only">{t("categoriesLoading")}</li>
          {Array.from({ length: FOOTER_SKELETON_COUNT }, (_, i) => (
            <li key={i} data-testid="category-skeleton">
              <Skeleton className="h-4 w-3/4" />
            </li>
          ))}
        </ul>
      ) : state.status === "error" ? (
        <p role="alert" className="mt-4 text-sm text-error-700 dark:text-error-300">
          {t("categoriesError")} {state.message}
        </p>
      ) : state.categories.length === 0 ? (
        <p className="mt-4 text-sm text-neutral-600 dark:text-neutral-400">{t("categoriesEmpty")}</p>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-3 lg:grid-cols-5">
          {state.categories.map((category) => (
            <li key={category.id}>
              <Link href={`/entreprises/categories/${slugify(category.name_fr)}`} className="footer-link">
                {localName(category, locale)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
