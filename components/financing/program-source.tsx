import { formatDate } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";
import type { FinancingProgram } from "@/lib/financing/programs";

/**
 * The day a program's conditions were checked and the link to its source, as published: under each
 * program of the financing page's matcher and beside an offer. `text` writes the caller's sentences.
 */
export function ProgramSource({
  program,
  provider,
  locale,
  text,
}: {
  program: FinancingProgram;
  provider: string;
  locale: Locale;
  text: { checked: (date: string) => string; source: (provider: string) => string };
}) {
  return (
    <p className="text-xs text-neutral-600 dark:text-neutral-400">
      {text.checked(formatDate(program.checked_on, locale))}{" "}
      <a
        href={program.source_url}
        rel="noopener noreferrer"
        target="_blank"
        className="font-medium text-secondary-800 underline dark:text-secondary-300"
      >
        {text.source(provider)}
      </a>
    </p>
  );
}
