"use client";

import { useTranslations } from "next-intl";
import { PostForm } from "@/components/forms/post-form";
import { toast } from "@/components/app/toast";
import { SelectField } from "@/components/forms/form-field";
import { useActionForm } from "@/components/forms/use-action-form";
import { setPreferenceAlert } from "@/lib/alerts/actions/set-preference-alert";
import { PREFERENCE_ALERT_FREQUENCIES } from "@/lib/alerts/frequencies";
import { preferenceAlertSchema } from "@/lib/alerts/schema";
import { SubmitButton } from "@/components/forms/submit-button";

type Values = { preferenceFrequency: (typeof PREFERENCE_ALERT_FREQUENCIES)[number] };

/** The industry preferences' implicit alert (§3): weekly, or paused. */
export function PreferenceAlertForm({
  initial,
  description,
}: {
  initial: Values["preferenceFrequency"];
  description: string;
}) {
  const t = useTranslations("savedSearches");
  const { form, submit, submitting } = useActionForm<Values, Values, Values>({
    schema: preferenceAlertSchema,
    defaultValues: { preferenceFrequency: initial },
    action: setPreferenceAlert,
    onSuccess: (data) => {
      form.reset(data);
      toast.success(t("profile.preferencesSaved"));
    },
  });
  return (
    <PostForm
      form={form}
      onSubmit={submit}
      className="rounded-lg border border-neutral-200 p-4 dark:border-neutral-800"
      aria-labelledby="preference-alert-title"
    >
      <h3 id="preference-alert-title" className="font-semibold">
        {t("profile.preferencesName")}
      </h3>
      <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">{description}</p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <SelectField<Values>
          name="preferenceFrequency"
          label={t("profile.preferencesFrequency")}
          className="min-w-56 flex-1"
          options={PREFERENCE_ALERT_FREQUENCIES.map((value) => ({ value, label: t(`frequencies.${value}`) }))}
        />
        <SubmitButton variant="outline" disabled={submitting}>
          {t("profile.preferencesSave")}
        </SubmitButton>
      </div>
    </PostForm>
  );
}
