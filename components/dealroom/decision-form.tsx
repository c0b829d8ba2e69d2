"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { FormProvider } from "react-hook-form";
import { toast } from "@/components/app/toast";
import { FieldIdScope, TextareaField } from "@/components/forms/form-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { decideRequest } from "@/lib/dealroom/actions/decide-request";
import { elision } from "@/lib/i18n/elision";
import { decisionSchema, type DecisionInput } from "@/lib/dealroom/schema";
import { useHydrated } from "@/lib/use-client-value";

type Form = { requestId: number; decision: "decline" | "revoke"; message: string };

/**
 * Decline (a message is required) or revoke (a reason may be given) a request, in a dialog. The button
 * that opens it is disabled until the page is hydrated (a click before would open nothing).
 */
export function DecisionForm({
  requestId,
  decision,
  buyerName,
}: {
  requestId: number;
  decision: "decline" | "revoke";
  buyerName: string;
}) {
  const t = useTranslations("dealroom.decision");
  const router = useRouter();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const { form, submit, submitting } = useActionForm({
    schema: decisionSchema as never,
    defaultValues: { requestId, decision, message: "" },
    action: (values: Form) => decideRequest(values as DecisionInput),
    onSuccess: () => {
      toast.success(t(decision === "decline" ? "declined" : "revoked"));
      setOpen(false);
      router.refresh();
    },
  });
  return (
    <>
      <Button
        size="sm"
        variant={decision === "decline" ? "outline" : "ghost"}
        disabled={!hydrated}
        onClick={() => setOpen(true)}
      >
        {t(decision)}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} labelledBy={titleId}>
        <h2 id={titleId} className="text-lg font-semibold">
          {t(decision === "decline" ? "declineTitle" : "revokeTitle", { name: buyerName, elision: elision(buyerName) })}
        </h2>
        <FormProvider {...form}>
          <form method="post" onSubmit={submit} noValidate className="mt-4 space-y-4">
            {/* One dialog per request and decision on the page: each message field its own id. */}
            <FieldIdScope value={`field-${decision}-${requestId}`}>
              <TextareaField<Form>
                name="message"
                label={decision === "decline" ? t("message") : t("reason")}
                hint={t("messageHint")}
                maxLength={2000}
                rows={4}
              />
            </FieldIdScope>
            <div className="flex flex-wrap justify-end gap-3">
              <Button variant="outline" onClick={() => setOpen(false)}>
                {t("cancel")}
              </Button>
              <SubmitButton disabled={submitting}>{t(decision)}</SubmitButton>
            </div>
          </form>
        </FormProvider>
      </Modal>
    </>
  );
}
