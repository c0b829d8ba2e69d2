"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { describedBy, Field, inputClasses } from "@/components/ui/field";
import { requestPasswordReset } from "@/lib/accounts/actions/request-password-reset";
import { zodResolver } from "@/components/forms/zod-resolver";
import { passwordResetSchema } from "@/lib/accounts/schemas/auth";
import { FormAlert } from "./form-alert";
import { useMessageText } from "@/lib/i18n/use-message-text";

/** Asks for the recovery e-mail; the answer never says whether the account exists. */
export function PasswordResetForm() {
  const t = useTranslations("auth");
  const text = useMessageText();
  const [formError, setFormError] = useState<string>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<{ email: string }>({
    resolver: zodResolver(passwordResetSchema) as never,
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const emailError = text(errors.email?.message);

  const onSubmit = form.handleSubmit(async () => {
    setFormError(undefined);
    const result = await requestPasswordReset(form.getValues());
    if (result.ok) setSentTo(result.data.email);
    else {
      for (const [field, message] of Object.entries(result.fieldErrors))
        form.setError(field as "email", { message }, { shouldFocus: true });
      setFormError(result.message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t("reset.title")}>
      <FormAlert message={text(formError)} />
      <FormAlert tone="success" message={sentTo ? t("reset.sentBody", { email: sentTo }) : undefined} />
      <Field id="reset-email" label={t("common.email")} error={emailError}>
        <input
          id="reset-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          className={inputClasses}
          {...describedBy("reset-email", emailError)}
          {...form.register("email")}
        />
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t("reset.submitting") : t("reset.submit")}
      </Button>
    </form>
  );
}
