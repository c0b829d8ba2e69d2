import type { ReactNode } from "react";

/** One titled card of the profile page; `id` is the anchor the dashboard links to. */
export function ProfileSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6 dark:border-neutral-800 dark:bg-neutral-900"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">{intro}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
