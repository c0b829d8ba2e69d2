import { getTranslations } from "next-intl/server";
import { cn } from "@/lib/cn";
import { localName } from "@/lib/i18n/localized-text";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import type { BlogCategory } from "@/lib/blog/types";

const pill = "inline-block rounded-full px-3 py-1.5 text-sm font-medium";
const idle =
  "bg-neutral-100 text-neutral-800 hover:bg-primary-100 hover:text-primary-900 dark:bg-neutral-800 dark:text-neutral-200 dark:hover:bg-primary-950 dark:hover:text-primary-200";
const active = "bg-primary-700 text-white dark:bg-primary-400 dark:text-neutral-950";

/** The category filter of /blog: links (no script), the current one marked. */
export async function CategoryFilter({
  categories,
  current,
  locale,
}: {
  categories: BlogCategory[];
  current: number | null;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "blog" });
  const items = [
    { key: "all", href: "/blog", label: t("allCategories"), selected: current === null },
    ...categories.map((c) => ({
      key: String(c.id),
      href: `/blog?category=${locale === "en" ? c.slug_en : c.slug_fr}`,
      label: localName(c, locale),
      selected: current === c.id,
    })),
  ];
  return (
    <nav aria-label={t("filters.category")}>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              href={item.href}
              aria-current={item.selected ? "page" : undefined}
              className={cn(pill, item.selected ? active : idle)}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
