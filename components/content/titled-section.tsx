import type { ComponentProps, ReactNode } from "react";

/** The looks of a section's heading: a part of a content page, a box's title. */
export const PAGE_HEADING = "text-2xl font-bold tracking-tight";
const BOX_HEADING = "text-lg font-semibold";

/** A section named by its heading (`aria-labelledby`); the heading's look and the section's own classes vary. */
export function TitledSection({
  id,
  title,
  titleClassName = "text-xl font-semibold",
  children,
  ...section
}: { id: string; title: ReactNode; titleClassName?: string } & Omit<ComponentProps<"section">, "id" | "title">) {
  return (
    <section aria-labelledby={id} {...section}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * "More like this" at the foot of a page: cards (`li` each) in a grid of up to three columns, below a
 * rule; `more` (a link to all of them) at the end of the heading's row.
 */
export function RelatedSection({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={id} className="text-2xl font-semibold text-neutral-950 dark:text-white">
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id} className="mt-16 border-t border-neutral-200 pt-10 dark:border-neutral-800">
      {more ? (
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          {heading}
          {more}
        </div>
      ) : (
        heading
      )}
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>
    </section>
  );
}

/** A box of a form or a back-office page: a `TitledSection` whose heading has the box's look (`BOX_HEADING`). */
export function BoxSection(props: ComponentProps<typeof TitledSection>) {
  return <TitledSection titleClassName={BOX_HEADING} {...props} />;
}
