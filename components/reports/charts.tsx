import { useId, type CSSProperties } from "react";
import { formatNumber } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";

/**
 * Charts of the back office, drawn as SVG on the server (no script): each has a title and a
 * description read by screen readers, and the page shows the same figures in a table beside it.
 * Colours follow the text colour scheme, so they read in both colour modes.
 */

const bar = "fill-primary-600 dark:fill-primary-400";
const accent = "fill-warning-400 dark:fill-warning-300";
const axis = "stroke-neutral-300 dark:stroke-neutral-700";
const label = "fill-neutral-700 text-[11px] dark:fill-neutral-300";

/**
 * Where a day's label sits under the columns: centred under its column, but the first starts at the
 * left edge and one near the right edge ends there, so no label is cut (it once read "0 oct.").
 */
function labelPosition(index: number, count: number): CSSProperties {
  const centre = ((index + 0.5) / count) * 100;
  if (index === 0) return { left: 0 };
  if (centre > 92) return { right: 0 };
  return { left: `${centre}%`, transform: "translateX(-50%)" };
}

/** Columns per day: all searches, and inside each the part without a result. */
export function DayColumns({
  title,
  description,
  days,
  locale,
}: {
  title: string;
  description: string;
  days: { day: string; label: string; total: number; part: number }[];
  locale: Locale;
}) {
  const id = useId();
  const width = 720;
  const height = 180;
  const top = 4;
  const max = Math.max(1, ...days.map((d) => d.total));
  const step = width / Math.max(days.length, 1);
  const scale = (v: number) => ((height - top) * v) / max;
  const every = Math.ceil(days.length / 8);
  // The labels are text of the page, not of the drawing: they keep their size on a phone.
  const shown = days.flatMap((d, i) => (i % every === 0 ? [{ ...d, index: i }] : []));
  return (
    <div className="space-y-1">
      <p aria-hidden className="text-xs text-neutral-700 tabular-nums dark:text-neutral-300">
        {formatNumber(max, locale)}
      </p>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-t ${id}-d`}
        className="h-auto w-full"
        preserveAspectRatio="none"
      >
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{description}</desc>
        <line x1={0} x2={width} y1={height} y2={height} className={axis} />
        {days.map((d, i) => {
          const x = i * step + step * 0.15;
          const w = step * 0.7;
          return (
            <g key={d.day}>
              <rect x={x} y={height - scale(d.total)} width={w} height={scale(d.total)} className={bar} />
              <rect x={x} y={height - scale(d.part)} width={w} height={scale(d.part)} className={accent} />
            </g>
          );
        })}
      </svg>
      <p aria-hidden className="relative h-4 text-xs text-neutral-700 dark:text-neutral-300">
        {shown.map((d, n) => (
          // On a phone, every other label: eight would run into each other.
          <span
            key={d.day}
            style={labelPosition(d.index, days.length)}
            className={`absolute whitespace-nowrap ${n % 2 === 1 ? "max-sm:hidden" : ""}`}
          >
            {d.label}
          </span>
        ))}
      </p>
    </div>
  );
}

/** One horizontal bar per item, longest first, with its value at the end. */
export function HorizontalBars({
  title,
  description,
  items,
}: {
  title: string;
  description: string;
  items: { key: string; label: string; value: number }[];
}) {
  const id = useId();
  const row = 26;
  const labelWidth = 260;
  const width = 720;
  const height = Math.max(row, items.length * row);
  const max = Math.max(1, ...items.map((i) => i.value));
  const span = width - labelWidth - 50;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={`${id}-t ${id}-d`} className="h-auto w-full">
      <title id={`${id}-t`}>{title}</title>
      <desc id={`${id}-d`}>{description}</desc>
      {items.map((item, i) => {
        const y = i * row;
        const w = (span * item.value) / max;
        return (
          <g key={item.key}>
            <text x={labelWidth - 8} y={y + row / 2 + 4} textAnchor="end" className={label}>
              {item.label.length > 38 ? `${item.label.slice(0, 37)}…` : item.label}
            </text>
            <rect
              x={labelWidth}
              y={y + 5}
              width={Math.max(w, item.value > 0 ? 2 : 0)}
              height={row - 10}
              className={bar}
            />
            <text x={labelWidth + w + 6} y={y + row / 2 + 4} className={label}>
              {item.value}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
