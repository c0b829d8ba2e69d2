"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { FormProvider } from "react-hook-form";
import { toast } from "@/components/app/toast";
import { ConfirmDialog } from "@/components/data-table/confirm-dialog";
import { CheckboxField, NumberField, SelectField, TextareaField, TextField } from "@/components/forms/form-field";
import { MoneyField } from "@/components/forms/money-field";
import { Button } from "@/components/ui/button";
import { deleteFinancingPartner, saveFinancingPartner } from "@/lib/financing/actions/financing-admin";
import { useActionForm } from "@/components/forms/use-action-form";
import { useMessageText } from "@/lib/i18n/use-message-text";
import { useRouter } from "@/lib/i18n/navigation";
import { PARTNER_KINDS, partnerSchema, type PartnerInput } from "@/lib/financing/schema";
import { SubmitButton } from "@/components/forms/submit-button";

/** A lender or program: names, kind, amounts, conditions, link, logo (a path in the site's Storage), order. */
export function PartnerForm({ defaultValues, title }: { defaultValues: PartnerInput; title: string }) {
  const t = useTranslations("financing.admin");
  const tKinds = useTranslations("financing.partners.kinds");
  const text = useMessageText();
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [pending, start] = useTransition();
  const { form, submit } = useActionForm({
    schema: partnerSchema,
    defaultValues,
    action: saveFinancingPartner,
    onSuccess: () => {
      toast.success(t("partnerSaved"));
      if (!defaultValues.id) form.reset();
      router.refresh();
    },
  });
  return (
    <FormProvider {...form}>
      <form
        method="post"
        onSubmit={submit}
        noValidate
        aria-label={title}
        className="space-y-3 rounded-lg border border-neutral-200 p-4 dark:border-neutral-700"
      >
        <h3 className="font-semibold">{title}</h3>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField<PartnerInput> name="name_fr" label={t("nameFr")} maxLength={160} />
          <TextField<PartnerInput> name="name_en" label={t("nameEn")} maxLength={160} optional />
          <SelectField<PartnerInput>
            name="kind"
            label={t("kind")}
            options={PARTNER_KINDS.map((k) => ({ value: k, label: tKinds(k) }))}
          />
          <NumberField<PartnerInput> name="sort_order" label={t("order")} min={0} max={10000} step={1} />
          <MoneyField<PartnerInput> name="min_amount" label={t("minAmount")} optional />
          <MoneyField<PartnerInput> name="max_amount" label={t("maxAmount")} optional />
          <TextareaField<PartnerInput>
            name="conditions_fr"
            label={t("conditionsFr")}
            rows={3}
            maxLength={2000}
            optional
          />
          <TextareaField<PartnerInput>
            name="conditions_en"
            label={t("conditionsEn")}
            rows={3}
            maxLength={2000}
            optional
          />
          <TextField<PartnerInput> name="url" label={t("url")} type="url" optional />
          <TextField<PartnerInput> name="logo_path" label={t("logo")} hint={t("logoHint")} optional />
          <CheckboxField<PartnerInput> name="active" label={t("active")} />
        </div>
        <div className="flex gap-2">
          <SubmitButton size="sm" disabled={form.formState.isSubmitting}>
            {t("savePartner")}
          </SubmitButton>
          {defaultValues.id ? (
            <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
              {t("deletePartner")}
            </Button>
          ) : null}
        </div>
        {defaultValues.id ? (
          <ConfirmDialog
            open={confirming}
            title={t("deleteConfirm", { name: defaultValues.name_fr })}
            confirmLabel={t("deletePartner")}
            destructive
            busy={pending}
            onClose={() => setConfirming(false)}
            onConfirm={() =>
              start(async () => {
                const result = await deleteFinancingPartner({ id: defaultValues.id as number });
                setConfirming(false);
                if (!result.ok) toast.error(text(result.message));
                else {
                  toast.success(t("partnerDeleted"));
                  router.refresh();
                }
              })
            }
          />
        ) : null}
      </form>
    </FormProvider>
  );
}
