"use client";

import { useTranslations } from "next-intl";
import { ActionButton } from "@/components/ui/action-button";
import { retryFailedEmails } from "@/lib/moderation/actions/moderate-item";

/** "Send the e-mails again": retries the outbox's failed e-mails now. */
export function RetryOutboxButton() {
  const t = useTranslations("moderation");
  return (
    <ActionButton
      size="sm"
      label={t("overview.retry")}
      run={() => retryFailedEmails()}
      success={t("actions.retried")}
    />
  );
}
