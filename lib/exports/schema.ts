import { z } from "zod";
import { exportDataset, isExportDataset, type ExportDatasetKey } from "./datasets";
import { EXPORT_FORMATS } from "./formats";

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "exports.errors.date")
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), "exports.errors.date")
  .optional();

/** What the export form sends (a GET query): the dataset, its filters, its columns, the format. */
export const exportRequestSchema = z
  .object({
    dataset: z.string().refine(isExportDataset, "exports.errors.dataset"),
    format: z.enum(EXPORT_FORMATS, { error: "exports.errors.format" }),
    from: day,
    to: day,
    status: z.string().max(40).optional(),
    columns: z.array(z.string().max(60)).min(1, "exports.errors.columns").max(40),
  })
  .superRefine((value, ctx) => {
    if (!isExportDataset(value.dataset)) return;
    const dataset = exportDataset(value.dataset);
    if (value.columns.some((c) => !dataset.columns.includes(c)))
      ctx.addIssue({ code: "custom", path: ["columns"], message: "exports.errors.columns" });
    if (value.status && !(dataset.status?.values as readonly string[] | undefined)?.includes(value.status))
      ctx.addIssue({ code: "custom", path: ["status"], message: "exports.errors.status" });
    if (value.from && value.to && value.from > value.to)
      ctx.addIssue({ code: "custom", path: ["to"], message: "exports.errors.range" });
  })
  .transform((value) => ({ ...value, dataset: value.dataset as ExportDatasetKey }));

export type ExportRequest = z.output<typeof exportRequestSchema>;

/** The request from a URL's query: repeated `columns`, blanks left out. */
export function readExportQuery(params: URLSearchParams) {
  const one = (name: string) => params.get(name)?.trim() || undefined;
  return exportRequestSchema.safeParse({
    dataset: one("dataset") ?? "",
    format: one("format") ?? "xlsx",
    from: one("from"),
    to: one("to"),
    status: one("status"),
    columns: params.getAll("columns").filter(Boolean),
  });
}
