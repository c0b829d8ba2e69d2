"use client";

import { useEffect, type ReactNode } from "react";
import { usePathname } from "@/lib/i18n/navigation";
import { forcedColorModeFor } from "@/lib/site/color-mode";
import { forceColorMode } from "@/lib/site/color-mode-store";

/**
 * Applies the mode a page forces, if any (lib/site/color-mode.ts); the components read the mode
 * from lib/site/color-mode-store.ts. The root layout's constant script (lib/site/color-mode-script.ts,
 * allowed by its hash) applies the stored mode before paint.
 */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const forced = forcedColorModeFor(pathname);
  useEffect(() => forceColorMode(forced), [forced]);
  return children;
}
