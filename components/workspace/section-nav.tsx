"use client";

import { useEffect, useRef } from "react";
import { cn } from "@/lib/cn";
import { Link, usePathname } from "@/lib/i18n/navigation";
import { activeSection } from "@/lib/workspace/navigation";

/**
 * A side or tab navigation whose current section is marked for sight and for screen readers.
 * Tabs stay on one line that scrolls sideways on a phone (the current one brought into view, the
 * edges fading where more tabs lie) and wrap from the small breakpoint up.
 */
export function SectionNav({
  label,
  items,
  orientation,
}: {
  label: string;
  items: Array<{ href: string; label: string }>;
  orientation: "vertical" | "horizontal";
}) {
  const pathname = usePathname();
  const current = activeSection(items, pathname);
  const currentRef = useRef<HTMLAnchorElement>(null);
  const horizontal = orientation === "horizontal";

  // Sideways only: scrollIntoView could also move the page (a restored scroll position).
  useEffect(() => {
    const link = currentRef.current;
    const list = link?.closest("ul");
    if (!horizontal || !link || !list || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft += link.getBoundingClientRect().left - list.getBoundingClientRect().left - 16;
  }, [horizontal, current?.href]);

  return (
    <nav aria-label={label} className={horizontal ? "w-full min-w-0 sm:w-auto" : undefined}>
      <ul
        className={cn(
          "flex gap-1",
          horizontal
            ? "scroll-cue-x overflow-x-auto overscroll-x-contain pb-1 sm:flex-wrap sm:overflow-visible sm:pb-0"
            : "flex-col",
        )}
      >
        {items.map((item) => {
          const active = current?.href === item.href;
          return (
            <li key={item.href} className={horizontal ? "shrink-0" : undefined}>
              <Link
                ref={active ? currentRef : undefined}
                href={item.href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "block rounded-md px-3 py-2 text-sm font-medium",
                  horizontal && "whitespace-nowrap",
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
