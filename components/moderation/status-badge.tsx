import { cn } from "@/lib/cn";

const tones: Record<string, string> = {
  submitted:
    "border-warning-700 bg-warning-50 text-warning-900 dark:border-warning-400 dark:bg-warning-950 dark:text-warning-100",
  published:
    "border-success-700 bg-success-50 text-success-900 dark:border-success-400 dark:bg-success-950 dark:text-success-100",
  rejected: "border-error-600 bg-error-50 text-error-900 dark:border-error-400 dark:bg-error-950 dark:text-error-100",
};
const neutral =
  "border-neutral-400 bg-neutral-50 text-neutral-800 dark:border-neutral-500 dark:bg-neutral-900 dark:text-neutral-200";

/** An item's status as a labelled badge (the label comes translated). */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap",
        tones[status] ?? neutral,
      )}
    >
      {label}
    </span>
  );
}
