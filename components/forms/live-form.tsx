"use client";

import { useEffect, useRef } from "react";
import type { DefaultValues, FieldValues, Path } from "react-hook-form";
import type { LiveHandle } from "./binder";
import { useActionForm, type ActionFormOptions } from "./use-action-form";

/**
 * The live part of a DeferredForm, loaded when the form is first used: useActionForm over the
 * markup already on the page. It renders nothing; the form binds its controls through the handle.
 */
export function LiveForm<Input extends FieldValues, Output extends FieldValues, Data>({
  options,
  defaultValues,
  onReady,
  onChange,
}: {
  options: ActionFormOptions<Input, Output, Data>;
  /** The values of fields without a control; a field with one reads what its control holds. */
  defaultValues: DefaultValues<Input>;
  onReady: (handle: LiveHandle) => void;
  /** Errors or the submitting state changed. */
  onChange: () => void;
}) {
  const { form, submit, errorOf } = useActionForm({ ...options, defaultValues });
  // The latest options' callbacks (the handle is given once).
  const latest = useRef({ submit, errorOf });
  useEffect(() => {
    latest.current = { submit, errorOf };
  });

  useEffect(() => {
    onReady({
      register: (name) => form.register(name as Path<Input>),
      error: (name) => latest.current.errorOf(name as Path<Input>),
      submitting: () => form.formState.isSubmitting,
      submit: async () => {
        // rhf marks the form submitting at once: the form shows it now, and again when it ends.
        const sending = latest.current.submit();
        onChange();
        await sending;
        onChange();
      },
    });
    return form.subscribe({ formState: { errors: true, submitCount: true }, callback: onChange });
    // Once: the form is made once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return null;
}
