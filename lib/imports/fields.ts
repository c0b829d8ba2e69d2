import { z } from "zod";
import { headerKey, parseAmount, parseDate, parseWholeNumber, parseYesNo } from "./values";

/**
 * The columns of an import and how a cell of each is read. A field's problems are stable codes
 * (`imports.problems.<code>`), said per row and column in the admin's language.
 */
type FieldKind = "text" | "amount" | "signedAmount" | "wholeNumber" | "date" | "yesNo" | "email" | "choice";

export type FieldDef = {
  key: string;
  kind: FieldKind;
  /** Header names this column is recognised by, French and English (compared without accents, case or punctuation). */
  headers: string[];
  required?: boolean;
  max?: number;
  min?: number;
  /** The template's example cell. */
  example: string;
};

/**
 * A problem of one row: its line in the file (the header is line 1), the field and the column it
 * reads (the file's header the admin mapped; null when the field reads no column or its header is
 * blank: the field's label names it then), a code, the cell, and what the code's message names
 * (e.g. the owner and the limit of `plan_limit`).
 */
export type ImportProblem = {
  line: number;
  field: string;
  column: string | null;
  code: string;
  value: string;
  params?: Record<string, string | number>;
};

/** Which column of the file (its index) each field reads, or null when none. */
export type Mapping = Record<string, number | null>;

/** The automatic mapping: the first column whose header is one of a field's names. */
export function detectMapping(fields: readonly FieldDef[], headers: string[]): Mapping {
  const keys = headers.map(headerKey);
  const taken = new Set<number>();
  const mapping: Mapping = {};
  for (const field of fields) {
    const names = new Set(field.headers.map(headerKey));
    const index = keys.findIndex((k, i) => !taken.has(i) && names.has(k));
    mapping[field.key] = index >= 0 ? index : null;
    if (index >= 0) taken.add(index);
  }
  return mapping;
}

const EMAIL = z.email();

/** A cell read as its field's value; a code (with the bounds its message names) when it cannot be. */
function readCell(field: FieldDef, raw: string): { value: unknown } | { code: string } {
  if (raw === "") return field.required ? { code: "required" } : { value: null };
  switch (field.kind) {
    case "text":
    case "choice":
      if (field.max && raw.length > field.max) return { code: "tooLong" };
      if (field.min && raw.length < field.min) return { code: "tooShort" };
      return { value: raw };
    case "email":
      return EMAIL.safeParse(raw.toLowerCase()).success ? { value: raw.toLowerCase() } : { code: "email" };
    case "amount":
    case "signedAmount": {
      const value = parseAmount(raw);
      if (value === null) return { code: "amount" };
      if (field.kind === "amount" && value < 0) return { code: "negative" };
      return Math.abs(value) > 999_999_999_999 ? { code: "tooLarge" } : { value };
    }
    case "wholeNumber": {
      const value = parseWholeNumber(raw);
      if (value === null) return { code: "wholeNumber" };
      return (field.min !== undefined && value < field.min) || (field.max !== undefined && value > field.max)
        ? { code: "outOfRange" }
        : { value };
    }
    case "date": {
      const value = parseDate(raw);
      return value === null ? { code: "date" } : { value };
    }
    case "yesNo": {
      const value = parseYesNo(raw);
      return value === null ? { code: "yesNo" } : { value };
    }
  }
}

/**
 * The zod schema of one row (the cells of the mapped fields, as text): each cell read by its
 * field, issues carrying the problem's code. The dry run and the import both parse rows with it.
 */
export function rowSchema(fields: readonly FieldDef[]) {
  return z.object(
    Object.fromEntries(
      fields.map((field) => [
        field.key,
        z
          .string()
          .default("")
          .transform((raw, ctx) => {
            const read = readCell(field, raw.trim());
            if ("code" in read) {
              ctx.addIssue({ code: "custom", message: read.code });
              return z.NEVER;
            }
            return read.value;
          }),
      ]),
    ),
  );
}
