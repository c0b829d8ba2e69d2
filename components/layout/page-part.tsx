import type { ReactNode } from "react";

/**
 * A part of a page below the ones before it (the buyer's /profil/dossiers: their offers, their
 * pre-qualification): a rule, its title and an introduction, then what it holds.
 */
export function PagePart({
  id,
  title,
  intro,
  testId,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-4xl space-y-5 px-4 pb-12 sm:px-6" data-testid={testId}>
      <div className="space-y-2 border-t border-neutral-200 pt-8 dark:border-neutral-800">
        <h2 id={id} className="text-2xl font-bold tracking-tight">
          {title}
        </h2>
        <p className="text-neutral-700 dark:text-neutral-300">{intro}</p>
      </div>
      {children}
    </section>
  );
}
