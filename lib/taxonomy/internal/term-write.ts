import "server-only";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import { TAGS, type CacheTag } from "@/lib/cache-tags";
import { QueryError, UNIQUE_VIOLATION } from "@/lib/supabase/errors";

/**
 * Runs a taxonomy write as an action's result: a failure with its own text (spec §8: category in
 * use, not read back, nothing returned) gives that text; a name already taken is said at its field.
 */
export async function termWrite<T>(write: () => Promise<T>): Promise<ActionResult<T>> {
  try {
    return ok(await write());
  } catch (error) {
    if (!(error instanceof QueryError)) throw error;
    if (error.key) return fail(`data.${error.key}`);
    if (error.code === UNIQUE_VIOLATION) {
      const field = error.message.includes("notion_id") ? "notion_id" : "name_fr";
      const message = field === "notion_id" ? "taxonomy.errors.notionIdTaken" : "taxonomy.errors.nameTaken";
      return fail(message, { [field]: message });
    }
    throw error;
  }
}

/** Names show on every public page (filters, cards, footer, category pages): a change revalidates them. */
export const termPages = (): readonly CacheTag[] => [TAGS.taxonomy, TAGS.listings];
