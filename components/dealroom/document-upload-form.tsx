"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormProvider } from "react-hook-form";
import { toast } from "@/components/app/toast";
import { FileField } from "@/components/forms/file-field";
import { SelectField, TextField } from "@/components/forms/form-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { useActionForm } from "@/components/forms/use-action-form";
import { uploadFormSchema, type UploadFormInput } from "@/lib/dealroom/schema";
import { DOCUMENT_CATEGORIES, type DealroomKind } from "@/lib/dealroom/types";
import { uploadDocument } from "@/lib/dealroom/upload-client";

/** What the file input accepts (the server reads the type from the bytes again). */
export const DOCUMENT_ACCEPT =
  ".pdf,.xlsx,.csv,.docx,.jpg,.jpeg,.png,.webp,application/pdf,text/csv,image/jpeg,image/png,image/webp";

/** Adds a document to the seller's file: the file, its category and title; a refusal keeps what was typed. */
export function DocumentUploadForm({ listing }: { listing: { kind: DealroomKind; listingId: number } }) {
  const t = useTranslations("dealroom");
  const router = useRouter();
  // A new file input after each upload: an input's chosen file cannot be cleared from code.
  const [round, setRound] = useState(0);
  const { form, submit, submitting } = useActionForm({
    schema: uploadFormSchema,
    defaultValues: { category: "financial_statements", title: "" },
    action: (values: UploadFormInput) =>
      uploadDocument({ ...listing, file: values.file as File, category: values.category, title: values.title }),
    onSuccess: (_data, values, form) => {
      toast.success(t("file.upload.done"));
      form.reset({ category: values.category, title: "" });
      setRound((n) => n + 1);
      router.refresh();
    },
  });
  return (
    <FormProvider {...form}>
      <form
        method="post"
        onSubmit={submit}
        noValidate
        aria-labelledby="upload-heading"
        className="space-y-4 border-t border-neutral-200 pt-5 dark:border-neutral-800"
      >
        <h3 id="upload-heading" className="font-semibold">
          {t("file.upload.heading")}
        </h3>
        <FileField<UploadFormInput>
          key={round}
          name="file"
          label={t("file.upload.file")}
          hint={t("file.upload.fileHint")}
          accept={DOCUMENT_ACCEPT}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField<UploadFormInput>
            name="category"
            label={t("file.upload.category")}
            options={DOCUMENT_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
          />
          <TextField<UploadFormInput>
            name="title"
            label={t("file.upload.title")}
            hint={t("file.upload.titleHint")}
            maxLength={200}
          />
        </div>
        <SubmitButton disabled={submitting}>
          {submitting ? t("file.upload.sending") : t("file.upload.submit")}
        </SubmitButton>
      </form>
    </FormProvider>
  );
}
