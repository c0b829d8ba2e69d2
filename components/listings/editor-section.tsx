import type { ReactNode } from "react";

/** A titled group of fields in an editor. */
export function EditorSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-5 rounded-xl border border-neutral-200 bg-white p-5 sm:p-6 dark:border-neutral-800 dark:bg-neutral-950">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}
