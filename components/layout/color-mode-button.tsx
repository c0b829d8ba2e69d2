"use client";

import { useTranslations } from "next-intl";
import { useTheme } from "next-themes";
import { useSyncExternalStore } from "react";
import { MonitorIcon, MoonIcon, SunIcon } from "@/components/ui/icons";
import { cn } from "@/lib/cn";
import { nextColorMode, type ColorMode } from "@/lib/theme/color-mode";

const icons = { system: MonitorIcon, light: SunIcon, dark: MoonIcon } as const;
const subscribe = () => () => {};

/** Cycles system → light → dark; the label names the current mode and what a press does. */
export function ColorModeButton({ className }: { className?: string }) {
  const t = useTranslations("colorMode");
  const { theme, setTheme, forcedTheme } = useTheme();
  // The stored choice is only known in the browser: render the neutral state on the server.
  const mounted = useSyncExternalStore(subscribe, () => true, () => false);
  const current: ColorMode = mounted ? ((theme as ColorMode | undefined) ?? "system") : "system";
  const next = nextColorMode(current);
  const Icon = icons[current];
  return (
    <button
      type="button"
      onClick={() => setTheme(next)}
      disabled={Boolean(forcedTheme)}
      data-mode={mounted ? current : undefined}
      aria-label={t("label", { current: t(current), next: t(next) })}
      title={t("label", { current: t(current), next: t(next) })}
      className={cn(
        "inline-flex size-10 items-center justify-center rounded-md text-neutral-700 hover:bg-neutral-100 disabled:opacity-50 dark:text-neutral-200 dark:hover:bg-neutral-800",
        className,
      )}
    >
      <Icon className="size-5" />
    </button>
  );
}
