import { useTranslations } from "next-intl";
import { cn } from "@/lib/cn";

const tones: Record<string, string> = {
  draft: "bg-neutral-100 text-neutral-800 dark:bg-neutral-800 dark:text-neutral-200",
  submitted: "bg-warning-100 text-warning-950 dark:bg-warning-950 dark:text-warning-100",
  rejected: "bg-error-100 text-error-900 dark:bg-error-950 dark:text-error-100",
  published: "bg-success-100 text-success-900 dark:bg-success-950 dark:text-success-100",
  under_offer: "bg-secondary-100 text-secondary-900 dark:bg-secondary-950 dark:text-secondary-100",
  sold: "bg-primary-100 text-primary-900 dark:bg-primary-950 dark:text-primary-100",
  archived: "bg-neutral-200 text-neutral-700 dark:bg-neutral-800 dark:text-neutral-300",
};

/** An item's status as a coloured label. */
export function StatusBadge({ status }: { status: string }) {
  const t = useTranslations("workspace.status");
  return (
    <span
      className={cn(
        "inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        tones[status] ?? tones.draft,
      )}
    >
      {t.has(status as "draft") ? t(status as "draft") : status}
    </span>
  );
}
