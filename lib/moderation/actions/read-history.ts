"use server";

import type { ModerationItemInput } from "@/lib/moderation/schema";
import { readHistoryAction } from "./read-history.core";

// A queue row's history, when its disclosure is opened (the caller must be an admin).
export async function readHistory(input: ModerationItemInput) {
  return readHistoryAction(input);
}
