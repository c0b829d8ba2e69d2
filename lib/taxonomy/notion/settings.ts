import { extractDatabaseId } from "@notionhq/client";
import type { ServerEnv } from "@/lib/env";

/** What the Notion sync needs to read the database (docs/notion.md). */
export type NotionSettings = { token: string; databaseId: string; baseUrl: string | undefined };

/**
 * The sync's settings, or null when NOTION_TOKEN or NOTION_DATABASE_ID is not set. The database's id
 * may be the id or the whole URL of the database (the client's extractDatabaseId finds the id in it);
 * anything else is passed on, and Notion's answer says it is wrong.
 */
export function notionSettings(
  env: Pick<ServerEnv, "NOTION_TOKEN" | "NOTION_DATABASE_ID" | "NOTION_API_BASE_URL">,
): NotionSettings | null {
  if (!env.NOTION_TOKEN || !env.NOTION_DATABASE_ID) return null;
  return {
    token: env.NOTION_TOKEN.trim(),
    databaseId: extractDatabaseId(env.NOTION_DATABASE_ID) ?? env.NOTION_DATABASE_ID.trim(),
    baseUrl: env.NOTION_API_BASE_URL?.replace(/\/+$/, ""),
  };
}
