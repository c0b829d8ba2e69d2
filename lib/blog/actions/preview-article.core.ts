import "server-only";
import { defineAction } from "@/lib/actions/define-action";
import { ok } from "@/lib/actions/result";
import { articleHtml } from "@/lib/blog/markdown";
import { readingMinutes } from "@/lib/blog/reading-time";
import { previewSchema } from "@/lib/blog/schema";

/** A body as the public page renders it (sanitised HTML), for the editor's live preview. */
export const previewArticleAction = defineAction({
  name: "blog.previewArticle",
  schema: previewSchema,
  access: "admin",
  handler: async ({ body }) => ok({ html: articleHtml(body), minutes: readingMinutes(body) }),
});
