import path from "node:path";
import type { Element, Root, RootContent } from "hast";
import { DomUtils, parseDocument } from "htmlparser2";
import rehypeParse from "rehype-parse";
import rehypeRemark from "rehype-remark";
import rehypeSanitize from "rehype-sanitize";
import remarkGfm from "remark-gfm";
import remarkStringify from "remark-stringify";
import { unified } from "unified";
import { BODY_SCHEMA } from "@/lib/blog/markdown";
import { slugify } from "@/lib/slug";

/** A problem of one WordPress item; `warning` ones do not keep the article from being imported. */
type WxrProblem = { file: string; message: string; values?: Record<string, string>; warning?: boolean };

/**
 * One post of a WordPress export, as the Markdown import reads a file: front-matter-like fields
 * (key, lang, title, slug, excerpt, date, status, categories, cover) and a Markdown body.
 */
type WxrVersion = { file: string; fields: Record<string, unknown>; body: string; problems: WxrProblem[] };

/** An item of the export that is not imported (a page, a private post…), and why. */
export type WxrSkipped = { key: string; title: string; file: string; message: string; values: Record<string, string> };

export type WxrRead = { versions: WxrVersion[]; skipped: WxrSkipped[] };

type Item = {
  fields: Map<string, string>;
  categories: { domain: string; nicename: string; name: string }[];
  meta: Map<string, string>;
};

type DomNode = Parameters<typeof DomUtils.getChildren>[0];

const childElements = (node: DomNode) => DomUtils.getChildren(node).filter(DomUtils.isTag);

/** The items of a WXR file (an RSS 2.0 channel with WordPress's namespaces), read as XML. */
function readItems(xml: string): { site: string; items: Item[] } {
  const document = parseDocument(xml, { xmlMode: true });
  const channel = DomUtils.findOne((e) => e.name === "channel", document.children, true);
  if (!channel) throw new Error("not a WordPress export");
  const channelField = (name: string) => {
    const found = childElements(channel).find((e) => e.name === name);
    return found ? DomUtils.textContent(found).trim() : "";
  };
  const items = childElements(channel)
    .filter((e) => e.name === "item")
    .map((item) => {
      const fields = new Map<string, string>();
      const categories: Item["categories"] = [];
      const meta = new Map<string, string>();
      for (const child of childElements(item)) {
        if (child.name === "category")
          categories.push({
            domain: child.attribs.domain ?? "",
            nicename: child.attribs.nicename ?? "",
            name: DomUtils.textContent(child).trim(),
          });
        else if (child.name === "wp:postmeta") {
          const part = (name: string) => {
            const found = childElements(child).find((e) => e.name === name);
            return found ? DomUtils.textContent(found).trim() : "";
          };
          meta.set(part("wp:meta_key"), part("wp:meta_value"));
        } else fields.set(child.name, DomUtils.textContent(child));
      }
      return { fields, categories, meta };
    });
  const site = channelField("wp:base_blog_url") || channelField("link");
  return { site, items };
}

/**
 * WordPress stores bodies without paragraphs (its `wpautop` adds them when showing a post): text
 * between blank lines that does not start with a block element becomes a paragraph.
 */
function autop(html: string): string {
  return html
    .replace(/\r\n/g, "\n")
    .split(/\n\s*\n/)
    .map((chunk) =>
      !chunk.trim() ||
      /^\s*<(?:!--|p|h[1-6]|ul|ol|li|table|thead|tbody|tr|blockquote|pre|figure|div|hr|section|dl)\b/i.test(chunk)
        ? chunk
        : `<p>${chunk.trim().replace(/\n/g, "<br>\n")}</p>`,
    )
    .join("\n\n");
}

const textOf = (node: Root | RootContent): string =>
  node.type === "text" ? node.value : "children" in node ? (node.children as RootContent[]).map(textOf).join("") : "";

/** An upload's place in an archive: `…/wp-content/uploads/2024/05/four.jpg` is `2024/05/four.jpg` or `uploads/2024/05/four.jpg` in the zip. */
function findUpload(url: string, images: ReadonlySet<string>): string | null {
  const tail = /\/wp-content\/uploads\/(.+)$/.exec(url.split(/[?#]/)[0] ?? "")?.[1];
  if (!tail) return null;
  const decoded = safeDecode(tail);
  for (const candidate of images) if (candidate === decoded || candidate.endsWith(`/${decoded}`)) return candidate;
  return null;
}

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * A post's HTML as Markdown: parsed, sanitised with the rules of the rendered bodies (no script,
 * no event handler, no `javascript:` or `data:` URL), then written as GitHub-flavoured Markdown
 * (tables kept). An image found in the archive is pointed to it (the import stores it); any other
 * stays a link to its site, said as a warning (nothing is ever fetched).
 */
function htmlToMarkdown(html: string, images: ReadonlySet<string>, onExternalImage: (url: string) => void) {
  const pointImages = () => (tree: Root) => {
    const visit = (node: Root | Element) => {
      for (const child of node.children) {
        if (child.type !== "element") continue;
        if (child.tagName === "img" && typeof child.properties.src === "string") {
          const inZip = findUpload(child.properties.src, images);
          if (inZip) child.properties.src = inZip;
          else onExternalImage(child.properties.src);
        }
        visit(child);
      }
    };
    visit(tree);
  };
  const processor = unified()
    .use(rehypeParse, { fragment: true })
    .use(rehypeSanitize, BODY_SCHEMA)
    .use(pointImages)
    .use(rehypeRemark)
    .use(remarkGfm)
    .use(remarkStringify, { bullet: "-", emphasis: "_", rule: "-" });
  return String(processor.processSync(autop(html))).trim();
}

/** Plain text of an HTML fragment (an excerpt), white space folded. */
function plainText(html: string): string {
  const tree = unified().use(rehypeParse, { fragment: true }).parse(html);
  return textOf(tree).replace(/\s+/g, " ").trim();
}

/** WordPress's own automatic excerpt: the first 55 words of the text. */
function autoExcerpt(html: string): string {
  const words = plainText(html.replace(/<(script|style)[\s\S]*?<\/\1>/gi, " "))
    .split(" ")
    .filter(Boolean);
  const text = words.slice(0, 55).join(" ");
  return words.length > 55 ? `${text}…` : text;
}

/** `2024-05-02 14:30:00` (UTC) as an ISO moment; WordPress writes zeros for a draft's date. */
const gmtDate = (value: string | undefined) =>
  value && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value.trim()) && !value.startsWith("0000")
    ? `${value.trim().replace(" ", "T")}Z`
    : null;

/**
 * Reads a WordPress export (WXR): each item of type `post` becomes a version of an article with
 * a Markdown body. Its language is the Polylang `language` term when there is one (`en`…), else
 * French; Polylang's `post_translations` term joins a post and its translation in one article.
 * Status: `publish` and `future` are published (or scheduled, by their date), `draft` a draft;
 * pending, private or trashed posts and the items that are not posts (pages, menus…) are skipped,
 * each with its reason. Attachments only give covers: the post's featured image (`_thumbnail_id`)
 * when its file is in the archive, else a warning. Articles are recognised again on a second
 * import by the site and the post's id (or its translation group).
 */
export function readWxr(fileName: string, xml: string, images: ReadonlySet<string>): WxrRead {
  const { site, items } = readItems(xml);
  const host = slugify(site.replace(/^https?:\/\//, "")) || "wordpress";
  const attachments = new Map(
    items
      .filter((i) => i.fields.get("wp:post_type") === "attachment")
      .map((i) => [i.fields.get("wp:post_id")?.trim() ?? "", i.fields.get("wp:attachment_url")?.trim() ?? ""]),
  );
  const versions: WxrVersion[] = [];
  const skipped: WxrSkipped[] = [];
  for (const item of items) {
    const field = (name: string) => item.fields.get(name)?.trim() ?? "";
    const type = field("wp:post_type");
    if (type === "attachment") continue;
    const id = field("wp:post_id");
    const title = field("title") || field("wp:post_name") || id;
    const file = `${fileName} › ${field("wp:post_name") || id}`;
    const key = `wp-${host}-${id}`;
    const status = field("wp:status");
    if (type !== "post") {
      skipped.push({ key, title, file, message: "blogImport.problems.wpType", values: { type } });
      continue;
    }
    if (!["publish", "future", "draft"].includes(status)) {
      skipped.push({ key, title, file, message: "blogImport.problems.wpStatus", values: { status } });
      continue;
    }
    const term = (domain: string) => item.categories.find((c) => c.domain === domain)?.nicename ?? "";
    const lang = term("language").slice(0, 2).toLowerCase() || "fr";
    const group = term("post_translations");
    const problems: WxrProblem[] = [];
    const content = field("content:encoded");
    const body = htmlToMarkdown(content, images, (url) =>
      problems.push({ file, message: "blogImport.problems.externalImage", values: { path: url }, warning: true }),
    );
    const fields: Record<string, unknown> = {
      key: group ? `wp-${host}-${group}` : key,
      lang,
      title,
      slug: safeDecode(field("wp:post_name")),
      excerpt: plainText(field("excerpt:encoded")) || autoExcerpt(content),
      categories: item.categories.filter((c) => c.domain === "category").map((c) => c.nicename || c.name),
      lenientCategories: true,
    };
    const date = gmtDate(field("wp:post_date_gmt"));
    if (date) fields.date = date;
    if (status === "draft") fields.status = "draft";
    const thumbnail = item.meta.get("_thumbnail_id");
    const coverUrl = thumbnail ? attachments.get(thumbnail) : undefined;
    if (coverUrl) {
      const inZip = findUpload(coverUrl, images);
      if (inZip) fields.cover = inZip;
      else
        problems.push({
          file,
          message: "blogImport.problems.externalImage",
          values: { path: coverUrl },
          warning: true,
        });
    }
    versions.push({ file, fields, body, problems });
  }
  return { versions, skipped };
}

/** Whether a file of an upload is a WordPress export. */
export const isWxr = (name: string) => path.posix.extname(name).toLowerCase() === ".xml";
