import type { InputHTMLAttributes, ReactNode } from "react";
import type { FormBinder } from "./binder";
import { cn } from "@/lib/cn";

export const inputClasses =
  "block w-full rounded-md border border-neutral-400 bg-white px-3 py-2 text-base text-neutral-900 placeholder:text-neutral-500 aria-invalid:border-error-600 dark:border-neutral-500 dark:bg-neutral-900 dark:text-neutral-100 dark:placeholder:text-neutral-400 dark:aria-invalid:border-error-400";

/** A label, the control, an optional hint and the field's error right below it. */
export function Field({
  id,
  label,
  error,
  hint,
  optional,
  children,
  className,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  optional?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={id} className="block text-sm font-medium text-neutral-800 dark:text-neutral-200">
        {label}
        {optional ? (
          <span className="ml-1 font-normal text-neutral-600 dark:text-neutral-400">({optional})</span>
        ) : null}
      </label>
      {children}
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

/** A field's hint (when there is no error) and its error, with the ids describedBy points to. */
export function FieldMessages({
  id,
  error,
  hint,
  className,
}: {
  id: string;
  error?: string;
  hint?: string;
  className?: string;
}) {
  return (
    <>
      {hint && !error ? (
        <p id={`${id}-hint`} className={cn("text-sm text-neutral-600 dark:text-neutral-400", className)}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={cn("text-sm font-medium text-error-700 dark:text-error-300", className)}>
          {error}
        </p>
      ) : null}
    </>
  );
}

/** aria attributes tying a control to its hint or error. */
export function describedBy(id: string, error?: string, hint?: string) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}

/**
 * A text field of a DeferredForm: its label, control (a textarea when it has `rows`), hint and
 * error, bound through the form's binder.
 */
export function BoundField({
  bind,
  name,
  id,
  label,
  hint,
  optional,
  className,
  rows,
  ...input
}: {
  bind: FormBinder;
  name: string;
  id: string;
  label: ReactNode;
  hint?: string;
  optional?: string;
  className?: string;
  rows?: number;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "className">) {
  const error = bind.error(name);
  const props = { id, className: inputClasses, ...describedBy(id, error, hint), ...bind.control(name) };
  return (
    <Field id={id} label={label} error={error} hint={hint} optional={optional} className={className}>
      {rows ? (
        <textarea rows={rows} required={input.required} maxLength={input.maxLength} {...props} />
      ) : (
        <input {...input} {...props} />
      )}
    </Field>
  );
}
