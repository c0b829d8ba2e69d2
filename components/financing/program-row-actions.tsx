"use client";

import { useTranslations } from "next-intl";
import { ActionButton } from "@/components/ui/action-button";
import { buttonClasses } from "@/components/ui/button";
import { deleteFinancingProgram } from "@/lib/financing/actions/manage-program";
import { Link } from "@/lib/i18n/navigation";

/** A program's row actions: edit, and delete after a confirmation. */
export function ProgramRowActions({ id, name }: { id: number; name: string }) {
  const t = useTranslations("financing.programs.admin");
  return (
    <div className="flex flex-wrap gap-2">
      <Link href={`/admin/gestion/programmes/${id}/edit`} className={buttonClasses({ variant: "outline", size: "sm" })}>
        {t("edit")}
        <span className="sr-only"> {name}</span>
      </Link>
      <ActionButton
        size="sm"
        variant="ghost"
        destructive
        label={t("delete")}
        run={() => deleteFinancingProgram({ id })}
        success={t("deleted", { name })}
        confirm={{ title: t("deleteTitle", { name }), body: t("deleteBody"), action: t("delete") }}
      >
        {t("delete")}
        <span className="sr-only"> {name}</span>
      </ActionButton>
    </div>
  );
}
