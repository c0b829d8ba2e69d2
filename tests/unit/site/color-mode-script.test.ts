import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ThemeProvider } from "next-themes";
import { expect, test } from "vitest";
import { COLOR_MODE_THEME_PROPS } from "@/lib/site/color-mode";
import { COLOR_MODE_SCRIPT } from "@/lib/site/color-mode-script";

test("the layout's colour-mode script is next-themes' own script for the site's settings", () => {
  const html = renderToStaticMarkup(
    createElement(ThemeProvider, { ...COLOR_MODE_THEME_PROPS, themes: [...COLOR_MODE_THEME_PROPS.themes] }),
  );
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(script, "copy next-themes' script into lib/site/color-mode-script.ts").toBe(COLOR_MODE_SCRIPT);
});
