"use client";

import { useLocale } from "next-intl";
import { createElement, useState } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { toast } from "@/components/app/toast";
import { SESSION_ENDED, type ActionResult } from "@/lib/actions/result";
import { endSessionHere, signInBackHere } from "@/lib/auth/session-ended";
import { isLocale } from "@/lib/i18n/locale-path";
import { useMessageText } from "@/lib/i18n/use-message-text";
import { zodResolver, type SchemaSource } from "./zod-resolver";

type Failure = Extract<ActionResult<unknown>, { ok: false }>;

/** A failed submission as the form's summary shows it: the message, and the sign-in link when the session ended. */
export type FormSummary = {
  message: string;
  signIn?: { href: string; label: string };
  /** A field in error has the focus. */
  atField?: boolean;
} | null;

export type ActionFormOptions<Input extends FieldValues, Output extends FieldValues, Data> = {
  /** The domain's schema, or `() => import(…)` of it on public pages (zod then loads on first use). */
  schema: SchemaSource<Input, Output>;
  defaultValues: DefaultValues<Input>;
  /** The server action (a `defineAction`); it gets the values as typed and parses them itself. */
  action: (values: Input) => Promise<ActionResult<Data>>;
  onSuccess?: (data: Data, values: Input, form: UseFormReturn<Input, unknown, Output>) => void;
  /** After the failure is shown (e.g. the sign-in form empties the password). */
  onFailure?: (result: Failure, form: UseFormReturn<Input, unknown, Output>) => void;
  /** Where the summary of a failure shows: a toast (default), or the form's own FormAlert (`summary`). */
  summary?: "toast" | "inline";
};

/**
 * The one form hook: react-hook-form bound to the domain's zod schema and a server action.
 * Errors show on submit and when a touched field is left (never on fields not reached yet), focus
 * goes to the first; the server's answer is applied the same way (field errors at their field,
 * focus on the first, a summary). A request that fails on the way, or a session that ended
 * (the summary then links to the sign-in, which comes back to this page), keeps what was typed.
 */
export function useActionForm<Input extends FieldValues, Output extends FieldValues, Data>(
  options: ActionFormOptions<Input, Output, Data>,
) {
  const text = useMessageText();
  const locale = useLocale();
  const [resolver] = useState(() => zodResolver(options.schema));
  const [summary, setSummary] = useState<FormSummary>(null);
  const form = useForm<Input, unknown, Output>({
    resolver,
    defaultValues: options.defaultValues,
    mode: "onTouched",
    shouldFocusError: true,
  });

  const show = (next: NonNullable<FormSummary>) => {
    if (options.summary === "inline") return setSummary(next);
    const content = next.signIn
      ? createElement(
          "span",
          null,
          `${next.message} `,
          createElement("a", { href: next.signIn.href, className: "font-semibold underline" }, next.signIn.label),
        )
      : next.message;
    toast.error(content, next.signIn ? { id: "session-ended", duration: Infinity } : undefined);
  };

  const fail = (result: Failure) => {
    const fields = Object.entries(result.fieldErrors);
    fields.forEach(([field, message], index) =>
      form.setError(field as Path<Input>, { message }, { shouldFocus: index === 0 }),
    );
    if (result.message === SESSION_ENDED) {
      void endSessionHere();
      show({
        message: text(SESSION_ENDED) ?? "",
        signIn: {
          href: signInBackHere(isLocale(locale) ? locale : "fr"),
          label: text("forms.errors.signInAgain") ?? "",
        },
      });
    } else if (!fields.some(([, message]) => message === result.message))
      // A message the field already shows is not repeated above the form.
      show({ message: text(result.message) ?? "", atField: fields.length > 0 });
    options.onFailure?.(result, form);
  };

  const submit = form.handleSubmit(async () => {
    setSummary(null);
    const values = form.getValues();
    let result: ActionResult<Data>;
    try {
      result = await options.action(values);
    } catch {
      show({ message: text("forms.errors.network") ?? "" });
      return;
    }
    if (result.ok) options.onSuccess?.(result.data, values, form);
    else fail(result);
  });

  /** The translated error of a field, if any. */
  const errorOf = (name: Path<Input>) => text(form.getFieldState(name, form.formState).error?.message);

  return { form, submit, text, errorOf, summary, submitting: form.formState.isSubmitting };
}
