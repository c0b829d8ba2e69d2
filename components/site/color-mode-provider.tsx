"use client";

import { ThemeProvider } from "next-themes";
import type { ReactNode } from "react";
import { usePathname } from "@/lib/i18n/navigation";
import { COLOR_MODE_STORAGE_KEY, colorModes, forcedColorModeFor } from "@/lib/site/color-mode";

// next-themes' own inline script would need the request's nonce: it is kept inert, and the root
// layout's constant script (lib/site/color-mode-script.ts, allowed by its hash) applies the mode before paint.
const inert = { type: "text/plain" } as const;

/** The colour mode (system, light, dark) for the components: next-themes after hydration. */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  return (
    <ThemeProvider
      attribute="class"
      storageKey={COLOR_MODE_STORAGE_KEY}
      themes={colorModes.filter((m) => m !== "system")}
      defaultTheme="system"
      enableSystem
      enableColorScheme={false}
      disableTransitionOnChange
      forcedTheme={forcedColorModeFor(pathname)}
      scriptProps={inert}
    >
      {children}
    </ThemeProvider>
  );
}
