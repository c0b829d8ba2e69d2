import { set, type FieldErrors, type FieldValues, type Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * A form's zod schema, or a loader of it: public pages pass `() => import(…)` so zod arrives when
 * the form is first checked rather than with the page.
 */
export type SchemaSource<Input extends FieldValues, Output extends FieldValues> =
  z.ZodType<Output, Input> | (() => Promise<z.ZodType<Output, Input>>);

/**
 * react-hook-form resolver for a zod schema (loaded once, on the first check, when given as a
 * loader); error messages stay translation keys, nested paths (`years.0.revenue`) land at their field.
 */
export function zodResolver<Input extends FieldValues, Output extends FieldValues>(
  source: SchemaSource<Input, Output>,
): Resolver<Input, unknown, Output> {
  let loading: Promise<z.ZodType<Output, Input>> | null = null;
  const schema = () => (typeof source === "function" ? (loading ??= source()) : Promise.resolve(source));
  return async (values) => {
    const result = await (await schema()).safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors<Input> = {};
    const seen = new Set<string>();
    for (const issue of result.error.issues) {
      const key = issue.path.join(".");
      if (seen.has(key)) continue;
      seen.add(key);
      set(errors, key || "root", { type: issue.code, message: issue.message });
    }
    return { values: {}, errors };
  };
}
