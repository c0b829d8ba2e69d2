import { z } from "zod";

/** Largest upload: 50 000 rows of a listing file fit well under it. */
const MAX_IMPORT_BYTES = 15_000_000;

/** One request of the import page: read the file (`detect`), the dry run (`plan`), one batch (`run`), or the full report (`report`). */
export const importRequestSchema = z.object({
  file: z
    .custom<File>((v) => typeof File !== "undefined" && v instanceof File && v.size > 0, "imports.errors.file")
    .refine((f) => /\.(csv|txt|tsv|xlsx)$/i.test(f.name), "imports.errors.type")
    .refine((f) => f.size <= MAX_IMPORT_BYTES, "imports.errors.tooBig"),
  mode: z.enum(["detect", "plan", "run", "report"]),
  mapping: z
    .string()
    .default("{}")
    .transform((s, ctx) => {
      try {
        const value: unknown = JSON.parse(s);
        const parsed = z.record(z.string(), z.number().int().min(0).nullable()).safeParse(value);
        if (parsed.success) return parsed.data;
      } catch {
        // reported below
      }
      ctx.addIssue({ code: "custom", message: "imports.errors.mapping" });
      return z.NEVER;
    }),
  owner_email: z
    .string()
    .trim()
    .toLowerCase()
    .default("")
    .refine((v) => v === "" || z.email().safeParse(v).success, "imports.errors.ownerEmail"),
  batch: z.coerce.number().int().min(0).default(0),
  locale: z.enum(["fr", "en"]).default("fr"),
});

/** The import page's form: the file, the default owner (listings), the column of each field ("" = none). */
export const importFormSchema = z.object({
  file: importRequestSchema.shape.file,
  owner_email: importRequestSchema.shape.owner_email,
  mapping: z.record(z.string(), z.string()).default({}),
});

export type ImportFormInput = z.input<typeof importFormSchema>;
