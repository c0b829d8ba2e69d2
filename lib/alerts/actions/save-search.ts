"use server";

import { saveSearchAction } from "./saved-searches.core";

export async function saveSearch(input: Parameters<typeof saveSearchAction>[0]) {
  return saveSearchAction(input);
}
