"use client";

import { useId, useState, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { usePathname } from "@/lib/i18n/navigation";

/**
 * The back office's sections on a phone: a button that shows or hides them, closed again once a
 * section is chosen; from the large breakpoint up they always show (the sidebar). The sections are
 * rendered once for both (they used to be twice: in a `<details>` and in the sidebar).
 */
export function SectionsDisclosure({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  const pathname = usePathname();
  // Open on the page where it was opened: a navigation closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpenOn(open ? null : pathname)}
        className="flex w-full items-center gap-2 rounded-md border border-neutral-300 px-3 py-2 text-left text-sm font-medium lg:hidden dark:border-neutral-600"
      >
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          className={cn("size-4 shrink-0 fill-current transition-transform", open && "rotate-90")}
        >
          <path d="M7 5l6 5-6 5z" />
        </svg>
        {label}
      </button>
      <div id={id} className={cn("mt-2 lg:mt-0 lg:block", open ? "block" : "hidden")}>
        {children}
      </div>
    </>
  );
}
