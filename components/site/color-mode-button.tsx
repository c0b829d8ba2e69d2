"use client";

import { useTheme } from "next-themes";
import { useText } from "@/lib/i18n/messages-context";
import { MonitorIcon, MoonIcon, SunIcon } from "@/components/ui/icons";
import { cn } from "@/lib/cn";
import { nextColorMode, type ColorMode } from "@/lib/site/color-mode";
import { useHydrated } from "@/lib/use-client-value";

const icons = { system: MonitorIcon, light: SunIcon, dark: MoonIcon } as const;

/**
 * Cycles system → light → dark; the label names the current mode and what a press does. One
 * whole sentence per mode (no placeholders): formatting a message with arguments is the first
 * use of the browser's Intl data on every page, a cost this button need not pay.
 */
export function ColorModeButton({ className }: { className?: string }) {
  const t = useText("colorMode");
  const { theme, setTheme, forcedTheme } = useTheme();
  // The stored choice is only known in the browser: the neutral state on the server and at hydration.
  const mounted = useHydrated();
  const current: ColorMode = mounted && (theme === "light" || theme === "dark") ? theme : "system";
  const next = nextColorMode(current);
  const Icon = icons[current];
  return (
    <button
      type="button"
      onClick={() => setTheme(next)}
      disabled={Boolean(forcedTheme)}
      data-mode={mounted ? current : undefined}
      aria-label={t(`labels.${current}`)}
      title={t(`labels.${current}`)}
      className={cn(
        "inline-flex size-10 items-center justify-center rounded-md text-neutral-700 hover:bg-neutral-100 disabled:opacity-50 dark:text-neutral-200 dark:hover:bg-neutral-800",
        className,
      )}
    >
      <Icon className="size-5" />
    </button>
  );
}
