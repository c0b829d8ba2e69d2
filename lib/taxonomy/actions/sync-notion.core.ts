import "server-only";
import { defineAction } from "@/lib/actions/define-action";
import { fail } from "@/lib/actions/result";
import { serverEnv } from "@/lib/server-env";
import { termPages, termWrite } from "@/lib/taxonomy/internal/term-write";
import { NotionReadError } from "@/lib/taxonomy/notion/read";
import { notionSettings } from "@/lib/taxonomy/notion/settings";
import { syncNotionSchema } from "@/lib/taxonomy/schema";
import { applyNotionPlan, loadNotionPlan, planFingerprint } from "@/lib/taxonomy/notion/sync";

/**
 * Applies the Notion sync the admin confirmed (/admin/gestion/notion): reads Notion and the taxonomy
 * again, and writes only if that is still what the page showed (its fingerprint), else asks to look
 * again. Notion's failures are said in the admin's language (notion.errors.*), never as a crash.
 */
export const syncNotionAction = defineAction({
  name: "taxonomy.syncNotion",
  schema: syncNotionSchema,
  access: "admin",
  handler: async ({ fingerprint }, { client }) => {
    const settings = notionSettings(serverEnv());
    if (!settings) return fail("notion.errors.notConfigured");
    try {
      const plan = await loadNotionPlan(client, settings);
      if (planFingerprint(plan) !== fingerprint) return fail("notion.errors.changed");
      return await termWrite(() => applyNotionPlan(client, plan));
    } catch (error) {
      if (error instanceof NotionReadError) return fail(`notion.errors.${error.failure}`);
      throw error;
    }
  },
  revalidates: termPages,
});
