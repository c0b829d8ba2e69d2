import "server-only";
import type { Element, Root, RootContent } from "hast";
import { toHtml } from "hast-util-to-html";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { slugify } from "@/lib/slug";

/** One entry of an article's table of contents: its `##` (level 2) and `###` (level 3) headings. */
export type TocEntry = { id: string; text: string; level: 2 | 3 };

/**
 * What an article body may contain once rendered: GitHub's allow-list (rehype-sanitize's default),
 * so no script, style, iframe, form or event handler; links only http(s), mailto, tel or relative,
 * images only http(s) or relative (no `data:`), and no raw HTML at all (remark-rehype drops it).
 */
export const BODY_SCHEMA = {
  ...defaultSchema,
  protocols: { ...defaultSchema.protocols, href: ["http", "https", "mailto", "tel"], src: ["http", "https"] },
};

const textOf = (node: Root | RootContent): string =>
  node.type === "text" ? node.value : "children" in node ? (node.children as RootContent[]).map(textOf).join("") : "";

/** Gives headings ids (the spec's slug rule) and images lazy loading, after the sanitiser. */
function finish(tree: Root): void {
  const seen = new Map<string, number>();
  const visit = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type !== "element") continue;
      if (child.tagName === "h2" || child.tagName === "h3") {
        const base = slugify(textOf(child)) || "section";
        const count = (seen.get(base) ?? 0) + 1;
        seen.set(base, count);
        child.properties.id = count === 1 ? base : `${base}-${count}`;
      }
      if (child.tagName === "img") Object.assign(child.properties, { loading: "lazy", decoding: "async" });
      if (child.tagName === "a" && /^https?:/.test(String(child.properties.href ?? "")))
        child.properties.rel = ["noopener", "noreferrer"];
      visit(child);
    }
  };
  visit(tree);
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSanitize, BODY_SCHEMA)
  .use(() => finish);

/** An article body (Markdown) as a sanitised HTML tree, rendered on the server only. */
export function articleTree(markdown: string): Root {
  return processor.runSync(processor.parse(markdown)) as Root;
}

/** An article body as sanitised HTML (the editor's preview, the RSS feed). */
export function articleHtml(markdown: string): string {
  return toHtml(articleTree(markdown));
}

/** The table of contents of a rendered body: its h2 and h3 headings, with their ids. */
export function tableOfContents(tree: Root): TocEntry[] {
  return tree.children.flatMap((node) =>
    node.type === "element" && (node.tagName === "h2" || node.tagName === "h3")
      ? [{ id: String(node.properties.id), text: textOf(node), level: node.tagName === "h2" ? 2 : 3 } as TocEntry]
      : [],
  );
}
