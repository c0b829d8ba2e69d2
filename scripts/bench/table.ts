export type Row = Record<string, string | number>;

/** Prints rows as an aligned text table (also valid Markdown). */
export function printTable(title: string, rows: Row[]): void {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const cell = (v: string | number | undefined) =>
    typeof v === "number" ? v.toLocaleString("en-US", { maximumFractionDigits: 1 }) : (v ?? "");
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(cell(r[c])).length)));
  const line = (values: string[]) => `| ${values.map((v, i) => v.padEnd(widths[i]!)).join(" | ")} |`;
  console.log(`\n${title}\n`);
  console.log(line(columns));
  console.log(line(widths.map((w) => "-".repeat(w))));
  for (const row of rows) console.log(line(columns.map((c) => String(cell(row[c])))));
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/** The middle figure of several runs (the upper one of the two middle figures for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
