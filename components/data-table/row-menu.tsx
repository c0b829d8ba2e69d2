"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";
import { CloseMenu } from "@/components/ui/close-menu";

const MARGIN = 8;

/** Puts the open menu under its button (or above it when the space below is short), inside the viewport. */
function place(menu: HTMLElement, button: HTMLElement) {
  const anchor = button.getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  const height = window.innerHeight;
  menu.style.maxHeight = `${height - 2 * MARGIN}px`;
  const { width: w, height: h } = menu.getBoundingClientRect();
  const left = Math.min(Math.max(MARGIN, anchor.right - w), width - w - MARGIN);
  const below = anchor.bottom + 4;
  const top = below + h <= height - MARGIN ? below : Math.max(MARGIN, anchor.top - 4 - h);
  menu.style.left = `${Math.max(MARGIN, left)}px`;
  menu.style.top = `${top}px`;
}

/**
 * A row's "More" menu: a button and a popover in the top layer, so no table's scroll box cuts it
 * off; it opens under the button, inside the viewport, and closes on Escape or a click elsewhere
 * (the browser's light dismiss). Opening it moves the focus to its first action.
 */
export function RowMenu({ label, summary, children }: { label: string; summary: ReactNode; children: ReactNode }) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = menu.current;
    const trigger = button.current;
    if (!el || !trigger) return;
    const follow = () => place(el, trigger);
    const onToggle = (event: Event) => {
      const open = (event as ToggleEvent).newState === "open";
      if (open) {
        follow();
        el.querySelector<HTMLElement>("button:not(:disabled), a[href]")?.focus();
        window.addEventListener("resize", follow);
        window.addEventListener("scroll", follow, true);
      } else {
        window.removeEventListener("resize", follow);
        window.removeEventListener("scroll", follow, true);
        if (el.contains(document.activeElement)) trigger.focus();
      }
    };
    el.addEventListener("toggle", onToggle);
    return () => {
      el.removeEventListener("toggle", onToggle);
      window.removeEventListener("resize", follow);
      window.removeEventListener("scroll", follow, true);
    };
  }, []);

  return (
    <>
      <button
        ref={button}
        type="button"
        popoverTarget={id}
        aria-label={label}
        aria-haspopup="true"
        className="inline-flex h-9 cursor-pointer items-center gap-1 rounded-md px-3 text-sm font-semibold text-primary-800 hover:bg-neutral-100 dark:text-primary-300 dark:hover:bg-neutral-800"
      >
        {summary}
      </button>
      <div
        ref={menu}
        id={id}
        popover="auto"
        role="group"
        aria-label={label}
        className="fixed inset-auto m-0 w-60 max-w-[calc(100vw-1rem)] flex-col items-stretch gap-1 overflow-y-auto rounded-lg border border-neutral-200 bg-white p-2 text-neutral-900 shadow-lg open:flex dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100 [&_button]:w-full [&_button]:justify-start"
      >
        <CloseMenu.Provider value={() => menu.current?.hidePopover()}>{children}</CloseMenu.Provider>
      </div>
    </>
  );
}
