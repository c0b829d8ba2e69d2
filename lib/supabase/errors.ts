/**
 * The one error convention of queries (docs/architecture.md): a query throws a QueryError on any
 * database error and returns null only for "no such row"; it never returns a result object (those
 * are for actions). The error keeps the database's message and code, and, where a failure has its
 * own text for users, the key of that text in the `data` namespace of messages/*.json.
 */
export class QueryError extends Error {
  /** PostgreSQL / PostgREST error code ("23503", "42501", "PGRST116"…), "" when there is none. */
  readonly code: string;
  /** A key of the `data` namespace of messages/*.json when this failure has its own text, else null. */
  readonly key: string | null;

  constructor(message: string, { code = "", key = null }: { code?: string; key?: string | null } = {}) {
    super(message);
    this.name = "QueryError";
    this.code = code;
    this.key = key;
  }
}

/** What supabase-js returns as `error` (PostgrestError, a Storage error, or a network failure). */
export type ErrorLike = { message?: unknown; code?: unknown } | null | undefined;

/** Throws what supabase-js returned as `error` as a QueryError; `key` when this failure has its own text. */
export function raise(error: ErrorLike, key: string | null = null): never {
  const message = typeof error?.message === "string" && error.message ? error.message : "Unknown error";
  const code = typeof error?.code === "string" ? error.code : "";
  throw new QueryError(message, { code, key });
}

/** Turns a message key and its values into the user's language (next-intl's `t` on the `data` namespace). */
export type Translate = (key: string, values: { message: string }) => string;

/** The message of anything thrown. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The text to show for a failed query: its own text (quoting the database's message) or that message as it is. */
export function errorText(error: unknown, translate: Translate): string {
  if (error instanceof QueryError && error.key) return translate(error.key, { message: error.message });
  return errorMessage(error);
}

/** PostgreSQL: a row is still referenced by a foreign key (e.g. a business using a category). */
export const FOREIGN_KEY_VIOLATION = "23503";
/** PostgreSQL: a unique value already taken (e.g. a public_slug of another profile). */
export const UNIQUE_VIOLATION = "23505";
