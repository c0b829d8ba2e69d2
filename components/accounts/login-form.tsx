"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/app/toast";
import { Button } from "@/components/ui/button";
import { describedBy, Field, inputClasses } from "@/components/ui/field";
import { resendConfirmation } from "@/lib/accounts/actions/resend-confirmation";
import { signIn } from "@/lib/accounts/actions/sign-in";
import { zodResolver } from "@/components/forms/zod-resolver";
import { Link } from "@/lib/i18n/navigation";
import { loginSchema } from "@/lib/accounts/schemas/auth";
import { FormAlert } from "./form-alert";
import { PasswordInput } from "./password-input";
import { useMessageText } from "@/lib/i18n/use-message-text";

type Values = { email: string; password: string; redirect?: string };

/** E-mail and password; on success a full page load to the requested page, so every part shows the session. */
export function LoginForm({ redirect }: { redirect?: string }) {
  const t = useTranslations("auth");
  const text = useMessageText();
  const [formError, setFormError] = useState<string>();
  const [unconfirmed, setUnconfirmed] = useState(false);
  const form = useForm<Values>({
    resolver: zodResolver(loginSchema) as never,
    defaultValues: { email: "", password: "", redirect },
  });
  const { errors, isSubmitting } = form.formState;
  const error = (field: keyof Values) => text(errors[field]?.message);

  const onSubmit = form.handleSubmit(async () => {
    setFormError(undefined);
    const result = await signIn(form.getValues());
    if (result.ok) {
      window.location.assign(result.data.redirectTo);
      return;
    }
    for (const [field, message] of Object.entries(result.fieldErrors))
      form.setError(field as keyof Values, { message }, { shouldFocus: true });
    setUnconfirmed(result.message === "auth.errors.emailNotConfirmed");
    setFormError(result.message);
    if (result.message === "auth.errors.invalidCredentials") form.setValue("password", "");
  });

  const resend = async () => {
    const email = form.getValues("email");
    const result = await resendConfirmation({ email });
    if (result.ok) toast.success(t("login.resent", { email }));
    else toast.error(text(result.message));
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t("login.title")}>
      <FormAlert message={text(formError)}>
        {unconfirmed ? (
          <button type="button" onClick={resend} className="mt-2 font-semibold underline underline-offset-2">
            {t("login.resend")}
          </button>
        ) : null}
      </FormAlert>
      <Field id="login-email" label={t("common.email")} error={error("email")}>
        <input
          id="login-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          className={inputClasses}
          {...describedBy("login-email", error("email"))}
          {...form.register("email")}
        />
      </Field>
      <Field id="login-password" label={t("common.password")} error={error("password")}>
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          required
          {...describedBy("login-password", error("password"))}
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
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t("login.submitting") : t("login.submit")}
      </Button>
    </form>
  );
}
