/**
 * What the generated types (lib/supabase/database.types.ts) cannot say about a value the
 * database guarantees, said once per kind of value instead of with a cast at each use.
 */
import type { Locale } from "@/lib/i18n/routing";
import type { Json } from "@/lib/supabase/types";

/**
 * A jsonb column or a jsonb function result as the shape the database keeps in it: the SQL
 * that builds it (search_entreprises, search_immobilier, search_franchises), or the app code
 * that writes it (images, evaluations, the search log). The generated types only know `Json`.
 * Nothing is checked at run time: call it in the one function that reads a given shape, so
 * the assumption is written once.
 */
export function fromJson<T>(value: Json): T {
  return value as unknown as T;
}

/**
 * A text value the database restricts to `values` (a check constraint, or the SQL that builds
 * it) but that the generated types call `string`, as the union it is. Any other value means
 * the schema and the app disagree: an error rather than a wrong type.
 */
export function oneOf<const T extends string>(values: readonly T[], value: string): T {
  const found = values.find((v) => v === value);
  if (found === undefined)
    throw new Error(
      `Unexpected value from the database: ${JSON.stringify(value)} (expected one of ${values.join(", ")})`,
    );
  return found;
}

/**
 * An array argument or column as a PostgreSQL array literal ("{leased,none}") in place of the
 * array the generated types name: hosted PostgREST casts the literal like a JSON array, and
 * @supabase/lite 0.10 mangles a JSON array sent to an enum[] argument or column. The value is
 * a string at run time; pass it straight to .rpc(), .insert() or .update(). Elements must need
 * no quoting (numbers, enum labels).
 */
export function pgArray<T extends string | number>(values: readonly T[]): T[] {
  return `{${values.join(",")}}` as unknown as T[];
}

/** A locale column or result: text restricted to fr/en (a check constraint, or the SQL that returns it). */
export function localeOf(value: string): Locale {
  return oneOf(["fr", "en"], value);
}
