"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormAlert } from "@/components/accounts/form-alert";
import { useMessageText } from "@/lib/i18n/use-message-text";
import { Button } from "@/components/ui/button";
import { describedBy, Field, inputClasses } from "@/components/ui/field";
import { changeEmail } from "@/lib/accounts/actions/change-email";
import { zodResolver } from "@/components/forms/zod-resolver";
import { emailChangeSchema } from "@/lib/accounts/schemas/profile";
import { applyResult } from "@/components/forms/apply-result";

/** E-mail change through the Auth API: a confirmation link finishes it. */
export function EmailForm({ currentEmail, justUpdated }: { currentEmail: string | null; justUpdated: boolean }) {
  const t = useTranslations("profile");
  const text = useMessageText();
  const [sent, setSent] = useState(false);
  const form = useForm<{ email: string }>({
    resolver: zodResolver(emailChangeSchema) as never,
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const emailError = text(errors.email?.message);

  const onSubmit = form.handleSubmit(async () => {
    setSent(false);
    const result = await changeEmail(form.getValues());
    if (applyResult(form, result, text)) setSent(true);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
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
      <Button type="submit" variant="outline" disabled={isSubmitting}>
        {isSubmitting ? t("saving") : t("email.submit")}
      </Button>
    </form>
  );
}
