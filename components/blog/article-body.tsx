import "server-only";
import type { Root } from "hast";
import { toJsxRuntime } from "hast-util-to-jsx-runtime";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { cn } from "@/lib/cn";

/**
 * An article body as React elements, from the tree lib/blog/markdown.ts rendered and sanitised on
 * the server: no Markdown library and no raw HTML reach the browser.
 */
export function ArticleBody({ tree, lang, className }: { tree: Root; lang?: string; className?: string }) {
  return (
    <div lang={lang} className={cn("article-body", className)}>
      {toJsxRuntime(tree, { Fragment, jsx, jsxs })}
    </div>
  );
}
