"use client";

import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormProps } from "react-hook-form";
import { toast } from "@/components/app/toast";
import type { z } from "zod";
import type { ActionResult } from "@/lib/actions/result";
import { useMessageText } from "@/lib/i18n/use-message-text";
import { applyResult } from "./apply-result";
import { zodResolver } from "./zod-resolver";

type Options<Input extends FieldValues, Output extends FieldValues, Data> = {
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /** The server action; it gets the parsed values. */
  action: (values: Output) => Promise<ActionResult<Data>>;
  onSuccess?: (data: Data, values: Output) => void;
  mode?: UseFormProps<Input>["mode"];
};

/**
 * A react-hook-form form bound to a zod schema and a server action: the browser checks first
 * (errors beside the fields, focus on the first), then the server's answer is applied the same
 * way (field errors, a toast). A request that fails on the way keeps what was typed and says so.
 */
export function useActionForm<Input extends FieldValues, Output extends FieldValues, Data>(
  options: Options<Input, Output, Data>,
) {
  const text = useMessageText();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(options.schema),
    defaultValues: options.defaultValues,
    mode: options.mode ?? "onTouched",
    shouldFocusError: true,
  });

  const submit = form.handleSubmit(async (values) => {
    let result: ActionResult<Data>;
    try {
      result = await options.action(values);
    } catch {
      toast.error(text("forms.errors.network"));
      return;
    }
    if (applyResult(form, result, text)) options.onSuccess?.(result.data, values);
  });

  /** The translated error of a field, if any. */
  const errorOf = (name: Path<Input>) => text(form.getFieldState(name, form.formState).error?.message);

  return { form, submit, text, errorOf };
}
