"use client";

import { useTranslations } from "next-intl";
import { PostForm } from "@/components/forms/post-form";
import { toast } from "@/components/app/toast";
import { NumberField, TextField } from "@/components/forms/form-field";
import { updateMultiple } from "@/lib/valuation/actions/update-multiple";
import { useActionForm } from "@/components/forms/use-action-form";
import { useRouter } from "@/lib/i18n/navigation";
import { multipleSchema } from "@/lib/valuation/schema";
import type { z } from "zod";
import { SubmitButton } from "@/components/forms/submit-button";

type Values = z.input<typeof multipleSchema>;

/** One industry's multiples, source and date, edited in place (back office). */
export function MultipleEditor({ industry, defaultValues }: { industry: string; defaultValues: Values }) {
  const t = useTranslations("valuation.admin");
  const router = useRouter();
  const { form, submit } = useActionForm({
    schema: multipleSchema,
    defaultValues,
    action: updateMultiple,
    onSuccess: () => {
      toast.success(t("multipleSaved", { industry }));
      router.refresh();
    },
  });
  return (
    <PostForm
      form={form}
      onSubmit={submit}
      aria-label={industry}
      className="space-y-3 rounded-lg border border-neutral-200 p-4 dark:border-neutral-700"
    >
      <h3 className="font-semibold">{industry}</h3>
      <div className="grid gap-3 sm:grid-cols-5">
        <NumberField<Values> name="sde_low" label={t("sdeLow")} step={0.01} inputMode="decimal" />
        <NumberField<Values> name="sde_probable" label={t("sdeProbable")} step={0.01} inputMode="decimal" />
        <NumberField<Values> name="sde_high" label={t("sdeHigh")} step={0.01} inputMode="decimal" />
        <NumberField<Values> name="ebitda_low" label={t("ebitdaLow")} step={0.01} inputMode="decimal" optional />
        <NumberField<Values> name="ebitda_high" label={t("ebitdaHigh")} step={0.01} inputMode="decimal" optional />
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_2fr_1fr_10rem]">
        <TextField<Values> name="source" label={t("source")} maxLength={500} />
        <TextField<Values> name="source_en" label={t("sourceEn")} maxLength={500} optional />
        <TextField<Values> name="source_url" label={t("sourceUrl")} type="url" optional />
        <TextField<Values> name="source_date" label={t("sourceDate")} type="date" />
      </div>
      <SubmitButton size="sm" disabled={form.formState.isSubmitting}>
        {t("saveMultiple")}
      </SubmitButton>
    </PostForm>
  );
}
