import { formatDate, formatNumber } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";

type Point = { day: string; value: number };

const HEIGHT = 80;

/**
 * A day-by-day bar chart drawn on the server as SVG (no script), in the theme's colours for light
 * and dark; the chart is an image with a summary for screen readers, and its numbers are a table
 * under "See the data" for everyone.
 */
export function ActivityChart({
  id,
  title,
  points,
  locale,
  labels,
}: {
  id: string;
  title: string;
  points: Point[];
  locale: Locale;
  labels: { total: string; summary: string; showData: string; day: string; value: string };
}) {
  const max = Math.max(1, ...points.map((p) => p.value));
  const width = Math.max(1, points.length) * 10;
  const date = (day: string) => formatDate(day, locale);
  return (
    <figure className="space-y-2 rounded-xl border border-neutral-200 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900">
      <figcaption className="flex items-baseline justify-between gap-3">
        <span id={`${id}-title`} className="font-semibold text-neutral-950 dark:text-white">
          {title}
        </span>
        <span className="text-sm text-neutral-700 tabular-nums dark:text-neutral-300">{labels.total}</span>
      </figcaption>
      <div className="flex gap-2">
        <div
          className="flex h-20 flex-col justify-between text-right text-xs text-neutral-600 tabular-nums dark:text-neutral-400"
          aria-hidden
        >
          <span>{formatNumber(max, locale)}</span>
          <span>0</span>
        </div>
        <svg
          role="img"
          aria-labelledby={`${id}-title ${id}-summary`}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-20 w-full border-b border-l border-neutral-300 dark:border-neutral-700"
        >
          {points.map((p, i) => {
            const h = (p.value / max) * (HEIGHT - 2);
            return (
              <rect
                key={p.day}
                x={i * 10 + 1}
                y={HEIGHT - h}
                width={8}
                height={h}
                className="fill-primary-600 dark:fill-primary-400"
              />
            );
          })}
        </svg>
      </div>
      {points.length > 0 ? (
        <p className="flex justify-between pl-8 text-xs text-neutral-600 dark:text-neutral-400" aria-hidden>
          <span>{date(points[0]!.day)}</span>
          <span>{date(points.at(-1)!.day)}</span>
        </p>
      ) : null}
      <p id={`${id}-summary`} className="sr-only">
        {labels.summary}
      </p>
      <details>
        <summary className="cursor-pointer text-sm font-medium text-primary-800 underline-offset-2 hover:underline dark:text-primary-300">
          {labels.showData}
        </summary>
        <div className="mt-2 max-h-64 overflow-y-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 font-semibold">
                  {labels.day}
                </th>
                <th scope="col" className="py-1 text-right font-semibold">
                  {labels.value}
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.day} className="border-t border-neutral-200 dark:border-neutral-800">
                  <td className="py-1">{date(p.day)}</td>
                  <td className="py-1 text-right tabular-nums">{formatNumber(p.value, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
