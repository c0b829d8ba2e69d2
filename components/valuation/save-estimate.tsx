"use client";

import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/components/app/toast";
import { describedBy, Field, inputClasses } from "@/components/forms/field";
import { useActionForm } from "@/components/forms/use-action-form";
import { saveEstimate } from "@/lib/valuation/actions/valuation-actions";
import { useRouter } from "@/lib/i18n/navigation";
import { saveEstimateSchema } from "@/lib/valuation/schema";
import { SubmitButton } from "@/components/forms/submit-button";

/** Stores the instant estimate brought from /services/evaluation, then opens it in the editor. */
export function SaveEstimate({ query, defaultTitle }: { query: Record<string, string>; defaultTitle: string }) {
  const t = useTranslations("valuation.workspace");
  const locale = useLocale();
  const router = useRouter();
  const { form, submit, errorOf, submitting } = useActionForm({
    schema: saveEstimateSchema,
    defaultValues: { ...query, locale: locale === "en" ? "en" : "fr", title: defaultTitle },
    action: saveEstimate,
    onSuccess: (data) => {
      toast.success(t("estimateSaved"));
      router.push(`/admin/evaluations/${data.id}/edit`);
    },
  });
  const error = errorOf("title");
  return (
    <form method="post" className="space-y-4" onSubmit={submit} noValidate>
      <Field id="estimate-title" label={t("estimateTitleLabel")} error={error}>
        <input
          id="estimate-title"
          maxLength={160}
          className={inputClasses}
          {...describedBy("estimate-title", error)}
          {...form.register("title")}
        />
      </Field>
      <SubmitButton disabled={submitting}>{t("saveEstimate")}</SubmitButton>
    </form>
  );
}
