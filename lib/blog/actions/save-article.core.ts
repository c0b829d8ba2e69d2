import "server-only";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok } from "@/lib/actions/result";
import { TAGS } from "@/lib/cache-tags";
import { upsertArticle } from "@/lib/blog/queries/admin";
import { articleSchema } from "@/lib/blog/schema";
import { QueryError, UNIQUE_VIOLATION } from "@/lib/supabase/errors";

/** What the database refused, said at the field it concerns; null for anything else. */
export function articleRefusal(error: unknown): { field: string; message: string } | null {
  if (!(error instanceof QueryError)) return null;
  if (error.code === UNIQUE_VIOLATION && error.message.includes("slug_fr"))
    return { field: "slug_fr", message: "blogAdmin.errors.slugTaken" };
  if (error.code === UNIQUE_VIOLATION && error.message.includes("slug_en"))
    return { field: "slug_en", message: "blogAdmin.errors.slugTaken" };
  if (error.code === "23514" && error.message.includes("only be archived"))
    return { field: "status", message: "blogAdmin.errors.publishedOnlyArchived" };
  if (error.code === "23514" && error.message.includes("into the future"))
    return { field: "published_at", message: "blogAdmin.errors.publishedNoFuture" };
  return null;
}

/** Saves an article (new or edited) with its categories and sectors; the public pages show it at once. */
export const saveArticleAction = defineAction({
  name: "blog.saveArticle",
  schema: articleSchema,
  access: "admin",
  handler: async ({ id, category_ids, industry_ids, ...values }, { client }) => {
    try {
      const saved = await upsertArticle(client, values, {
        id: id ?? null,
        categoryIds: category_ids,
        industryIds: industry_ids,
      });
      return ok({
        id: saved.id,
        slug: saved.slug_fr,
        slugEn: saved.slug_en,
        status: saved.status,
        publishedAt: saved.published_at,
      });
    } catch (error) {
      const refusal = articleRefusal(error);
      if (refusal) return fail(refusal.message, { [refusal.field]: refusal.message });
      throw error;
    }
  },
  revalidates: () => [TAGS.articles],
});
