import "server-only";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok } from "@/lib/actions/result";
import { TAGS } from "@/lib/cache-tags";
import { deleteBlogAuthor, saveBlogAuthor } from "@/lib/blog/queries/authors";
import { articleIdSchema, blogAuthorSchema } from "@/lib/blog/schema";
import { FOREIGN_KEY_VIOLATION, QueryError, UNIQUE_VIOLATION } from "@/lib/supabase/errors";

/** Adds or updates a blog author; an address another author has is said at its field. */
export const saveBlogAuthorAction = defineAction({
  name: "blog.saveAuthor",
  schema: blogAuthorSchema,
  access: "admin",
  handler: async ({ id, ...values }, { client }) => {
    try {
      const saved = await saveBlogAuthor(client, id ?? null, values);
      return saved ? ok({ id: saved }) : fail("blogAuthors.errors.notFound");
    } catch (error) {
      if (!(error instanceof QueryError) || error.code !== UNIQUE_VIOLATION) throw error;
      return fail("blogAuthors.errors.slugTaken", { slug: "blogAuthors.errors.slugTaken" });
    }
  },
  // The author card (name, photo, role, bio) shows on each of the author's articles.
  revalidates: () => [TAGS.articles],
});

/** Deletes a blog author; one that articles name is refused (the database's foreign key), with its message. */
export const deleteBlogAuthorAction = defineAction({
  name: "blog.deleteAuthor",
  schema: articleIdSchema,
  access: "admin",
  handler: async ({ id }, { client }) => {
    try {
      return (await deleteBlogAuthor(client, id)) ? ok({ id }) : fail("blogAuthors.errors.notFound");
    } catch (error) {
      if (error instanceof QueryError && error.code === FOREIGN_KEY_VIOLATION) return fail("blogAuthors.errors.inUse");
      throw error;
    }
  },
  revalidates: () => [TAGS.articles],
});
