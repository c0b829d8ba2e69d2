/** One cell of an export: text, a number (kept a number in XLSX), a yes/no, or empty. */
export type ExportCell = string | number | boolean | null;

/** Writes a file as it goes: its start (header), pages of rows, its end; each call returns bytes. */
export type ExportWriter = {
  mimeType: string;
  extension: "csv" | "xlsx";
  start(): Uint8Array;
  rows(rows: ExportCell[][]): Uint8Array;
  end(): Uint8Array;
};
