"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { FormProvider } from "react-hook-form";
import { toast } from "@/components/app/toast";
import { TextareaField, TextField } from "@/components/forms/form-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { useActionForm } from "@/components/forms/use-action-form";
import { saveFileSettings } from "@/lib/dealroom/actions/manage-file";
import { fileSettingsSchema, type FileSettingsInput } from "@/lib/dealroom/schema";
import type { DealroomKind } from "@/lib/dealroom/types";

type Values = { website: string; contactName: string; clausesFr: string; clausesEn: string };

/** The website and owner's name the file reveals to approved buyers, and the seller's own clauses. */
export function FileSettingsForm({
  listing,
  values,
}: {
  listing: { kind: DealroomKind; listingId: number };
  values: Values;
}) {
  const t = useTranslations("dealroom.file.identity");
  const router = useRouter();
  const { form, submit, submitting } = useActionForm({
    schema: fileSettingsSchema,
    defaultValues: { ...listing, ...values },
    action: saveFileSettings,
    onSuccess: () => {
      toast.success(t("saved"));
      router.refresh();
    },
  });
  return (
    <FormProvider {...form}>
      <form method="post" onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField<FileSettingsInput>
            name="website"
            label={t("website")}
            hint={t("websiteHint")}
            type="url"
            inputMode="url"
            maxLength={300}
            optional
          />
          <TextField<FileSettingsInput>
            name="contactName"
            label={t("contactName")}
            autoComplete="name"
            maxLength={160}
            optional
          />
        </div>
        <h3 className="pt-2 font-semibold">{t("clausesHeading")}</h3>
        <p className="max-w-3xl text-sm text-neutral-700 dark:text-neutral-300">{t("clausesIntro")}</p>
        <TextareaField<FileSettingsInput> name="clausesFr" label={t("clausesFr")} maxLength={5000} optional />
        <TextareaField<FileSettingsInput> name="clausesEn" label={t("clausesEn")} maxLength={5000} optional />
        <SubmitButton disabled={submitting}>{t("submit")}</SubmitButton>
      </form>
    </FormProvider>
  );
}
