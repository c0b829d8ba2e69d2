import type { ReactNode } from "react";

/** The title band of the catalogue's list pages (as wide as their results). */
export function CatalogueHeader({
  eyebrow,
  title,
  intro,
  aside,
}: {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <div className="border-b border-neutral-200 bg-neutral-50 dark:border-neutral-800 dark:bg-neutral-900">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-primary-800 uppercase dark:text-primary-300">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-neutral-950 sm:text-4xl dark:text-white">{title}</h1>
        {intro ? <div className="mt-4 max-w-3xl text-lg text-neutral-700 dark:text-neutral-300">{intro}</div> : null}
        {aside ? <div className="mt-4 text-neutral-700 dark:text-neutral-300">{aside}</div> : null}
      </div>
    </div>
  );
}
