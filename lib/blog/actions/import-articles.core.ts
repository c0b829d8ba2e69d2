import "server-only";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok } from "@/lib/actions/result";
import { TAGS } from "@/lib/cache-tags";
import { importArticle, planImport } from "@/lib/blog/import";
import { importSchema } from "@/lib/blog/schema";

/**
 * An import of blog articles: `plan` (the dry run) lists what each article of the upload would
 * become and its files' problems; `run` imports one article of it (the page runs them one by one,
 * with a progress bar). Unreadable uploads are said as such.
 */
export const importArticlesAction = defineAction({
  name: "blog.importArticles",
  schema: importSchema,
  access: "admin",
  handler: async ({ file, mode, key }, { client, user }) => {
    const bytes = Buffer.from(await file.arrayBuffer());
    try {
      if (mode === "plan") return ok({ plan: await planImport(client, user.userId, file.name, bytes) });
      const done = key ? await importArticle(client, user.userId, file.name, bytes, key) : null;
      return done ? ok({ plan: [done] }) : fail("blogImport.errors.notImportable");
    } catch (error) {
      if (error instanceof Error && /zip|archive|compression|encrypted/.test(error.message))
        return fail("blogImport.errors.unreadable", { file: "blogImport.errors.unreadable" });
      throw error;
    }
  },
  // A dry run changes nothing public.
  revalidates: (input) => (input?.mode === "plan" ? [] : [TAGS.articles]),
});
