import type { FilterOption } from "@/lib/taxonomy/types";
import type { Locale } from "@/lib/i18n/routing";
import { localName } from "@/lib/i18n/localized-text";

/**
 * A filter that takes several values (category=a&category=b): checkboxes folded under a
 * summary naming what is chosen. Native <details>, so it works without JavaScript.
 */
export function MultiChoice({
  name,
  label,
  anyLabel,
  options,
  chosen,
  error,
  locale,
}: {
  name: string;
  label: string;
  anyLabel: string;
  options: FilterOption[];
  chosen: string[];
  error?: string;
  locale: Locale;
}) {
  const id = `filter-${name}`;
  const picked = options.filter((option) => chosen.includes(option.slug));
  return (
    <div>
      <details
        id={id}
        className="group rounded-md border border-neutral-400 bg-white dark:border-neutral-500 dark:bg-neutral-900"
      >
        <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-3 py-2 text-sm [&::-webkit-details-marker]:hidden">
          <span className="shrink-0 font-medium text-neutral-800 dark:text-neutral-200">{label}</span>
          <span className="truncate text-neutral-700 dark:text-neutral-300">
            {picked.length ? picked.map((option) => localName(option, locale)).join(", ") : anyLabel}
          </span>
          <span aria-hidden="true" className="shrink-0 text-neutral-600 group-open:rotate-180 dark:text-neutral-400">
            ▾
          </span>
        </summary>
        <fieldset
          className="max-h-56 space-y-2 overflow-y-auto border-t border-neutral-200 px-3 py-2 dark:border-neutral-700"
          aria-describedby={error ? `${id}-error` : undefined}
        >
          <legend className="sr-only">{label}</legend>
          {options.map((option) => (
            <label key={option.slug} className="choice">
              <input
                type="checkbox"
                name={name}
                value={option.slug}
                defaultChecked={chosen.includes(option.slug)}
                className="choice-box"
              />
              {localName(option, locale)}
            </label>
          ))}
        </fieldset>
      </details>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-error-700 dark:text-error-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
