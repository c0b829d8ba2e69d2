"use client";

import { useEffect, useRef } from "react";
import { cn } from "@/lib/cn";
import type { FormSummary } from "./use-action-form";

/** A message about the whole form; it takes the focus when it appears so screen readers hear it. */
export function FormAlert({
  message,
  tone = "error",
  children,
  id,
  takeFocus = true,
}: {
  message?: string;
  tone?: "error" | "info" | "success";
  children?: React.ReactNode;
  id?: string;
  /** False when a field in error has the focus already. */
  takeFocus?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message && tone === "error" && takeFocus) ref.current?.focus();
  }, [message, tone, takeFocus]);
  if (!message) return null;
  return (
    <div
      ref={ref}
      id={id}
      tabIndex={-1}
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "rounded-md border px-4 py-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-primary-600",
        tone === "error" &&
          "border-error-300 bg-error-50 text-error-900 dark:border-error-800 dark:bg-error-950/60 dark:text-error-100",
        tone === "info" &&
          "border-secondary-300 bg-secondary-50 text-secondary-900 dark:border-secondary-800 dark:bg-secondary-950/60 dark:text-secondary-100",
        tone === "success" &&
          "border-success-300 bg-success-50 text-success-900 dark:border-success-800 dark:bg-success-950/60 dark:text-success-100",
      )}
    >
      <p>{message}</p>
      {children}
    </div>
  );
}

/** A form's summary from useActionForm (`summary: "inline"`): the message, and the sign-in link when the session ended. */
export function SummaryAlert({ summary, children }: { summary: FormSummary; children?: React.ReactNode }) {
  return (
    <FormAlert message={summary?.message} takeFocus={!summary?.atField}>
      {summary?.signIn ? (
        <a href={summary.signIn.href} className="mt-2 inline-block font-semibold underline underline-offset-2">
          {summary.signIn.label}
        </a>
      ) : null}
      {children}
    </FormAlert>
  );
}
