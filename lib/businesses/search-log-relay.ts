import { createClient } from "@supabase/supabase-js";
import type { Client, Database } from "@/lib/supabase/types";
import { logSearchQueries } from "./queries/search-log";
import type { SearchQueryLogEntry } from "./types";

/**
 * The searches answered from the middleware's memory (lib/http/page-memory.ts) are recorded like
 * the searches of rendered pages (BusinessResults), at most a second later, several in one insert.
 */
const FLUSH_MS = 1_000;
const BATCH = 500;

let pending: SearchQueryLogEntry[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

/** The search log's marker on a page of results (`data-search-log`, written by BusinessResults). */
export const SEARCH_LOG_ATTRIBUTE = "data-search-log";

const ENTITIES: Record<string, string> = { "&quot;": '"', "&amp;": "&", "&#x27;": "'", "&lt;": "<", "&gt;": ">" };

/** The search a page of results records, read from its HTML; null when it has none or it is malformed. */
export function searchLogOf(html: string): SearchQueryLogEntry | null {
  const raw = new RegExp(`\\s${SEARCH_LOG_ATTRIBUTE}="([^"]*)"`).exec(html)?.[1];
  if (raw === undefined) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw.replace(/&(quot|amp|#x27|lt|gt);/g, (entity) => ENTITIES[entity]!));
  } catch {
    return null;
  }
  if (!value || typeof value !== "object") return null;
  const { query, filters, resultCount, locale } = value as Record<string, unknown>;
  if (query !== null && typeof query !== "string") return null;
  if (!filters || typeof filters !== "object" || Array.isArray(filters)) return null;
  if (typeof resultCount !== "number" || (locale !== "fr" && locale !== "en")) return null;
  return { query, filters: filters as SearchQueryLogEntry["filters"], resultCount, locale };
}

let client: Client | null = null;

/** The secret-key client the batches are written with, made once (null: the server has no key). */
function writer(): Client | null {
  const url = process.env.NEXT_PUBLIC_SUPABASE_URL;
  const key = process.env.SUPABASE_SECRET_KEY;
  if (!url || !key) return null;
  client ??= createClient<Database>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  return client;
}

async function flush(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  const batch = pending;
  pending = [];
  const db = writer();
  if (!db || batch.length === 0) return;
  try {
    await logSearchQueries(db, batch);
  } catch (error) {
    console.warn(`[search] could not log ${batch.length} searches:`, error instanceof Error ? error.message : error);
  }
}

/** Records a search answered from memory, with the next batch. */
export function relaySearch(entry: SearchQueryLogEntry): void {
  pending.push(entry);
  if (pending.length >= BATCH) void flush();
  else timer ??= setTimeout(() => void flush(), FLUSH_MS);
}
