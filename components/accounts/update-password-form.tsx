"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/app/toast";
import { Button } from "@/components/ui/button";
import { describedBy, Field } from "@/components/ui/field";
import { updatePassword } from "@/lib/accounts/actions/update-password";
import { zodResolver } from "@/components/forms/zod-resolver";
import { updatePasswordSchema } from "@/lib/accounts/schemas/auth";
import { FormAlert } from "./form-alert";
import { PasswordInput } from "./password-input";
import { useMessageText } from "@/lib/i18n/use-message-text";

type Values = { currentPassword: string; password: string; confirmPassword: string };

/** The new password after a recovery link; any other session also gives its current password. */
export function UpdatePasswordForm({ askCurrentPassword }: { askCurrentPassword: boolean }) {
  const t = useTranslations("auth");
  const text = useMessageText();
  const [formError, setFormError] = useState<string>();
  const form = useForm<Values>({
    resolver: zodResolver(updatePasswordSchema) as never,
    defaultValues: { currentPassword: "", password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const error = (field: keyof Values) => text(errors[field]?.message);

  const onSubmit = form.handleSubmit(async () => {
    setFormError(undefined);
    const result = await updatePassword(form.getValues());
    if (result.ok) {
      toast.success(t("update.success"));
      window.location.assign(result.data.redirectTo);
      return;
    }
    for (const [field, message] of Object.entries(result.fieldErrors))
      form.setError(field as keyof Values, { message }, { shouldFocus: true });
    if (Object.keys(result.fieldErrors).length === 0) setFormError(result.message);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t("update.title")}>
      <FormAlert message={text(formError)} />
      {askCurrentPassword && (
        <Field id="update-current" label={t("update.currentPassword")} error={error("currentPassword")}>
          <PasswordInput
            id="update-current"
            autoComplete="current-password"
            required
            {...describedBy("update-current", error("currentPassword"))}
            {...form.register("currentPassword")}
          />
        </Field>
      )}
      <Field
        id="update-password"
        label={t("update.password")}
        error={error("password")}
        hint={t("signup.passwordHint")}
      >
        <PasswordInput
          id="update-password"
          autoComplete="new-password"
          required
          {...describedBy("update-password", error("password"), t("signup.passwordHint"))}
          {...form.register("password")}
        />
      </Field>
      <Field id="update-confirm" label={t("update.confirmPassword")} error={error("confirmPassword")}>
        <PasswordInput
          id="update-confirm"
          autoComplete="new-password"
          required
          {...describedBy("update-confirm", error("confirmPassword"))}
          {...form.register("confirmPassword")}
        />
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t("update.submitting") : t("update.submit")}
      </Button>
    </form>
  );
}
