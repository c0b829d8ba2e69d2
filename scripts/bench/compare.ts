/**
 * Tables of one run: a build's rows alone, or with `--baseline` the baseline's and the working
 * tree's side by side, each figure as before | after | after ÷ before.
 */
import { printTable, type Row } from "./table.ts";
import type { Target } from "./targets.ts";

export type Measured = { target: Target; rows: Row[] };

/**
 * Prints `title` with the rows of each build. Rows are matched by position (both builds measure the
 * same list); `key` names the column that says what a row is, `metrics` the columns compared
 * (`ratio: false` for counts whose ratio means nothing, such as errors).
 */
export function printCompared(
  title: string,
  key: string,
  measured: Measured[],
  metrics: Array<{ name: string; ratio?: boolean }>,
): void {
  const before = measured.find((m) => m.target.label === "before");
  const after = measured.find((m) => m.target.label === "after");
  if (!before || !after) {
    for (const m of measured) printTable(`${title} — ${m.target.name}`, m.rows);
    return;
  }
  const rows = after.rows.map((row, i) => {
    const old = before.rows[i] ?? {};
    const out: Row = { [key]: row[key]! };
    for (const { name, ratio = true } of metrics) {
      out[`${name} before`] = old[name] ?? "";
      out[`${name} after`] = row[name] ?? "";
      const a = Number(row[name]);
      const b = Number(old[name]);
      if (ratio) out[`${name} ×`] = b ? (a / b).toFixed(2) : "";
    }
    return out;
  });
  printTable(`${title} — before: ${before.target.name}, after: ${after.target.name}`, rows);
}
