import { describe, expect, it } from "vitest";
import { applyEdit } from "@/components/blog/markdown-edits";

describe("applyEdit: what the Markdown toolbar does to the text", () => {
  it("wraps the selection, or a placeholder selected to type over", () => {
    expect(
      applyEdit("un mot ici", { start: 3, end: 6 }, { kind: "wrap", before: "**", after: "**", placeholder: "gras" }),
    ).toEqual({
      text: "un **mot** ici",
      selection: { start: 5, end: 8 },
    });
    expect(
      applyEdit("", { start: 0, end: 0 }, { kind: "wrap", before: "[", after: "](https://)", placeholder: "lien" }),
    ).toEqual({
      text: "[lien](https://)",
      selection: { start: 1, end: 5 },
    });
  });

  it("puts a mark before every selected line, replacing the one it had, and numbers a list", () => {
    const text = "avant\n# un\n- deux\nfin";
    expect(applyEdit(text, { start: 8, end: 14 }, { kind: "prefix", prefix: "## " }).text).toBe(
      "avant\n## un\n## deux\nfin",
    );
    expect(applyEdit(text, { start: 8, end: 14 }, { kind: "prefix", prefix: "1. ", numbered: true }).text).toBe(
      "avant\n1. un\n2. deux\nfin",
    );
  });

  it("inserts a block on lines of its own", () => {
    expect(
      applyEdit("un texte", { start: 2, end: 2 }, { kind: "block", text: "![Un four](https://x/y.webp)" }),
    ).toEqual({
      text: "un\n\n![Un four](https://x/y.webp)\n\n texte",
      selection: { start: 32, end: 32 },
    });
  });
});
