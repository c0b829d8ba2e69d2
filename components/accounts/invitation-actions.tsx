"use client";

import { useTranslations } from "next-intl";
import { ActionButton } from "@/components/data-table/action-button";
import { cancelInvitationRow, resendInvitationMail } from "@/lib/accounts/actions/manage-invitation";
import { elision } from "@/lib/i18n/elision";

/** An invitation's row buttons: send it again, or cancel it after a confirmation. */
export function InvitationActions({ id, email }: { id: number; email: string }) {
  const t = useTranslations("invitations");
  return (
    <div className="flex flex-wrap gap-2">
      <ActionButton
        size="sm"
        variant="outline"
        label={t("resend")}
        run={() => resendInvitationMail({ id })}
        success={t("resent", { email })}
      >
        {t("resend")}
        <span className="sr-only"> {email}</span>
      </ActionButton>
      <ActionButton
        size="sm"
        variant="ghost"
        destructive
        label={t("cancel")}
        run={() => cancelInvitationRow({ id })}
        success={t("cancelled", { email, elision: elision(email) })}
        confirm={{
          title: t("cancelTitle", { email, elision: elision(email) }),
          body: t("cancelBody"),
          action: t("cancel"),
        }}
      >
        {t("cancel")}
        <span className="sr-only"> {email}</span>
      </ActionButton>
    </div>
  );
}
