"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { toast } from "@/components/app/toast";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { describedBy, Field, inputClasses } from "@/components/forms/field";
import { useActionForm } from "@/components/forms/use-action-form";
import { rejectItem } from "@/lib/moderation/actions/moderate-item";
import type { ActionResult } from "@/lib/actions/result";
import { REJECTION_REASON_MAX, rejectionReasonSchema } from "@/lib/moderation/schema";
import type { ItemKind } from "@/lib/listings/kinds";
import { SubmitButton } from "@/components/forms/submit-button";

/**
 * "Reject" and its dialog: a required reason (the owner receives it by e-mail), on the one form
 * hook: a refused or failed request keeps the text and shows the error under the field.
 */
type RejectProps = {
  kind: ItemKind;
  id: number;
  title: string;
  /** What the reason is sent to (default: the item's rejection); e.g. declining a revision. */
  reject?: (reason: string) => Promise<ActionResult<unknown>>;
  success?: string;
  /** The button's text and the dialog's title, when not one item's (the bulk bar's). */
  label?: string;
  heading?: string;
  disabled?: boolean;
};

export function RejectDialog({ label, disabled = false, ...props }: RejectProps) {
  const t = useTranslations("moderation");
  const [open, setOpen] = useState(false);
  // One per row: the dialog and its form join the page the first time they are asked for, then stay
  // (and keep the text); a queue's 25 rows render and hydrate only their buttons.
  const [asked, setAsked] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        disabled={disabled}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        {label ?? t("actions.reject")}
      </Button>
      {asked ? <RejectForm {...props} open={open} setOpen={setOpen} /> : null}
    </>
  );
}

function RejectForm({
  kind,
  id,
  title,
  reject = (reason) => rejectItem({ kind, id, reason }),
  success,
  heading,
  open,
  setOpen,
}: Omit<RejectProps, "label" | "disabled"> & { open: boolean; setOpen: (open: boolean) => void }) {
  const t = useTranslations("moderation");
  const router = useRouter();
  const fieldId = useId();
  const { form, submit, errorOf, submitting } = useActionForm({
    schema: rejectionReasonSchema,
    defaultValues: { reason: "" },
    action: (values) => reject(values.reason),
    onSuccess: () => {
      toast.success(success ?? t("actions.rejected"));
      form.reset({ reason: "" });
      setOpen(false);
      router.refresh();
    },
  });
  const error = errorOf("reason");
  const reason = form.watch("reason");

  return (
    <Modal open={open} onClose={() => setOpen(false)} labelledBy={`${fieldId}-title`} wide>
      <form method="post" noValidate onSubmit={submit}>
        <h2 id={`${fieldId}-title`} className="text-lg font-semibold">
          {heading ?? t("reject.title", { title })}
        </h2>
        <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">{t("reject.intro")}</p>
        <Field id={fieldId} label={t("reject.reason")} error={error} hint={t("reject.reasonHint")} className="mt-4">
          <textarea
            id={fieldId}
            required
            rows={5}
            maxLength={REJECTION_REASON_MAX}
            className={inputClasses}
            {...describedBy(fieldId, error, t("reject.reasonHint"))}
            {...form.register("reason")}
          />
        </Field>
        <p className="mt-1 text-right text-xs text-neutral-600 tabular-nums dark:text-neutral-400" aria-live="polite">
          {reason.length} / {REJECTION_REASON_MAX}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={() => setOpen(false)} disabled={submitting}>
            {t("reject.cancel")}
          </Button>
          <SubmitButton
            disabled={submitting}
            className="bg-error-700 hover:bg-error-800 dark:bg-error-400 dark:hover:bg-error-300"
          >
            {t("reject.submit")}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
