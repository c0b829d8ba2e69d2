"use client";

import { useRef, useState, type FormEvent } from "react";
import { toast } from "@/components/app/toast";
import type { z } from "zod";
import { fieldErrorsOf, type ActionResult } from "@/lib/actions/result";
import { useMessageText } from "@/lib/i18n/use-message-text";

type LightForm<Output, Data> = {
  /** The server's schema, imported when the form is first sent rather than with the page. */
  loadSchema: () => Promise<z.ZodType<Output>>;
  /** The values to check, from the form's fields. */
  read: (data: FormData) => unknown;
  /** The server action. */
  send: (input: Output) => Promise<ActionResult<Data>>;
  onSent: (data: Data) => void;
};

/**
 * A light form for public pages: plain inputs read from the form, validated by the server's zod
 * schema loaded at the first submit, then sent. Errors are translation keys by field and follow
 * what is typed after a failed submit; the first field in error takes the focus; a refusal from
 * the server shows beside its fields and in a toast. Nothing typed is lost.
 */
export function useLightForm<Output, Data>({ loadSchema, read, send, onSent }: LightForm<Output, Data>) {
  const errorText = useMessageText();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);

  const validate = async () => {
    const schema = await loadSchema();
    const parsed = schema.safeParse(read(new FormData(formRef.current ?? undefined)));
    const found = parsed.success ? {} : fieldErrorsOf(parsed.error);
    setErrors(found);
    return { input: parsed.success ? parsed.data : null, first: Object.keys(found)[0] };
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    try {
      const { input, first } = await validate();
      if (input === null) {
        const field = first ? formRef.current?.elements.namedItem(first) : null;
        if (field instanceof HTMLElement) field.focus();
        return;
      }
      const result = await send(input);
      if (!result.ok) {
        setErrors(result.fieldErrors);
        toast.error(errorText(result.message));
        return;
      }
      onSent(result.data);
    } finally {
      setSubmitting(false);
    }
  };

  const onChange = () => {
    if (Object.keys(errors).length) void validate();
  };

  return { formRef, errors, submitting, onSubmit, onChange, errorText };
}
