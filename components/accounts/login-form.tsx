"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/app/toast";
import { describedBy, Field, inputClasses } from "@/components/forms/field";
import { resendConfirmation } from "@/lib/accounts/actions/resend-confirmation";
import { signIn } from "@/lib/accounts/actions/sign-in";
import { useActionForm } from "@/components/forms/use-action-form";
import { SummaryAlert } from "@/components/forms/form-alert";
import { Link } from "@/lib/i18n/navigation";
import { loginSchema } from "@/lib/accounts/schemas/auth";
import { PasswordInput } from "./password-input";
import { useMessageText } from "@/lib/i18n/use-message-text";
import { SubmitButton } from "@/components/forms/submit-button";

/** E-mail and password; on success a full page load to the requested page, so every part shows the session. */
export function LoginForm({ redirect }: { redirect?: string }) {
  const t = useTranslations("auth");
  const text = useMessageText();
  const [unconfirmed, setUnconfirmed] = useState(false);
  const { form, submit, errorOf, summary, submitting } = useActionForm({
    schema: loginSchema,
    defaultValues: { email: "", password: "", redirect },
    action: signIn,
    summary: "inline",
    onSuccess: (data) => window.location.assign(data.redirectTo),
    onFailure: (result) => {
      setUnconfirmed(result.message === "auth.errors.emailNotConfirmed");
      if (result.message === "auth.errors.invalidCredentials") form.setValue("password", "");
    },
  });

  const resend = async () => {
    const email = form.getValues("email");
    const result = await resendConfirmation({ email });
    if (result.ok) toast.success(t("login.resent", { email }));
    else toast.error(text(result.message));
  };

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-5" aria-label={t("login.title")}>
      <SummaryAlert summary={summary}>
        {unconfirmed ? (
          <button type="button" onClick={resend} className="mt-2 font-semibold underline underline-offset-2">
            {t("login.resend")}
          </button>
        ) : null}
      </SummaryAlert>
      <Field id="login-email" label={t("common.email")} error={errorOf("email")}>
        <input
          id="login-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          className={inputClasses}
          {...describedBy("login-email", errorOf("email"))}
          {...form.register("email")}
        />
      </Field>
      <Field id="login-password" label={t("common.password")} error={errorOf("password")}>
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          required
          {...describedBy("login-password", errorOf("password"))}
          {...form.register("password")}
        />
      </Field>
      <div className="flex justify-end">
        <Link
          href="/password-reset"
          className="text-sm font-medium text-primary-800 underline-offset-2 hover:underline dark:text-primary-300"
        >
          {t("login.forgot")}
        </Link>
      </div>
      <SubmitButton size="lg" className="w-full" disabled={submitting}>
        {submitting ? t("login.submitting") : t("login.submit")}
      </SubmitButton>
    </form>
  );
}
