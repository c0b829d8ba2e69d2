"use client";

import { ThemeProvider } from "next-themes";
import type { ReactNode } from "react";
import { usePathname } from "@/lib/i18n/navigation";
import { COLOR_MODE_STORAGE_KEY, colorModes, forcedColorModeFor } from "@/lib/site/color-mode";

/** next-themes writes its script before paint, so the stored mode applies with no flash. */
export function ColorModeProvider({ children, nonce }: { children: ReactNode; nonce?: string }) {
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
      nonce={nonce}
    >
      {children}
    </ThemeProvider>
  );
}
