"use client";

import { useTranslations } from "next-intl";
import { toast } from "@/components/app/toast";
import { PasswordInput } from "@/components/accounts/password-input";
import { describedBy, Field } from "@/components/forms/field";
import { changePassword } from "@/lib/accounts/actions/change-password";
import { useActionForm } from "@/components/forms/use-action-form";
import { passwordChangeSchema, type PasswordChangeInput } from "@/lib/accounts/schemas/profile";
import { SubmitButton } from "@/components/forms/submit-button";

const empty: PasswordChangeInput = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Password change: the current password, then the new one twice. */
export function PasswordForm() {
  const t = useTranslations("profile");
  const tAuth = useTranslations("auth");
  const { form, submit, errorOf, submitting } = useActionForm({
    schema: passwordChangeSchema,
    defaultValues: empty,
    action: changePassword,
    onSuccess: () => {
      toast.success(t("password.updated"));
      form.reset(empty);
    },
  });

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-5">
      <Field id="profile-current-password" label={t("password.current")} error={errorOf("currentPassword")}>
        <PasswordInput
          id="profile-current-password"
          autoComplete="current-password"
          {...describedBy("profile-current-password", errorOf("currentPassword"))}
          {...form.register("currentPassword")}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id="profile-new-password"
          label={t("password.new")}
          error={errorOf("newPassword")}
          hint={tAuth("signup.passwordHint")}
        >
          <PasswordInput
            id="profile-new-password"
            autoComplete="new-password"
            {...describedBy("profile-new-password", errorOf("newPassword"), tAuth("signup.passwordHint"))}
            {...form.register("newPassword")}
          />
        </Field>
        <Field id="profile-confirm-password" label={t("password.confirm")} error={errorOf("confirmPassword")}>
          <PasswordInput
            id="profile-confirm-password"
            autoComplete="new-password"
            {...describedBy("profile-confirm-password", errorOf("confirmPassword"))}
            {...form.register("confirmPassword")}
          />
        </Field>
      </div>
      <SubmitButton variant="outline" disabled={submitting}>
        {submitting ? t("saving") : t("password.submit")}
      </SubmitButton>
    </form>
  );
}
