/** An amount in dollars, shown as money (a number still: a spreadsheet sums it). */
type MoneyCell = { money: number };

/** A moment as Québec's wall-clock time, `YYYY-MM-DDTHH:mm`: a date and time a spreadsheet reads. */
type TimeCell = { localTime: string };

/** One cell of an export: text, a number (kept a number in XLSX), a yes/no, money, a moment, or empty. */
export type ExportCell = string | number | boolean | null | MoneyCell | TimeCell;

/** Writes a file as it goes: its start (header), pages of rows, its end; each call returns bytes. */
export type ExportWriter = {
  mimeType: string;
  extension: "csv" | "xlsx";
  start(): Uint8Array;
  rows(rows: ExportCell[][]): Uint8Array;
  end(): Uint8Array;
};
