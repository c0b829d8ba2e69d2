import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { Link } from "@/lib/i18n/navigation";

const TONES = {
  neutral:
    "border-neutral-200 bg-white text-neutral-900 dark:border-neutral-800 dark:bg-neutral-900 dark:text-neutral-100",
  warning:
    "border-warning-400 bg-warning-50 text-warning-950 dark:border-warning-700 dark:bg-warning-950/60 dark:text-warning-50",
  success:
    "border-success-300 bg-success-50 text-success-950 dark:border-success-700 dark:bg-success-950/60 dark:text-success-50",
};

/**
 * What a link from an e-mail did (a listing confirmed, an alert stopped): the outcome's title and
 * words in a box of its tone, then what to do next (`actions`) and the way home.
 */
export function OutcomeBox({
  id,
  testId,
  tone,
  icon,
  title,
  body,
  home,
  actions,
}: {
  id: string;
  testId: string;
  tone: keyof typeof TONES;
  icon?: ReactNode;
  title: string;
  body: string;
  /** The home link's words. */
  home: string;
  actions: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <section
        aria-labelledby={id}
        data-testid={testId}
        className={cn("rounded-xl border p-6 shadow-sm sm:p-8", TONES[tone])}
      >
        <div className="flex items-start gap-3">
          {icon}
          <div>
            <h1 id={id} className="text-2xl font-bold tracking-tight">
              {title}
            </h1>
            <p className="mt-3" role="status">
              {body}
            </p>
          </div>
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          {actions}
          <Link href="/" className={buttonClasses({ variant: "ghost" })}>
            {home}
          </Link>
        </div>
      </section>
    </div>
  );
}
