"use client";

import { useTranslations } from "next-intl";
import { MessageDialogForm } from "@/components/forms/message-dialog-form";
import { decideRequest } from "@/lib/dealroom/actions/decide-request";
import { elision } from "@/lib/i18n/elision";
import { decisionSchema, type DecisionInput } from "@/lib/dealroom/schema";

type Form = { requestId: number; decision: "decline" | "revoke"; message: string };

/** Decline (a message is required) or revoke (a reason may be given) a request, in a dialog. */
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
  return (
    <MessageDialogForm
      options={{
        schema: decisionSchema as never,
        defaultValues: { requestId, decision, message: "" },
        action: (values: Form) => decideRequest(values as DecisionInput),
      }}
      label={t(decision)}
      trigger={{ size: "sm", variant: decision === "decline" ? "outline" : "ghost" }}
      title={t(decision === "decline" ? "declineTitle" : "revokeTitle", {
        name: buyerName,
        elision: elision(buyerName),
      })}
      // One dialog per request and decision on the page: each message field its own id.
      fieldIds={`field-${decision}-${requestId}`}
      message={{ label: decision === "decline" ? t("message") : t("reason"), hint: t("messageHint") }}
      cancel={t("cancel")}
      done={t(decision === "decline" ? "declined" : "revoked")}
    />
  );
}
