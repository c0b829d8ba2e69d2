import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { DayColumns } from "@/components/reports/charts";
import { addDays, formatDayMonth } from "@/lib/i18n/format";

describe("the searches chart's day labels", () => {
  const days = Array.from({ length: 30 }, (_, i) => {
    const day = addDays("2026-10-30", i);
    return { day, label: formatDayMonth(day, "fr"), total: i, part: 0 };
  });
  const html = renderToStaticMarkup(createElement(DayColumns, { title: "t", description: "d", days, locale: "fr" }));
  const labels = [...html.matchAll(/<span style="([^"]*)"[^>]*>([^<]*)<\/span>/g)].map(([, style = "", text = ""]) => ({
    style,
    text: text.replace(/\u00a0|\u202f/g, " "),
  }));

  test("the first starts at the chart's left edge and the last ends at its right edge: none is cut", () => {
    expect(labels[0]).toEqual({ style: "left:0", text: "30 oct." });
    expect(labels.at(-1)).toEqual({ style: "right:0", text: "27 nov." });
    expect(labels.slice(1, -1).every((l) => /^left:[\d.]+%;transform:translateX\(-50%\)$/.test(l.style))).toBe(true);
  });
});
