"use client";

import { useTranslations } from "next-intl";
import { FormProvider } from "react-hook-form";
import { toast } from "@/components/app/toast";
import { SelectField, TextField } from "@/components/forms/form-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { saveDocumentDetails } from "@/lib/dealroom/actions/manage-file";
import type { RoomDocument } from "@/lib/dealroom/queries/documents";
import { documentDetailsSchema, type DocumentDetailsInput } from "@/lib/dealroom/schema";
import { DOCUMENT_CATEGORIES, type DealroomKind } from "@/lib/dealroom/types";

/** A document's title and category, edited in its row. */
export function DocumentDetailsForm({
  listing,
  document,
  onDone,
  onCancel,
}: {
  listing: { kind: DealroomKind; listingId: number };
  document: RoomDocument;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations("dealroom");
  const { form, submit, submitting } = useActionForm({
    schema: documentDetailsSchema,
    defaultValues: { ...listing, documentId: document.id, title: document.title, category: document.category },
    action: saveDocumentDetails,
    onSuccess: () => {
      toast.success(t("file.row.saved"));
      onDone();
    },
  });
  return (
    <FormProvider {...form}>
      <form method="post" onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <SelectField<DocumentDetailsInput>
          name="category"
          label={t("file.upload.category")}
          options={DOCUMENT_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
        />
        <TextField<DocumentDetailsInput> name="title" label={t("file.upload.title")} maxLength={200} />
        <div className="flex gap-2 sm:col-span-2">
          <SubmitButton size="sm" disabled={submitting}>
            {t("file.row.save")}
          </SubmitButton>
          <Button size="sm" variant="outline" onClick={onCancel}>
            {t("file.row.cancel")}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
