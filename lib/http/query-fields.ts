import { z } from "zod";

/**
 * Reading a list page's query string (the /immobilier, /franchises and /experts filters):
 * each parameter on its own, so a malformed value is reported and ignored while the rest of
 * the search still runs, never a crash.
 */

export type RawQuery = Record<string, string | string[] | undefined>;

/** The first value of a parameter, trimmed ("" when absent). */
export function firstValue(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? (value[0] ?? "") : (value ?? "")).trim();
}

/** Amounts and areas as people type them: "250000", "250 000", "250,000 $". */
export const wholeAmount = z
  .string()
  .transform((value) => value.replace(/[\s\u00a0\u202f,$]/g, ""))
  .pipe(z.string().regex(/^\d{1,12}$/))
  .transform(Number);

export const pageNumber = z
  .string()
  .regex(/^\d{1,6}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(10_000));

export const searchText = z.string().max(200);

/** The parsed query: what the search uses, what the form shows again, what was ignored. */
export type QueryReader<K extends string> = {
  /** The values as typed, bad ones included, so nothing is lost when the form shows again. */
  form: Record<K, string>;
  /** Parameters whose value was not understood (and was ignored). */
  invalid: K[];
  /** The understood parameters, for links that keep the search (pagination). */
  query: Record<string, string>;
  /** A parameter through its schema: its value, or null (absent or invalid). */
  read: <T>(key: K, schema: z.ZodType<T, string>) => T | null;
  /** A min/max pair; a pair given upside down is read the right way round. */
  range: (minKey: K, maxKey: K, schema: z.ZodType<number, string>) => [number | null, number | null];
};

export function queryReader<K extends string>(raw: RawQuery, keys: readonly K[]): QueryReader<K> {
  const form = Object.fromEntries(keys.map((key) => [key, firstValue(raw[key])])) as Record<K, string>;
  const invalid: K[] = [];
  const query: Record<string, string> = {};
  const read = <T>(key: K, schema: z.ZodType<T, string>): T | null => {
    if (!form[key]) return null;
    const parsed = schema.safeParse(form[key]);
    if (!parsed.success) {
      invalid.push(key);
      return null;
    }
    if (key !== "page") query[key] = String(parsed.data);
    return parsed.data;
  };
  const range = (minKey: K, maxKey: K, schema: z.ZodType<number, string>): [number | null, number | null] => {
    const min = read(minKey, schema);
    const max = read(maxKey, schema);
    if (min === null || max === null || min <= max) return [min, max];
    query[minKey] = String(max);
    query[maxKey] = String(min);
    return [max, min];
  };
  return { form, invalid, query, read, range };
}

/** A reference filter carried by its slug (region, category): the chosen row, or null (absent or unknown). */
export function readBySlug<K extends string, T extends { slug: string }>(
  reader: QueryReader<K>,
  key: K,
  options: readonly T[],
): T | null {
  const slug = reader.read(key, z.string());
  if (slug === null) return null;
  const found = options.find((option) => option.slug === slug) ?? null;
  if (!found) {
    reader.invalid.push(key);
    delete reader.query[key];
  }
  return found;
}
