import { JsonLd } from "@/components/ui/json-ld";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { absoluteUrl } from "@/lib/i18n/paths";

/** One step of the trail; the last one is the current page (no link). */
export type Crumb = { label: string; href?: string; lang?: string };

/** The breadcrumb trail of a page, with its schema.org BreadcrumbList. */
export function Breadcrumbs({ items, label, locale }: { items: Crumb[]; label: string; locale: Locale }) {
  const list = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.label,
      ...(item.href ? { item: absoluteUrl(locale, item.href) } : {}),
    })),
  };
  return (
    <nav aria-label={label}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-neutral-700 dark:text-neutral-300">
        {items.map((item, index) => (
          <li key={index} className="flex min-w-0 items-center gap-2">
            {index > 0 ? (
              <span aria-hidden="true" className="text-neutral-500 dark:text-neutral-400">
                ›
              </span>
            ) : null}
            {item.href ? (
              <Link
                href={item.href}
                lang={item.lang}
                className="underline-offset-2 hover:text-primary-800 hover:underline dark:hover:text-primary-300"
              >
                {item.label}
              </Link>
            ) : (
              <span
                aria-current="page"
                lang={item.lang}
                className="truncate font-medium text-neutral-900 dark:text-neutral-100"
              >
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
      <JsonLd data={list} />
    </nav>
  );
}
