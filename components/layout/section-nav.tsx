"use client";

import { cn } from "@/lib/cn";
import { Link, usePathname } from "@/lib/i18n/navigation";
import { activeSection } from "@/lib/site/admin-navigation";

/** A side or tab navigation whose current section is marked for sight and for screen readers. */
export function SectionNav({ label, items, orientation }: { label: string; items: Array<{ href: string; label: string }>; orientation: "vertical" | "horizontal" }) {
  const pathname = usePathname();
  const current = activeSection(items, pathname);
  return (
    <nav aria-label={label}>
      <ul className={cn("flex gap-1", orientation === "vertical" ? "flex-col" : "flex-wrap")}>
        {items.map((item) => {
          const active = current?.href === item.href;
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "block rounded-md px-3 py-2 text-sm font-medium",
                  active
                    ? "bg-primary-50 text-primary-800 dark:bg-primary-950 dark:text-primary-300"
                    : "text-neutral-700 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800",
                )}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
