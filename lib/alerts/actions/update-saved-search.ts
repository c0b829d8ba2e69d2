"use server";

import { updateSavedSearchAction } from "./saved-searches.core";

export async function updateSavedSearch(input: Parameters<typeof updateSavedSearchAction>[0]) {
  return updateSavedSearchAction(input);
}
