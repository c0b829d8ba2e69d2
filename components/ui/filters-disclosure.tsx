"use client";

import { useState, type ReactNode } from "react";
import { cn } from "@/lib/cn";

/**
 * On phones the filters fold under a button; on wide screens they are always shown. Without
 * JavaScript the <noscript> style keeps them open, so the plain form still works.
 */
export function FiltersDisclosure({ id, label, children }: { id: string; label: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
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
