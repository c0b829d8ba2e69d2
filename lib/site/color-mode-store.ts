"use client";

import { useSyncExternalStore } from "react";
import { COLOR_MODE_STORAGE_KEY, type ColorMode } from "./color-mode";

/**
 * The colour mode in the browser (§1): the stored choice (system, light, dark), the mode it resolves
 * to, and the class on <html> kept in step, across tabs and with the system's preference. The
 * layout's constant script (lib/site/color-mode-script.ts) set the class before paint; this keeps
 * it. A few lines instead of next-themes, which every page downloaded.
 */
export type ColorModeState = {
  /** False on the server and during hydration: the stored choice is only known in the browser. */
  mounted: boolean;
  mode: ColorMode;
  resolved: "light" | "dark";
  forced: "light" | "dark" | undefined;
};

const SERVER: ColorModeState = { mounted: false, mode: "system", resolved: "light", forced: undefined };
const DARK = "(prefers-color-scheme: dark)";
const listeners = new Set<() => void>();
let forced: "light" | "dark" | undefined;
let state: ColorModeState | null = null;

function storedMode(): ColorMode {
  try {
    const mode = localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return mode === "light" || mode === "dark" || mode === "system" ? mode : "system";
  } catch {
    return "system";
  }
}

/** Puts the resolved mode's class on <html>, without animating the change (no transition runs). */
function paint(resolved: "light" | "dark") {
  const root = document.documentElement;
  if (root.classList.contains(resolved) && !root.classList.contains(resolved === "dark" ? "light" : "dark")) return;
  const still = document.createElement("style");
  still.textContent = "*,*::before,*::after{transition:none!important}";
  document.head.appendChild(still);
  root.classList.remove("light", "dark");
  root.classList.add(resolved);
  // Styles are computed with transitions off, then they are allowed again.
  void window.getComputedStyle(document.body).opacity;
  setTimeout(() => still.remove(), 1);
}

function update() {
  const mode = storedMode();
  const resolved = forced ?? (mode === "system" ? (matchMedia(DARK).matches ? "dark" : "light") : mode);
  paint(resolved);
  state = { mounted: true, mode, resolved, forced };
  listeners.forEach((listener) => listener());
}

function onStorage(event: StorageEvent) {
  if (event.key === COLOR_MODE_STORAGE_KEY) update();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    matchMedia(DARK).addEventListener("change", update);
    window.addEventListener("storage", onStorage);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      matchMedia(DARK).removeEventListener("change", update);
      window.removeEventListener("storage", onStorage);
    }
  };
}

function snapshot(): ColorModeState {
  if (!state) update();
  return state!;
}

/** The visitor's choice, stored for their next visits and applied at once. */
export function setColorMode(mode: ColorMode) {
  try {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
  } catch {
    // Storage refused (private mode): the choice lasts for this page.
  }
  update();
}

/** A mode the current page forces (lib/site/color-mode.ts), or undefined to follow the visitor's. */
export function forceColorMode(mode: "light" | "dark" | undefined) {
  if (mode === forced) return;
  forced = mode;
  update();
}

/**
 * Puts the class back on <html> once the page is mounted: a document that React rendered in the
 * browser instead of hydrating it (Next.js's 404 and error documents) took <html> over and cleared
 * the class the colour script had set before paint.
 */
export function repaintColorMode() {
  if (state) paint(state.resolved);
}

export function useColorMode(): ColorModeState {
  return useSyncExternalStore(subscribe, snapshot, () => SERVER);
}
