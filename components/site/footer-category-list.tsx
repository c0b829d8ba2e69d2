"use client";

import { useText, useClientLocale } from "@/lib/i18n/messages-context";
import { localName } from "@/lib/i18n/localized-text";
import { Link } from "@/lib/i18n/navigation";
import { slugify } from "@/lib/slug";
import { loadBrowserClient } from "@/lib/supabase/browser";
import { listCategories } from "@/lib/taxonomy/queries/categories";
import type { Category } from "@/lib/taxonomy/types";

/** The footer's categories as read (components/site/footer-categories.tsx loads this when the footer nears the screen). */
export type CategoriesRead = { status: "error"; message: string } | { status: "ready"; categories: Category[] };

/** Reads the categories from the database in the browser (§9). */
export async function readCategories(): Promise<CategoriesRead> {
  try {
    return { status: "ready", categories: await listCategories(await loadBrowserClient()) };
  } catch (error) {
    return { status: "error", message: error instanceof Error ? error.message : String(error) };
  }
}

/** The categories' links, the empty text or the error line followed by its message. */
export function FooterCategoryList({ read }: { read: CategoriesRead }) {
  const t = useText("footer");
  const locale = useClientLocale();
  if (read.status === "error") {
    return (
      <p role="alert" className="mt-4 text-sm text-error-700 dark:text-error-300">
        {t("categoriesError")} {read.message}
      </p>
    );
  }
  if (read.categories.length === 0) {
    return <p className="mt-4 text-sm text-neutral-600 dark:text-neutral-400">{t("categoriesEmpty")}</p>;
  }
  return (
    <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-3 lg:grid-cols-5">
      {read.categories.map((category) => (
        <li key={category.id}>
          <Link href={`/entreprises/categories/${slugify(category.name_fr)}`} className="footer-link">
            {localName(category, locale)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
