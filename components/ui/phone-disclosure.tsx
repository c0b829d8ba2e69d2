"use client";

import { useState, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { usePathname } from "@/lib/i18n/navigation";

/**
 * On phones the content folds under a button; on wide screens it is always shown (the search's
 * filters, the back office's sections). Opened, it stays open on its page and is closed again
 * once the visitor goes to another one. Without JavaScript the <noscript> style keeps it open, so
 * a plain form or list of links still works.
 */
export function PhoneDisclosure({ id, label, children }: { id: string; label: ReactNode; children: ReactNode }) {
  const pathname = usePathname();
  // Open on the page where it was opened: a navigation elsewhere closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpenOn(open ? null : pathname)}
        className="flex h-10 w-full items-center justify-between rounded-md border border-neutral-300 bg-white px-3 text-sm font-semibold text-neutral-900 lg:hidden dark:border-neutral-600 dark:bg-neutral-900 dark:text-neutral-100"
      >
        {label}
        <span aria-hidden="true">{open ? "−" : "+"}</span>
      </button>
      <noscript>
        <style>{`#${id}{display:block!important}`}</style>
      </noscript>
      <div id={id} className={cn("space-y-5", open ? "block" : "max-lg:hidden")}>
        {children}
      </div>
    </>
  );
}
