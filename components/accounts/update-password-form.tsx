"use client";

import { useTranslations } from "next-intl";
import { toast } from "@/components/app/toast";
import { describedBy, Field } from "@/components/forms/field";
import { updatePassword } from "@/lib/accounts/actions/update-password";
import { useActionForm } from "@/components/forms/use-action-form";
import { updatePasswordSchema } from "@/lib/accounts/schemas/auth";
import { SummaryAlert } from "@/components/forms/form-alert";
import { PasswordInput } from "./password-input";
import { SubmitButton } from "@/components/forms/submit-button";

/** The new password after a recovery link; any other session also gives its current password. */
export function UpdatePasswordForm({ askCurrentPassword }: { askCurrentPassword: boolean }) {
  const t = useTranslations("auth");
  const { form, submit, errorOf, summary, submitting } = useActionForm({
    schema: updatePasswordSchema,
    defaultValues: { currentPassword: "", password: "", confirmPassword: "" },
    action: updatePassword,
    summary: "inline",
    onSuccess: (data) => {
      toast.success(t("update.success"));
      window.location.assign(data.redirectTo);
    },
  });

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-5" aria-label={t("update.title")}>
      <SummaryAlert summary={summary} />
      {askCurrentPassword && (
        <Field id="update-current" label={t("update.currentPassword")} error={errorOf("currentPassword")}>
          <PasswordInput
            id="update-current"
            autoComplete="current-password"
            required
            {...describedBy("update-current", errorOf("currentPassword"))}
            {...form.register("currentPassword")}
          />
        </Field>
      )}
      <Field
        id="update-password"
        label={t("update.password")}
        error={errorOf("password")}
        hint={t("signup.passwordHint")}
      >
        <PasswordInput
          id="update-password"
          autoComplete="new-password"
          required
          {...describedBy("update-password", errorOf("password"), t("signup.passwordHint"))}
          {...form.register("password")}
        />
      </Field>
      <Field id="update-confirm" label={t("update.confirmPassword")} error={errorOf("confirmPassword")}>
        <PasswordInput
          id="update-confirm"
          autoComplete="new-password"
          required
          {...describedBy("update-confirm", errorOf("confirmPassword"))}
          {...form.register("confirmPassword")}
        />
      </Field>
      <SubmitButton size="lg" className="w-full" disabled={submitting}>
        {submitting ? t("update.submitting") : t("update.submit")}
      </SubmitButton>
    </form>
  );
}
