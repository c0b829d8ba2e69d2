/**
 * Errors of the data layer. `key` names an entry of the `data` namespace of
 * messages/*.json (spec §8); `message` is the technical text (the database's message, or
 * an English description when the failure has no database error), which the catalogue
 * entries quote as {message} where they have it. `key: null` means "show the message as
 * it is" (e.g. an industry load error, spec §8).
 */
export type DataErrorKey =
  "categoryInUse" | "taxonomyLoadFailed" | "categoriesLoadFailed" | "categoryNotReadBack" | "updateReturnedNothing";

export type DataError = {
  key: DataErrorKey | null;
  message: string;
  /** PostgreSQL / PostgREST error code when there is one ("23503", "42501", "PGRST116"…). */
  code?: string;
};

/** Either the data or the error, never both. */
export type Result<T> = { data: T; error: null } | { data: null; error: DataError };

/** Turns a data-layer error key and its values into the user's language (e.g. next-intl's `t` on the `data` namespace). */
export type Translate = (key: DataErrorKey, values?: { message: string }) => string;

/** What supabase-js returns as `error` (PostgrestError, or anything thrown on the way). */
type ErrorLike = { message?: unknown; code?: unknown } | null | undefined;

/** A DataError from a supabase-js error; `key` when this failure has its own catalogue entry. */
export function dataError(error: ErrorLike, key: DataErrorKey | null = null): DataError {
  const message = typeof error?.message === "string" && error.message ? error.message : "Unknown error";
  const code = typeof error?.code === "string" && error.code ? error.code : undefined;
  return code ? { key, message, code } : { key, message };
}

export function ok<T>(data: T): Result<T> {
  return { data, error: null };
}

export function fail<T>(error: DataError): Result<T> {
  return { data: null, error };
}

/** The text to show for an error: its catalogue entry (with {message}) or the raw message. */
export function errorText(error: DataError, translate: Translate): string {
  return error.key ? translate(error.key, { message: error.message }) : error.message;
}

/** PostgreSQL: a row is still referenced by a foreign key (e.g. a business using a category). */
export const FOREIGN_KEY_VIOLATION = "23503";
