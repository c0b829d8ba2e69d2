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
  const { form, submit, text } = useActionForm({ ...options, defaultValues });
  // The latest options' callbacks (the handle is given once).
  const latest = useRef({ submit, text });
  useEffect(() => {
    latest.current = { submit, text };
  });
  const sending = useRef(false);

  useEffect(() => {
    onReady({
      register: (name) => form.register(name as Path<Input>),
      // The form's state as it is now (this component renders nothing, so it does not follow it).
      error: (name) => latest.current.text(form.getFieldState(name as Path<Input>).error?.message),
      submitting: () => sending.current,
      submit: async () => {
        sending.current = true;
        onChange();
        try {
          await latest.current.submit();
        } finally {
          sending.current = false;
          onChange();
        }
      },
    });
    return form.subscribe({ formState: { errors: true, submitCount: true }, callback: onChange });
    // Once: the form is made once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return null;
}
