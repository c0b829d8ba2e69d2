"use client";

import { ThemeProvider } from "next-themes";
import type { ReactNode } from "react";
import { usePathname } from "@/lib/i18n/navigation";
import { COLOR_MODE_THEME_PROPS, forcedColorModeFor } from "@/lib/site/color-mode";

// The layout writes next-themes' script as a constant the policy allows by hash (lib/site/color-mode-script.ts);
// the provider's own copy, re-minified by the bundler, stays a data block that does not run.
const inert = { type: "text/plain" } as const;

/**
 * The colour mode (system, light, dark) with next-themes: its script sets the stored mode's class on
 * <html> before paint, and its provider keeps the class in step with the choice, the system's
 * preference, other tabs and a mode the page forces.
 */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  return (
    <ThemeProvider
      {...COLOR_MODE_THEME_PROPS}
      themes={[...COLOR_MODE_THEME_PROPS.themes]}
      forcedTheme={forcedColorModeFor(pathname)}
      scriptProps={inert}
    >
      {children}
    </ThemeProvider>
  );
}
