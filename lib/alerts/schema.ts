import { z } from "zod";

import {
  ALERT_FREQUENCIES,
  DIGEST_FREQUENCIES,
  PREFERENCE_ALERT_FREQUENCIES,
  SAVED_SEARCH_NAME_MAX,
} from "./frequencies";

/** The /entreprises query string a search is saved from (the page's own URL, so short). */
const SEARCH_MAX = 4000;

const nameField = z
  .string()
  .trim()
  .min(1, "savedSearches.errors.nameRequired")
  .max(SAVED_SEARCH_NAME_MAX, "forms.errors.tooLong");
const frequencyField = z.enum(ALERT_FREQUENCIES, "savedSearches.errors.frequencyInvalid");
const idField = z.number().int().positive();

/** The save dialog's fields (and the rename on /profil). */
export const savedSearchFieldsSchema = z.object({ name: nameField, frequency: frequencyField });

/** "Save this search": the /entreprises query string (the server reads the filters from it), a name, a frequency. */
export const saveSearchSchema = savedSearchFieldsSchema.extend({
  search: z.string().max(SEARCH_MAX),
  language: z.enum(["fr", "en"]),
});

/** Rename a saved search or change its frequency. */
export const updateSavedSearchSchema = savedSearchFieldsSchema.extend({ id: idField });

export const deleteSavedSearchSchema = z.object({ id: idField });

/** The industry preferences' alert: on (weekly) or off. */
export const preferenceAlertSchema = z.object({
  preferenceFrequency: z.enum(PREFERENCE_ALERT_FREQUENCIES, "savedSearches.errors.frequencyInvalid"),
});

/** The back office's test digest: whose alerts, which period (frequency). */
export const testDigestSchema = z.object({
  userId: z.uuid("testDigest.errors.userRequired"),
  frequency: z.enum(DIGEST_FREQUENCIES, "testDigest.errors.frequencyInvalid"),
});
