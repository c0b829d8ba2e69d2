import "server-only";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok } from "@/lib/actions/result";
import { TAGS } from "@/lib/cache-tags";
import { setArticleStatus } from "@/lib/blog/queries/admin";
import { articleStatusSchema } from "@/lib/blog/schema";
import { articleRefusal } from "./save-article.core";

/** Publishes (now, or at its scheduled time), archives or returns an article to draft from the table. */
export const changeArticleStatusAction = defineAction({
  name: "blog.changeArticleStatus",
  schema: articleStatusSchema,
  access: "admin",
  handler: async ({ id, status }, { client }) => {
    try {
      return (await setArticleStatus(client, id, status)) ? ok({ id }) : fail("blogAdmin.errors.notFound");
    } catch (error) {
      const refusal = articleRefusal(error);
      if (refusal) return fail(refusal.message);
      // An article whose texts are not complete cannot go public (blog_articles_public_complete).
      if (error instanceof Error && error.message.includes("public_complete"))
        return fail("blogAdmin.errors.incomplete");
      throw error;
    }
  },
  revalidates: () => [TAGS.articles],
});
