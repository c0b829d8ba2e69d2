/**
 * A numeric column as a number. PostgREST sends numeric as a JSON number; @supabase/lite
 * sends numeric(p,s) read through a table as a string ("685000.00"): both become 685000.
 */
export function toAmount(value: unknown): number | null {
  if (value === null || value === undefined || value === "") return null;
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** The same conversion for the named fields of a row. */
export function withAmounts<T extends Record<string, unknown>>(row: T, fields: readonly (keyof T)[]): T {
  const copy = { ...row };
  for (const field of fields) if (field in copy) copy[field] = toAmount(copy[field]) as T[keyof T];
  return copy;
}
