"use client";

import { useTranslations } from "next-intl";
import { ActionButton } from "@/components/ui/action-button";
import { buttonClasses } from "@/components/ui/button";
import { markSubmissionHandled, resendSubmissionMail } from "@/lib/site/actions/manage-form-submission";
import { elision } from "@/lib/i18n/elision";

/** What the team does with one contact message: reply by e-mail, mark it handled (or new again), send its e-mail again. */
export function SubmissionActions({
  id,
  name,
  replyHref,
  handled,
  mailStatus,
}: {
  id: string;
  name: string;
  replyHref: string;
  handled: boolean;
  mailStatus: string;
}) {
  const t = useTranslations("gestion.forms");
  return (
    <div role="group" aria-label={t("actionsFor", { name, elision: elision(name) })} className="flex flex-wrap gap-2">
      <a href={replyHref} className={buttonClasses({ variant: "outline", size: "sm" })}>
        {t("reply")}
      </a>
      <ActionButton
        size="sm"
        variant={handled ? "ghost" : "primary"}
        label={handled ? t("markNew") : t("markHandled")}
        success={handled ? t("markedNew") : t("markedHandled")}
        run={() => markSubmissionHandled({ id, handled: !handled })}
      />
      <ActionButton
        size="sm"
        variant={mailStatus === "sent" ? "ghost" : "outline"}
        label={t("resend")}
        success={t("resent")}
        run={() => resendSubmissionMail({ id })}
      />
    </div>
  );
}
