import { Link } from "@/lib/i18n/navigation";

/** A count of what waits for the team, linking to where it is handled. */
export function WorkCard({
  href,
  label,
  value,
  note,
  testId,
}: {
  href: string;
  label: string;
  value: string;
  note?: string;
  testId?: string;
}) {
  return (
    <Link
      href={href}
      className="block h-full rounded-xl border border-neutral-200 bg-white p-5 shadow-sm transition-colors hover:border-primary-400 dark:border-neutral-800 dark:bg-neutral-900 dark:hover:border-primary-600"
    >
      <span className="block text-sm font-medium text-neutral-700 dark:text-neutral-300">{label}</span>
      <span className="mt-1 block text-2xl font-bold text-neutral-950 dark:text-white" data-testid={testId}>
        {value}
      </span>
      {note ? <span className="mt-1 block text-sm text-neutral-700 dark:text-neutral-300">{note}</span> : null}
    </Link>
  );
}
