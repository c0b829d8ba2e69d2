"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { describedBy, Field, inputClasses } from "@/components/forms/field";
import { requestPasswordReset } from "@/lib/accounts/actions/request-password-reset";
import { useActionForm } from "@/components/forms/use-action-form";
import { passwordResetSchema } from "@/lib/accounts/schemas/auth";
import { FormAlert, SummaryAlert } from "@/components/forms/form-alert";
import { SubmitButton } from "@/components/forms/submit-button";

/** Asks for the recovery e-mail; the answer never says whether the account exists. */
export function PasswordResetForm() {
  const t = useTranslations("auth");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, submit, errorOf, summary, submitting } = useActionForm({
    schema: passwordResetSchema,
    defaultValues: { email: "" },
    action: requestPasswordReset,
    summary: "inline",
    onSuccess: (data) => setSentTo(data.email),
  });
  const emailError = errorOf("email");

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-5" aria-label={t("reset.title")}>
      <SummaryAlert summary={summary} />
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
      <SubmitButton size="lg" className="w-full" disabled={submitting}>
        {submitting ? t("reset.submitting") : t("reset.submit")}
      </SubmitButton>
    </form>
  );
}
