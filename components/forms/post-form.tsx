"use client";

import type { FormEventHandler, FormHTMLAttributes } from "react";
import { FormProvider, type FieldValues, type UseFormReturn } from "react-hook-form";

/**
 * The `<form>` of a `useActionForm`: posted (never sent natively: `SubmitButton` waits for
 * hydration), checked by the form's own rules rather than the browser's (`noValidate`), and giving
 * its fields the form through react-hook-form's context. `form` and `onSubmit` are the hook's
 * `form` and `submit`.
 */
export function PostForm<I extends FieldValues, O extends FieldValues>({
  form,
  onSubmit,
  children,
  ...attributes
}: {
  form: UseFormReturn<I, unknown, O>;
  onSubmit: FormEventHandler<HTMLFormElement>;
} & Omit<FormHTMLAttributes<HTMLFormElement>, "method" | "noValidate" | "onSubmit"> & { "data-testid"?: string }) {
  return (
    <FormProvider {...form}>
      <form method="post" onSubmit={onSubmit} noValidate {...attributes}>
        {children}
      </form>
    </FormProvider>
  );
}
