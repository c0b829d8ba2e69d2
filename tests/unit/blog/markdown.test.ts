import { describe, expect, it } from "vitest";
import { articleHtml, articleTree, tableOfContents } from "@/lib/blog/markdown";
import { readingMinutes } from "@/lib/blog/reading-time";

describe("articleHtml: an article body rendered and sanitised on the server", () => {
  it("drops scripts, event handlers and raw HTML written in the Markdown", () => {
    const html = articleHtml(
      'Hello <script>alert(1)</script>\n\n<img src="x" onerror="alert(1)">\n\n<div onclick="alert(1)">hi</div>',
    );
    expect(html).not.toMatch(/<script|<img|<div|onerror|onclick/i);
    // What was inside the tags stays as harmless text at most.
    expect(html).toBe("<p>Hello alert(1)</p>");
  });

  it("removes javascript: links and data: images but keeps the text", () => {
    const html = articleHtml(
      "[click](javascript:alert(1)) [jump](JaVaScRiPt:alert(2)) ![pixel](data:image/png;base64,AAAA) [ok](/entreprises)",
    );
    expect(html).not.toMatch(/javascript:|data:/i);
    expect(html).toContain(">click</a>");
    expect(html).toContain('<a href="/entreprises">ok</a>');
  });

  it("keeps tables, code, images, lists, quotes and links", () => {
    const html = articleHtml(
      [
        "## Étapes clés",
        "",
        "| Étape | Durée |",
        "| --- | --- |",
        "| Recherche | 3 mois |",
        "",
        "```",
        "const x = 1 < 2;",
        "```",
        "",
        "![Un commerce](https://example.com/photo.webp)",
        "",
        "- un **point**",
        "",
        "> une citation",
        "",
        "[site](https://example.com)",
      ].join("\n"),
    );
    expect(html).toContain('<h2 id="etapes-cles">Étapes clés</h2>');
    expect(html).toMatch(/<table>[\s\S]*<th>Étape<\/th>[\s\S]*<td>3 mois<\/td>/);
    expect(html).toContain("<pre><code>const x = 1 &#x3C; 2;\n</code></pre>");
    expect(html).toContain(
      '<img src="https://example.com/photo.webp" alt="Un commerce" loading="lazy" decoding="async">',
    );
    expect(html).toContain("<strong>point</strong>");
    expect(html).toContain("<blockquote>");
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">site</a>');
  });
});

describe("tableOfContents", () => {
  it("lists the h2 and h3 headings with unique ids", () => {
    const toc = tableOfContents(articleTree("## Étape 1 : le projet\n\ntext\n\n### Détail\n\n## Étape 1 : le projet"));
    expect(toc).toEqual([
      { id: "etape-1-le-projet", text: "Étape 1 : le projet", level: 2 },
      { id: "detail", text: "Détail", level: 3 },
      { id: "etape-1-le-projet-2", text: "Étape 1 : le projet", level: 2 },
    ]);
  });
});

describe("readingMinutes", () => {
  it("counts words without the Markdown marks, at least one minute", () => {
    expect(readingMinutes("## Title\n\n**bold**")).toBe(1);
    expect(readingMinutes(Array.from({ length: 1100 }, () => "mot").join(" "))).toBe(5);
  });
});
