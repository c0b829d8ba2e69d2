import type { ReactNode } from "react";
import { programText, type FinancingProgram } from "@/lib/financing/programs";
import { formatDate } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";

/**
 * Programs as published: each one's name, provider, conditions, the day they were checked and the
 * link to its source. The financing page's matcher shows them as cards (with `fits`: what deals each
 * fits); an offer's builder beside the offer, `compact`. `text`: the caller's `checked` and `source`.
 */
export function ProgramList({
  programs,
  locale,
  text,
  compact = false,
  fits,
}: {
  programs: FinancingProgram[];
  locale: Locale;
  text: (key: "checked" | "source", values: { date: string } | { provider: string }) => string;
  compact?: boolean;
  fits?: (program: FinancingProgram) => ReactNode;
}) {
  return (
    <ul className={compact ? "space-y-3" : "grid gap-4 md:grid-cols-2"}>
      {programs.map((p) => {
        const { name, provider, conditions } = programText(p, locale);
        return (
          <li
            key={p.id}
            className={
              compact
                ? "space-y-1 border-t border-neutral-200 pt-3 dark:border-neutral-800"
                : "space-y-2 rounded-lg border border-neutral-200 p-5 dark:border-neutral-700"
            }
            data-testid={compact ? "offer-program" : "program"}
          >
            {compact ? <p className="font-medium">{name}</p> : <h3 className="font-semibold">{name}</h3>}
            <p
              className={
                compact ? "text-neutral-600 dark:text-neutral-400" : "text-sm text-neutral-600 dark:text-neutral-400"
              }
            >
              {provider}
            </p>
            {fits?.(p)}
            <p
              className={
                compact ? "text-neutral-700 dark:text-neutral-300" : "text-sm text-neutral-700 dark:text-neutral-300"
              }
            >
              {conditions}
            </p>
            <p className="text-xs text-neutral-600 dark:text-neutral-400">
              {text("checked", { date: formatDate(p.checked_on, locale) })}{" "}
              <a
                href={p.source_url}
                rel="noopener noreferrer"
                target="_blank"
                className="font-medium text-secondary-800 underline dark:text-secondary-300"
              >
                {text("source", { provider })}
              </a>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
