"use client";

import { useEffect, type ReactNode } from "react";
import { usePathname } from "@/lib/i18n/navigation";
import { forcedColorModeFor } from "@/lib/site/color-mode";
import { forceColorMode, repaintColorMode, useColorMode } from "@/lib/site/color-mode-store";

/**
 * Keeps <html>'s class in step with the visitor's mode and applies the mode a page forces, if any (lib/site/color-mode.ts); the components read the mode
 * from lib/site/color-mode-store.ts. The root layout's constant script (lib/site/color-mode-script.ts,
 * allowed by its hash) applies the stored mode before paint.
 */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const forced = forcedColorModeFor(pathname);
  // Subscribed on every page, so the class follows the system's preference and other tabs even
  // where no component shows the mode (the shared valuation report has no colour button).
  useColorMode();
  useEffect(() => forceColorMode(forced), [forced]);
  useEffect(repaintColorMode, []);
  return children;
}
