import "server-only";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok } from "@/lib/actions/result";
import { TAGS } from "@/lib/cache-tags";
import { deleteArticle } from "@/lib/blog/queries/admin";
import { articleIdSchema } from "@/lib/blog/schema";

/** Deletes an article for good (its page answers 404 at once). */
export const deleteArticleAction = defineAction({
  name: "blog.deleteArticle",
  schema: articleIdSchema,
  access: "admin",
  handler: async ({ id }, { client }) =>
    (await deleteArticle(client, id)) ? ok({ id }) : fail("blogAdmin.errors.notFound"),
  revalidates: () => [TAGS.articles],
});
