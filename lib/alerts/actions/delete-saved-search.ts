"use server";

import { deleteSavedSearchAction } from "./saved-searches.core";

export async function deleteSavedSearch(input: Parameters<typeof deleteSavedSearchAction>[0]) {
  return deleteSavedSearchAction(input);
}
