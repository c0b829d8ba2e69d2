import type { ReactNode } from "react";

/** A titled group of fields in an editor; `twoColumns`: its fields side by side in two columns from `sm` up. */
export function EditorSection({
  title,
  twoColumns = false,
  children,
}: {
  title: string;
  twoColumns?: boolean;
  children: ReactNode;
}) {
  return (
    <section className="space-y-5 rounded-xl border border-neutral-200 bg-white p-5 sm:p-6 dark:border-neutral-800 dark:bg-neutral-950">
      <h2 className="text-lg font-semibold">{title}</h2>
      {twoColumns ? <div className="grid gap-4 sm:grid-cols-2">{children}</div> : children}
    </section>
  );
}
