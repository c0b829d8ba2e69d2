import type { ReactNode } from "react";

/**
 * A table's row of column headers, one per label given (a `null` label is a column not shown),
 * each with `className` or, by its position among those shown, its own class from `own`.
 */
export function HeaderRow({
  labels,
  className,
  own = {},
}: {
  labels: ReactNode[];
  className?: string;
  own?: Record<number, string | undefined>;
}) {
  return (
    <tr>
      {labels
        .filter((label) => label !== null)
        .map((label, i) => (
          <th key={i} scope="col" className={i in own ? own[i] : className}>
            {label}
          </th>
        ))}
    </tr>
  );
}
