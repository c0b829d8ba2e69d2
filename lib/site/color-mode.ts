/** Colour mode (§1): system, light or dark, kept in local storage under the key Nuxt's colour-mode module used. */
const colorModes = ["system", "light", "dark"] as const;
export type ColorMode = (typeof colorModes)[number];
const COLOR_MODE_STORAGE_KEY = "nuxt-color-mode";

/** next-themes' settings: the class on <html>, the system's preference by default, no transition on change. */
export const COLOR_MODE_THEME_PROPS = {
  attribute: "class",
  storageKey: COLOR_MODE_STORAGE_KEY,
  themes: ["light", "dark"],
  defaultTheme: "system",
  enableSystem: true,
  enableColorScheme: false,
  disableTransitionOnChange: true,
} as const;

/**
 * Route metadata: a page may force a colour mode by listing its path (without locale prefix) here.
 * No current page needs it; print pages or embeds are the expected users.
 */
const forcedColorModeRoutes: Readonly<Record<string, ColorMode>> = {};

/** A forced mode must be light or dark: forcing "system" means nothing and is refused with a warning. */
export function resolveForcedColorMode(
  mode: ColorMode | undefined,
  warn: (message: string) => void = console.warn,
): "light" | "dark" | undefined {
  if (mode === undefined) return undefined;
  if (mode === "system") {
    warn('[color-mode] A page cannot force the "system" colour mode; the visitor\'s choice is kept.');
    return undefined;
  }
  return mode;
}

export function forcedColorModeFor(
  pathname: string,
  routes: Readonly<Record<string, ColorMode>> = forcedColorModeRoutes,
) {
  return resolveForcedColorMode(routes[pathname]);
}

/** The next mode when the visitor cycles through the choices with the header button. */
export function nextColorMode(current: string | undefined): ColorMode {
  const index = colorModes.indexOf((current ?? "system") as ColorMode);
  return colorModes[(index + 1) % colorModes.length] ?? "system";
}
