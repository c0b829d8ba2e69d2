import "server-only";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok } from "@/lib/actions/result";
import { TAGS } from "@/lib/cache-tags";
import { deleteBlogCategory, saveBlogCategory } from "@/lib/blog/queries/categories";
import { articleIdSchema, blogCategorySchema } from "@/lib/blog/schema";
import { FOREIGN_KEY_VIOLATION, QueryError, UNIQUE_VIOLATION } from "@/lib/supabase/errors";

/** Adds or updates a blog category; a slug another category has is said at its field. */
export const saveBlogCategoryAction = defineAction({
  name: "blog.saveCategory",
  schema: blogCategorySchema,
  access: "admin",
  handler: async ({ id, ...values }, { client }) => {
    try {
      const saved = await saveBlogCategory(client, id ?? null, values);
      return saved ? ok({ id: saved }) : fail("blogCategories.errors.notFound");
    } catch (error) {
      if (!(error instanceof QueryError) || error.code !== UNIQUE_VIOLATION) throw error;
      const field = error.message.includes("slug_en") ? "slug_en" : "slug_fr";
      return fail("blogCategories.errors.slugTaken", { [field]: "blogCategories.errors.slugTaken" });
    }
  },
  // Category names and slugs show on /blog (the filter) and on the articles.
  revalidates: () => [TAGS.articles],
});

/** Deletes a blog category; one that articles use is refused (the database's foreign key), with its message. */
export const deleteBlogCategoryAction = defineAction({
  name: "blog.deleteCategory",
  schema: articleIdSchema,
  access: "admin",
  handler: async ({ id }, { client }) => {
    try {
      return (await deleteBlogCategory(client, id)) ? ok({ id }) : fail("blogCategories.errors.notFound");
    } catch (error) {
      if (error instanceof QueryError && error.code === FOREIGN_KEY_VIOLATION)
        return fail("blogCategories.errors.inUse");
      throw error;
    }
  },
  revalidates: () => [TAGS.articles],
});
