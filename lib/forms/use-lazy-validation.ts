"use client";

import { useRef, useState } from "react";
import type { z } from "zod";
import { fieldErrorsOf } from "@/lib/actions/result";

type Validation<Output> = { input: Output; first?: undefined } | { input: null; first: string | undefined };

/**
 * Validation for light forms on public pages: plain inputs read from the form, and the server's
 * zod schema loaded at the first submit instead of with the page. Errors are translation keys by
 * field; after a failed submit they follow what is typed; the first field in error takes the focus.
 */
export function useLazyValidation<Output>(loadSchema: () => Promise<z.ZodType<Output>>, read: (data: FormData) => unknown) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const validate = async (): Promise<Validation<Output>> => {
    const schema = await loadSchema();
    const parsed = schema.safeParse(read(new FormData(formRef.current ?? undefined)));
    const found = parsed.success ? {} : fieldErrorsOf(parsed.error);
    setErrors(found);
    return parsed.success ? { input: parsed.data } : { input: null, first: Object.keys(found)[0] };
  };

  /** Validates; on failure focuses the first field in error and gives null. */
  const check = async (): Promise<Output | null> => {
    const { input, first } = await validate();
    if (input !== null) return input;
    const field = first ? formRef.current?.elements.namedItem(first) : null;
    if (field instanceof HTMLElement) field.focus();
    return null;
  };

  const onChange = () => {
    if (Object.keys(errors).length) void validate();
  };

  return { formRef, errors, setErrors, check, onChange };
}
