import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { articleHtml } from "@/lib/blog/markdown";
import { readWxr } from "@/lib/blog/wxr";

const xml = readFileSync("tests/fixtures/blog/wordpress-export.xml", "utf8");

describe("readWxr: a WordPress export read as articles", () => {
  // The archive holds the featured image of the first post, not the draft's.
  const read = readWxr("export.xml", xml, new Set(["wp-content/uploads/2025/04/four.png"]));
  const [post, draft] = read.versions;

  it("takes the posts, skips pages and private posts with their reason, and uses attachments only for covers", () => {
    expect(read.versions).toHaveLength(2);
    expect(read.skipped).toEqual([
      {
        key: "wp-boulangerieexample-14",
        title: "Nous joindre",
        file: "export.xml › nous-joindre",
        message: "blogImport.problems.wpType",
        values: { type: "page" },
      },
      {
        key: "wp-boulangerieexample-15",
        title: "Un article privé",
        file: "export.xml › prive",
        message: "blogImport.problems.wpStatus",
        values: { status: "private" },
      },
    ]);
  });

  it("reads a published post's fields: French, its date in UTC, its categories and the cover found in the archive", () => {
    expect(post?.fields).toEqual({
      key: "wp-boulangerieexample-12",
      lang: "fr",
      title: "Reprendre une boulangerie de quartier",
      slug: "reprendre-une-boulangerie",
      excerpt: "Les étapes pour reprendre une boulangerie.",
      date: "2025-04-02T13:30:00Z",
      categories: ["financement", "non-classe"],
      lenientCategories: true,
      cover: "wp-content/uploads/2025/04/four.png",
    });
    expect(post?.problems).toEqual([]);
  });

  it("turns the HTML into Markdown without script, event handler or javascript: link, and keeps the table", () => {
    const body = post?.body ?? "";
    expect(body).not.toMatch(/script|alert|onerror|javascript:/i);
    expect(body).toContain("Une boulangerie se reprend **avec son four** et sa clientèle.");
    expect(body).toContain("## Les chiffres");
    expect(body).toMatch(/\| Poste +\| Montant +\|/);
    expect(body).toContain("![Le four](wp-content/uploads/2025/04/four.png)");
    expect(body).toContain("[un guide](https://example.org/guide)");
    // Rendered as the site renders articles, the table is a table.
    expect(articleHtml(body)).toContain("<td>45 000 $</td>");
  });

  it("makes a draft of a draft, with paragraphs and an excerpt from its text, and says its external cover was left out", () => {
    expect(draft?.fields).toMatchObject({ key: "wp-boulangerieexample-13", status: "draft", slug: "" });
    expect(draft?.fields.date).toBeUndefined();
    expect(draft?.fields.excerpt).toBe("Préparer une vente prend du temps. Commencez deux ans avant.");
    expect(draft?.body).toBe("Préparer une vente prend du temps.\n\nCommencez deux ans avant.");
    expect(draft?.fields.cover).toBeUndefined();
    expect(draft?.problems).toEqual([
      {
        file: "export.xml › 13",
        message: "blogImport.problems.externalImage",
        values: { path: "https://boulangerie.example/wp-content/uploads/2025/04/vitrine.jpg" },
        warning: true,
      },
    ]);
  });

  it("takes Polylang's language and joins translations in one article", () => {
    const english = xml
      .replace("<wp:post_id>13</wp:post_id>", "<wp:post_id>16</wp:post_id>")
      .replace(
        "<wp:post_type><![CDATA[post]]></wp:post_type>\n\t\t<wp:postmeta><wp:meta_key><![CDATA[_thumbnail_id]]></wp:meta_key><wp:meta_value><![CDATA[41]]>",
        '<wp:post_type><![CDATA[post]]></wp:post_type>\n\t\t<category domain="language" nicename="en"><![CDATA[English]]></category><category domain="post_translations" nicename="pll_abc"><![CDATA[pll_abc]]></category>\n\t\t<wp:postmeta><wp:meta_key><![CDATA[_thumbnail_id]]></wp:meta_key><wp:meta_value><![CDATA[41]]>',
      );
    const versions = readWxr("export.xml", english, new Set()).versions;
    expect(versions[1]?.fields).toMatchObject({ key: "wp-boulangerieexample-pll_abc", lang: "en" });
  });

  it("refuses what is not a WordPress export", () => {
    expect(() => readWxr("export.xml", "<html><body>no</body></html>", new Set())).toThrow("not a WordPress export");
  });
});
