import type { Locale } from "@/lib/i18n/routing";
import { createCsvWriter, PLAIN_CSV, type CsvConventions } from "./csv";
import type { ExportCell, ExportWriter } from "./writer";
import { createXlsxWriter } from "./xlsx";

/**
 * The files an admin can download: an Excel workbook and a CSV for Excel, both in words in the admin's
 * language (statuses, plans, yes/no, money, Québec's time), and the plain CSV of the stored values
 * (codes, decimal points, the database's UTC times) for software.
 */
export const EXPORT_FORMATS = ["xlsx", "csv-excel", "csv"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** What Excel set up in each language splits into columns and reads as numbers when it opens a CSV. */
const EXCEL_CSV: Record<Locale, CsvConventions> = { fr: { delimiter: ";", decimal: "," }, en: PLAIN_CSV };

/** Whether the format shows words for people (else the stored values). */
export function isReadableFormat(format: ExportFormat): boolean {
  return format !== "csv";
}

export function createExportWriter(
  format: ExportFormat,
  header: readonly string[],
  { locale, sample }: { locale: Locale; sample: readonly ExportCell[][] },
): ExportWriter {
  if (format === "xlsx") return createXlsxWriter(header, { locale, sample });
  return createCsvWriter(header, format === "csv-excel" ? EXCEL_CSV[locale] : PLAIN_CSV);
}
