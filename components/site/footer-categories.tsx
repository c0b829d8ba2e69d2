"use client";

import { TitledSection } from "@/components/content/titled-section";
import { useText } from "@/lib/i18n/messages-context";
import { useEffect, useRef, useState } from "react";
import { whenNearView } from "@/components/app/near-view";
import { Skeleton } from "@/components/ui/skeleton";
import { usePathname } from "@/lib/i18n/navigation";
import { showsFooterCategories } from "@/lib/site/navigation";
import type { CategoriesRead, FooterCategoryList } from "./footer-category-list";

/** Footer skeleton placeholders while the categories load (§9). */
const FOOTER_SKELETON_COUNT = 15;

type State = { status: "loading" } | (CategoriesRead & { List: typeof FooterCategoryList });

/**
 * The footer's categories, read from the database in the browser when the footer comes near
 * the screen (a visitor who never scrolls down does not load them, nor supabase-js, nor the code
 * that reads and lists them); hidden under /admin (§2).
 */
export function FooterCategories({ headingId }: { headingId: string }) {
  const t = useText("footer");
  const pathname = usePathname();
  const visible = showsFooterCategories(pathname);
  const [state, setState] = useState<State>({ status: "loading" });
  const [near, setNear] = useState(false);
  const block = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = block.current;
    if (!visible || near || !element) return;
    return whenNearView(element, () => setNear(true));
  }, [visible, near]);

  useEffect(() => {
    if (!visible || !near) return;
    let cancelled = false;
    void import("./footer-category-list").then(async ({ readCategories, FooterCategoryList: List }) => {
      const read = await readCategories();
      if (!cancelled) setState({ ...read, List });
    });
    return () => {
      cancelled = true;
    };
  }, [visible, near]);

  if (!visible) return null;

  return (
    <TitledSection
      id={headingId}
      title={t("categoriesHeading")}
      ref={block}
      data-testid="footer-categories"
      data-state={state.status}
      className="mt-10 border-t border-neutral-200 pt-8 dark:border-neutral-800"
      titleClassName="text-sm font-semibold tracking-wide text-neutral-900 uppercase dark:text-white"
    >
      {state.status === "loading" ? (
        <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3 lg:grid-cols-5" aria-busy="true">
          <li className="sr-only">{t("categoriesLoading")}</li>
          {Array.from({ length: FOOTER_SKELETON_COUNT }, (_, i) => (
            <li key={i} data-testid="category-skeleton">
              <Skeleton className="h-4 w-3/4" />
            </li>
          ))}
        </ul>
      ) : (
        <state.List read={state} />
      )}
    </TitledSection>
  );
}
