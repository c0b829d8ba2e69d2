import "server-only";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok } from "@/lib/actions/result";
import { parseBusinessQuery } from "@/lib/businesses/search-params";
import { loadFilterRefs } from "@/lib/taxonomy/filter-refs";
import {
  deleteSavedSearch,
  insertSavedSearch,
  setPreferenceAlert,
  updateSavedSearch,
} from "@/lib/alerts/queries/saved-searches";
import {
  deleteSavedSearchSchema,
  preferenceAlertSchema,
  saveSearchSchema,
  updateSavedSearchSchema,
} from "@/lib/alerts/schema";

/** The filters a saved search keeps: what /entreprises understood of its query, without sort and page. */
async function filtersOf(search: string): Promise<Record<string, string | string[]>> {
  const params = new URLSearchParams(search.startsWith("?") ? search.slice(1) : search);
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    raw[key] = values.length > 1 ? values : values[0]!;
  }
  const { query } = parseBusinessQuery(raw, await loadFilterRefs());
  delete query.sort;
  return query;
}

/** "Save this search" on /entreprises: the URL's filters, a name, a frequency, the page's language. */
export const saveSearchAction = defineAction({
  name: "savedSearches.save",
  schema: saveSearchSchema,
  access: "user",
  handler: async (v, { client }) => {
    const id = await insertSavedSearch(client, {
      name: v.name,
      frequency: v.frequency,
      language: v.language,
      filters: await filtersOf(v.search),
    });
    return ok({ id });
  },
});

/** Renames one of the caller's saved searches or changes its frequency (RLS: the owner's only). */
export const updateSavedSearchAction = defineAction({
  name: "savedSearches.update",
  schema: updateSavedSearchSchema,
  access: "user",
  handler: async (v, { client }) =>
    (await updateSavedSearch(client, v.id, { name: v.name, frequency: v.frequency }))
      ? ok({ id: v.id })
      : fail("savedSearches.errors.notFound"),
});

/** Deletes one of the caller's saved searches (RLS: the owner's only). */
export const deleteSavedSearchAction = defineAction({
  name: "savedSearches.delete",
  schema: deleteSavedSearchSchema,
  access: "user",
  handler: async (v, { client }) =>
    (await deleteSavedSearch(client, v.id)) ? ok({ id: v.id }) : fail("savedSearches.errors.notFound"),
});

/** Turns the industry preferences' weekly alert on or off for the caller. */
export const setPreferenceAlertAction = defineAction({
  name: "savedSearches.preferences",
  schema: preferenceAlertSchema,
  access: "user",
  handler: async (v, { client, user }) => {
    await setPreferenceAlert(client, user.userId, v.preferenceFrequency);
    return ok({ preferenceFrequency: v.preferenceFrequency });
  },
});
