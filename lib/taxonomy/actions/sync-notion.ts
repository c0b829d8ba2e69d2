"use server";

import type { SyncNotionInput } from "@/lib/taxonomy/schema";
import { syncNotionAction } from "./sync-notion.core";

// Applies the Notion sync the admin confirmed; admins only (defineAction), and Postgres checks again (RLS).
export async function syncNotion(input: SyncNotionInput) {
  return syncNotionAction(input);
}
