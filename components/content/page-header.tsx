import type { ReactNode } from "react";

/** How wide the band's text runs, and its height: "wide" lines it up with the lists below it, "catalogue" is the catalogue's lower band. */
const WIDTHS = {
  text: "max-w-5xl py-12 sm:py-16",
  wide: "max-w-7xl py-12 sm:py-16",
  catalogue: "max-w-7xl py-10 sm:py-12",
};

/** The title band at the top of content pages and of the catalogue's lists. */
export function PageHeader({
  eyebrow,
  title,
  intro,
  children,
  width = "text",
}: {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  width?: keyof typeof WIDTHS;
}) {
  return (
    <div className="border-b border-neutral-200 bg-neutral-50 dark:border-neutral-800 dark:bg-neutral-900">
      <div className={`mx-auto px-4 sm:px-6 ${WIDTHS[width]}`}>
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-primary-800 uppercase dark:text-primary-300">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-neutral-950 sm:text-4xl dark:text-white">{title}</h1>
        {intro ? <div className="mt-4 max-w-3xl text-lg text-neutral-700 dark:text-neutral-300">{intro}</div> : null}
        {children}
      </div>
    </div>
  );
}
