"use client";

import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { toast } from "@/components/app/toast";
import { PasswordInput } from "@/components/accounts/password-input";
import { useMessageText } from "@/lib/i18n/use-message-text";
import { Button } from "@/components/ui/button";
import { describedBy, Field } from "@/components/ui/field";
import { changePassword } from "@/lib/accounts/actions/change-password";
import { zodResolver } from "@/components/forms/zod-resolver";
import { passwordChangeSchema, type PasswordChangeInput } from "@/lib/accounts/schemas/profile";
import { applyResult } from "@/components/forms/apply-result";

const empty: PasswordChangeInput = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Password change: the current password, then the new one twice. */
export function PasswordForm() {
  const t = useTranslations("profile");
  const tAuth = useTranslations("auth");
  const text = useMessageText();
  const form = useForm<PasswordChangeInput>({
    resolver: zodResolver(passwordChangeSchema) as never,
    defaultValues: empty,
  });
  const { errors, isSubmitting } = form.formState;
  const error = (field: keyof PasswordChangeInput) => text(errors[field]?.message);

  const onSubmit = form.handleSubmit(async () => {
    const result = await changePassword(form.getValues());
    if (applyResult(form, result, text)) {
      toast.success(t("password.updated"));
      form.reset(empty);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Field id="profile-current-password" label={t("password.current")} error={error("currentPassword")}>
        <PasswordInput
          id="profile-current-password"
          autoComplete="current-password"
          {...describedBy("profile-current-password", error("currentPassword"))}
          {...form.register("currentPassword")}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id="profile-new-password"
          label={t("password.new")}
          error={error("newPassword")}
          hint={tAuth("signup.passwordHint")}
        >
          <PasswordInput
            id="profile-new-password"
            autoComplete="new-password"
            {...describedBy("profile-new-password", error("newPassword"), tAuth("signup.passwordHint"))}
            {...form.register("newPassword")}
          />
        </Field>
        <Field id="profile-confirm-password" label={t("password.confirm")} error={error("confirmPassword")}>
          <PasswordInput
            id="profile-confirm-password"
            autoComplete="new-password"
            {...describedBy("profile-confirm-password", error("confirmPassword"))}
            {...form.register("confirmPassword")}
          />
        </Field>
      </div>
      <Button type="submit" variant="outline" disabled={isSubmitting}>
        {isSubmitting ? t("saving") : t("password.submit")}
      </Button>
    </form>
  );
}
