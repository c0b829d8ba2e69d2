"use client";

import { useTranslations } from "next-intl";
import { FormProvider } from "react-hook-form";
import { toast } from "@/components/app/toast";
import { SelectField, TextareaField } from "@/components/forms/form-field";
import { updatePipeline } from "@/lib/financing/actions/financing-admin";
import { useActionForm } from "@/components/forms/use-action-form";
import { useRouter } from "@/lib/i18n/navigation";
import { pipelineUpdateSchema, REQUEST_STATUSES, type RequestStatus } from "@/lib/financing/schema";
import type { z } from "zod";
import { SubmitButton } from "@/components/forms/submit-button";

type Values = z.input<typeof pipelineUpdateSchema>;

/** Status, notes and lenders of one request (back office). */
export function PipelineForm({
  id,
  status,
  notes,
  lenderIds,
  lenders,
  consent,
}: {
  id: string;
  status: RequestStatus;
  notes: string;
  lenderIds: number[];
  lenders: { id: number; name: string }[];
  consent: boolean;
}) {
  const t = useTranslations("financing.admin");
  const router = useRouter();
  const { form, submit } = useActionForm({
    schema: pipelineUpdateSchema,
    defaultValues: { id, status, admin_notes: notes, lender_ids: lenderIds },
    action: updatePipeline,
    onSuccess: () => {
      toast.success(t("saved"));
      router.refresh();
    },
  });
  const chosen = form.watch("lender_ids") ?? [];
  return (
    <FormProvider {...form}>
      <form method="post" onSubmit={submit} noValidate className="space-y-3" aria-label={t("pipelineFormLabel")}>
        <SelectField<Values>
          name="status"
          label={t("status")}
          options={REQUEST_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
          hint={consent ? undefined : t("noConsentHint")}
        />
        <fieldset>
          <legend className="text-sm font-medium">{t("lenders")}</legend>
          <div className="mt-1 grid gap-1 sm:grid-cols-2">
            {lenders.map((l) => (
              <label key={l.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-primary-700"
                  checked={chosen.includes(l.id)}
                  onChange={(e) =>
                    form.setValue(
                      "lender_ids",
                      e.target.checked ? [...chosen, l.id] : chosen.filter((x) => x !== l.id),
                      { shouldDirty: true },
                    )
                  }
                />
                {l.name}
              </label>
            ))}
          </div>
        </fieldset>
        <TextareaField<Values> name="admin_notes" label={t("notes")} rows={3} maxLength={10000} optional />
        <SubmitButton size="sm" disabled={form.formState.isSubmitting}>
          {t("save")}
        </SubmitButton>
      </form>
    </FormProvider>
  );
}
