"use client";

import { useTranslations } from "next-intl";
import { useRef, useState, useEffect } from "react";
import { toast } from "@/components/app/toast";
import { Button } from "@/components/ui/button";
import { describedBy, Field, inputClasses } from "@/components/forms/field";
import { resendConfirmation } from "@/lib/accounts/actions/resend-confirmation";
import { signUp } from "@/lib/accounts/actions/sign-up";
import { useActionForm } from "@/components/forms/use-action-form";
import { Link } from "@/lib/i18n/navigation";
import { signupSchema } from "@/lib/accounts/schemas/auth";
import { SummaryAlert } from "@/components/forms/form-alert";
import { PasswordInput } from "./password-input";
import { useMessageText } from "@/lib/i18n/use-message-text";
import type { PlanId } from "@/lib/accounts/plans";
import { SubmitButton } from "@/components/forms/submit-button";

const linkClass = "font-medium text-primary-800 underline underline-offset-2 dark:text-primary-300";

/** Sign-up; with e-mail confirmation on it ends on "check your inbox" with a resend button. */
export function SignupForm({ redirect, plan, email }: { redirect?: string; plan?: PlanId; email?: string }) {
  const t = useTranslations("auth");
  const text = useMessageText();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { form, submit, errorOf, summary, submitting } = useActionForm({
    schema: signupSchema,
    defaultValues: {
      email: email ?? "",
      password: "",
      firstName: "",
      lastName: "",
      acceptTerms: false,
      redirect,
      plan,
    },
    action: signUp,
    summary: "inline",
    onSuccess: (data) => {
      if (data.status === "signed-in") window.location.assign(data.redirectTo);
      else setSentTo(data.email);
    },
  });

  useEffect(() => {
    if (sentTo) heading.current?.focus();
  }, [sentTo]);

  if (sentTo) {
    const resend = async () => {
      const result = await resendConfirmation({ email: sentTo });
      if (result.ok) toast.success(t("signup.resent", { email: sentTo }));
      else toast.error(text(result.message));
    };
    return (
      <div className="space-y-4" data-testid="signup-sent">
        <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
          {t("signup.checkTitle")}
        </h2>
        <p role="status" className="text-neutral-700 dark:text-neutral-300">
          {t("signup.checkBody", { email: sentTo })}
        </p>
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{t("signup.checkHint")}</p>
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={resend}>
            {t("signup.resend")}
          </Button>
          <Button variant="ghost" onClick={() => setSentTo(null)}>
            {t("signup.useOtherEmail")}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-5" aria-label={t("signup.title")}>
      <SummaryAlert summary={summary} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="signup-first-name" label={t("signup.firstName")} error={errorOf("firstName")}>
          <input
            id="signup-first-name"
            autoComplete="given-name"
            required
            className={inputClasses}
            {...describedBy("signup-first-name", errorOf("firstName"))}
            {...form.register("firstName")}
          />
        </Field>
        <Field id="signup-last-name" label={t("signup.lastName")} error={errorOf("lastName")}>
          <input
            id="signup-last-name"
            autoComplete="family-name"
            required
            className={inputClasses}
            {...describedBy("signup-last-name", errorOf("lastName"))}
            {...form.register("lastName")}
          />
        </Field>
      </div>
      <Field id="signup-email" label={t("common.email")} error={errorOf("email")}>
        <input
          id="signup-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          className={inputClasses}
          {...describedBy("signup-email", errorOf("email"))}
          {...form.register("email")}
        />
      </Field>
      <Field
        id="signup-password"
        label={t("common.password")}
        error={errorOf("password")}
        hint={t("signup.passwordHint")}
      >
        <PasswordInput
          id="signup-password"
          autoComplete="new-password"
          required
          {...describedBy("signup-password", errorOf("password"), t("signup.passwordHint"))}
          {...form.register("password")}
        />
      </Field>
      <div className="space-y-1.5">
        <div className="flex items-start gap-3">
          <input
            id="signup-terms"
            type="checkbox"
            required
            className="mt-1 size-4 shrink-0 accent-primary-700"
            {...describedBy("signup-terms", errorOf("acceptTerms"))}
            {...form.register("acceptTerms")}
          />
          <label htmlFor="signup-terms" className="text-sm text-neutral-800 dark:text-neutral-200">
            {t.rich("signup.acceptTerms", {
              terms: (chunks) => (
                <Link href="/conditions-utilisation" target="_blank" className={linkClass}>
                  {chunks}
                </Link>
              ),
              privacy: (chunks) => (
                <Link href="/politique-confidentialite" target="_blank" className={linkClass}>
                  {chunks}
                </Link>
              ),
            })}
          </label>
        </div>
        {errorOf("acceptTerms") ? (
          <p id="signup-terms-error" className="text-sm font-medium text-error-700 dark:text-error-300">
            {errorOf("acceptTerms")}
          </p>
        ) : null}
      </div>
      <SubmitButton size="lg" className="w-full" disabled={submitting}>
        {submitting ? t("signup.submitting") : t("signup.submit")}
      </SubmitButton>
    </form>
  );
}
