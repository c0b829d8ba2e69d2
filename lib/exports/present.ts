import type { Locale } from "@/lib/i18n/routing";
import { montrealWallClock } from "@/lib/i18n/format";
import { columnKind, type ColumnKind } from "./columns";
import type { ExportCell } from "./writer";

/** A message's text by its full key (`plans.names.premium`), or null when the messages have none. */
export type Label = (key: string) => string | null;

export type PresentOptions = {
  /** Words for people (XLSX, CSV for Excel), or the stored values for software (the plain CSV). */
  readable: boolean;
  locale: Locale;
  label: Label;
};

type Row = Record<string, unknown>;

/** Turns a dataset's rows into the cells of the chosen columns, as the format wants them. */
export function createPresenter(columns: readonly string[], options: PresentOptions): (row: Row) => ExportCell[] {
  const cells = columns.map((column) => cellReader(column, columnKind(column), options));
  return (row) => cells.map((cell) => cell(row));
}

function cellReader(column: string, kind: ColumnKind, { readable, locale, label }: PresentOptions) {
  if (kind === "localized") return (row: Row) => storedCell(row[`${column}_${locale}`] ?? row[`${column}_fr`]);
  if (!readable) return (row: Row) => storedCell(row[column]);
  const read = readableCell(kind, label);
  return (row: Row) => {
    const value = row[column];
    return value === null || value === undefined ? null : read(value);
  };
}

function readableCell(kind: Exclude<ColumnKind, "localized">, label: Label): (value: unknown) => ExportCell {
  switch (kind) {
    case "count":
    case "year":
      return (value) => asNumber(value) ?? storedCell(value);
    case "money":
      return (value) => {
        const money = asNumber(value);
        return money === null ? storedCell(value) : { money };
      };
    case "time":
      return (value) => {
        const moment = new Date(String(value));
        return Number.isNaN(moment.getTime()) ? storedCell(value) : { localTime: montrealWallClock(moment) };
      };
    case "yesNo":
      return (value) => label(value ? "exports.values.yes" : "exports.values.no");
    case "text":
    case "id":
      return storedCell;
    default:
      return (value) => label(`${kind.labels}.${String(value)}`) ?? storedCell(value);
  }
}

/** numeric columns arrive as text ("389000.00"), integers as numbers. */
function asNumber(value: unknown): number | null {
  const number =
    typeof value === "number" ? value : typeof value === "string" && value.trim() ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : null;
}

/** A value as the database gave it (JSON as its text). */
function storedCell(value: unknown): ExportCell {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  return JSON.stringify(value);
}
