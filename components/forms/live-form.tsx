"use client";

import { useEffect, useRef } from "react";
import type { FieldErrors, FieldValues, Path, PathValue, RefCallBack } from "react-hook-form";
import { toast } from "@/components/app/toast";
import { WithIntl } from "@/components/i18n/with-intl";
import type { LiveHandle } from "./binder";
import { useActionForm, type ActionFormOptions } from "./use-action-form";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * What a field's control holds on the page, in the shape of the field's default: the ticked values
 * of a group of checkboxes (react-hook-form, binding them one by one, would read the first alone as
 * a single checkbox and hold `false`), a single checkbox's state, or the text.
 */
function pageValue(control: Control, name: string, initial: unknown): unknown {
  const item = control.form?.elements.namedItem(name) ?? control;
  const boxes = item instanceof RadioNodeList ? [...item] : [item];
  const checkable = boxes.filter(
    (box): box is HTMLInputElement =>
      box instanceof HTMLInputElement && (box.type === "checkbox" || box.type === "radio"),
  );
  if (checkable.length === 0) return control.value;
  if (checkable[0]!.type === "radio") return checkable.find((box) => box.checked)?.value ?? initial;
  if (Array.isArray(initial) || checkable.length > 1)
    return checkable.filter((box) => box.checked).map((box) => box.value);
  return checkable[0]!.checked;
}

/** The dotted names of the fields in error (`years.0.revenue`). */
function errorNames(errors: FieldErrors, prefix = ""): string[] {
  return Object.entries(errors).flatMap(([key, error]) => {
    if (!error || typeof error !== "object") return [];
    const name = prefix ? `${prefix}.${key}` : key;
    return "message" in error && typeof error.message === "string" ? [name] : errorNames(error as FieldErrors, name);
  });
}

type LiveFormProps<Input extends FieldValues, Output extends FieldValues, Data> = {
  options: ActionFormOptions<Input, Output, Data>;
  onReady: (handle: LiveHandle) => void;
  /** Errors or the submitting state changed. */
  onChange: () => void;
};

/**
 * The live part of a DeferredForm, loaded when the form is first used: useActionForm over the
 * markup already on the page. It renders nothing; the form binds its controls through the handle.
 * It brings next-intl's provider where the page has none yet (WithIntl: its messages translate the errors).
 */
export function LiveForm<Input extends FieldValues, Output extends FieldValues, Data>(
  props: LiveFormProps<Input, Output, Data>,
) {
  return (
    <WithIntl>
      <BoundForm {...props} />
    </WithIntl>
  );
}

function BoundForm<Input extends FieldValues, Output extends FieldValues, Data>({
  options,
  onReady,
  onChange,
}: LiveFormProps<Input, Output, Data>) {
  const sent = useRef(false);
  const { form, submit, text } = useActionForm({
    ...options,
    action: (values) => {
      sent.current = true;
      return options.action(values);
    },
  });
  // The latest options' callbacks (the handle is given once).
  const latest = useRef({ submit, text });
  useEffect(() => {
    latest.current = { submit, text };
  });
  const sending = useRef(false);
  /** Controls already bound, and the fields whose error the markup shows. */
  const bound = useRef(new WeakSet<Element>());
  const shown = useRef(new Set<string>());

  useEffect(() => {
    const defaults = options.defaultValues as FieldValues;
    // A control's value as the page holds it (typed, ticked before the form was live) becomes the
    // field's, before react-hook-form binds it (which writes the field's value into the control)
    // and again after (which may have read a ticked box of a group as a single checkbox).
    const adopt = (name: string, control: Control) =>
      form.setValue(name as Path<Input>, pageValue(control, name, defaults[name]) as PathValue<Input, Path<Input>>);
    onReady({
      register: (name) => {
        const binding = form.register(name as Path<Input>);
        const ref: RefCallBack = (control: Control | null) => {
          const first = control !== null && !bound.current.has(control);
          if (first) adopt(name, control);
          binding.ref(control);
          if (first) {
            adopt(name, control);
            bound.current.add(control);
          }
        };
        return { ...binding, ref };
      },
      // The form's state as it is now (this component renders nothing, so it does not follow it).
      error: (name) => {
        shown.current.add(name);
        return latest.current.text(form.getFieldState(name as Path<Input>).error?.message);
      },
      submitting: () => sending.current,
      submit: async () => {
        sending.current = true;
        sent.current = false;
        onChange();
        try {
          await latest.current.submit();
        } finally {
          sending.current = false;
          onChange();
        }
        // Every error shows at its field; one the markup has no place for is at least not silent.
        const hidden = errorNames(form.formState.errors).filter((name) => !shown.current.has(name));
        if (!sent.current && hidden.length > 0) toast.error(latest.current.text("forms.errors.invalid"));
      },
    });
    return form.subscribe({ formState: { errors: true, submitCount: true }, callback: onChange });
    // Once: the form is made once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return null;
}
