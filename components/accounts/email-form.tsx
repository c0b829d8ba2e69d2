"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { describedBy, Field, inputClasses } from "@/components/forms/field";
import { changeEmail } from "@/lib/accounts/actions/change-email";
import { useActionForm } from "@/components/forms/use-action-form";
import { emailChangeSchema } from "@/lib/accounts/schemas/profile";
import { SubmitButton } from "@/components/forms/submit-button";

/** E-mail change through the Auth API: a confirmation link finishes it. */
export function EmailForm({ currentEmail, justUpdated }: { currentEmail: string | null; justUpdated: boolean }) {
  const t = useTranslations("profile");
  const [sent, setSent] = useState(false);
  const { form, submit, errorOf, submitting } = useActionForm({
    schema: emailChangeSchema,
    defaultValues: { email: "" },
    action: async (values) => {
      setSent(false);
      return changeEmail(values);
    },
    onSuccess: () => setSent(true),
  });
  const emailError = errorOf("email");

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-5">
      {currentEmail ? (
        <p className="text-sm text-neutral-700 dark:text-neutral-300">{t("email.current", { email: currentEmail })}</p>
      ) : null}
      {justUpdated ? <FormAlert tone="success" message={t("email.updated")} /> : null}
      {sent ? <FormAlert tone="success" message={t("email.sent")} /> : null}
      <Field id="profile-new-email" label={t("email.new")} error={emailError}>
        <input
          id="profile-new-email"
          type="email"
          autoComplete="email"
          className={inputClasses}
          {...describedBy("profile-new-email", emailError)}
          {...form.register("email")}
        />
      </Field>
      <SubmitButton variant="outline" disabled={submitting}>
        {submitting ? t("saving") : t("email.submit")}
      </SubmitButton>
    </form>
  );
}
