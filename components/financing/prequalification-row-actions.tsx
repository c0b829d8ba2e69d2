"use client";

import { useTranslations } from "next-intl";
import { ActionButton } from "@/components/ui/action-button";
import { buttonClasses } from "@/components/ui/button";
import { deletePrequalificationMark } from "@/lib/financing/actions/prequalification";
import { Link } from "@/lib/i18n/navigation";

/** A recorded mark's actions in the back office: correct or extend it, or withdraw it after a confirmation. */
export function PrequalificationMarkActions({ id, lender }: { id: number; lender: string }) {
  const t = useTranslations("prequalification.admin");
  return (
    <div className="flex flex-wrap gap-2">
      <Link
        href={`/admin/gestion/prequalifications/${id}/edit`}
        className={buttonClasses({ variant: "outline", size: "sm" })}
      >
        {t("edit")}
        <span className="sr-only"> — {lender}</span>
      </Link>
      <ActionButton
        size="sm"
        variant="ghost"
        destructive
        label={t("delete")}
        run={() => deletePrequalificationMark({ id })}
        success={t("deleted")}
        confirm={{ title: t("deleteTitle", { lender }), body: t("deleteBody"), action: t("delete") }}
      >
        {t("delete")}
        <span className="sr-only"> — {lender}</span>
      </ActionButton>
    </div>
  );
}
