import type { ReactNode } from "react";
import { HeaderRow } from "@/components/ui/header-row";

/** A chart's figures under a disclosure: a small table, one row per bar (a `FigureRow`), the first column left. */
export function ChartFigures({
  summary,
  caption,
  labels,
  own,
  children,
}: {
  summary: string;
  caption: string;
  labels: ReactNode[];
  own: Record<number, string | undefined>;
  children: ReactNode;
}) {
  return (
    <details>
      <summary className="cursor-pointer text-sm font-medium">{summary}</summary>
      <table className="mt-2 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <HeaderRow labels={labels} className="pr-4 text-left" own={own} />
        </thead>
        <tbody>{children}</tbody>
      </table>
    </details>
  );
}

/** One row of `ChartFigures`: what it counts, then its figures. */
export function FigureRow({ name, children }: { name: ReactNode; children: ReactNode }) {
  return (
    <tr>
      <th scope="row" className="pr-4 text-left font-normal">
        {name}
      </th>
      {children}
    </tr>
  );
}
