"use client";

import { useTranslations } from "next-intl";
import { ActionButton } from "@/components/data-table/action-button";
import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";
import { deleteCategoryTerm } from "@/lib/taxonomy/actions/manage-category";
import { deleteFranchiseCategoryTerm } from "@/lib/taxonomy/actions/manage-franchise-category";
import { deleteIndustryTerm } from "@/lib/taxonomy/actions/manage-industry";
import type { TaxonomyKind } from "@/lib/taxonomy/types";

const deleters = {
  entreprise_industries: deleteIndustryTerm,
  entreprise_categories: deleteCategoryTerm,
  franchise_categories: deleteFranchiseCategoryTerm,
} as const;

/** A term's row actions: edit, and delete after a confirmation (a refusal, e.g. a category in use, is toasted). */
export function TermActions({
  kind,
  id,
  name,
  editHref,
}: {
  kind: TaxonomyKind;
  id: number;
  name: string;
  editHref: string;
}) {
  const t = useTranslations("taxonomy");
  return (
    <div className="flex flex-wrap gap-2">
      <Link href={editHref} className={buttonClasses({ variant: "outline", size: "sm" })}>
        {t("edit")}
        <span className="sr-only"> {name}</span>
      </Link>
      <ActionButton
        size="sm"
        variant="ghost"
        destructive
        label={t("delete")}
        run={() => deleters[kind]({ id })}
        success={t("deleted", { name })}
        confirm={{ title: t("deleteTitle", { name }), body: t(`deleteBody.${kind}`), action: t("delete") }}
      >
        {t("delete")}
        <span className="sr-only"> {name}</span>
      </ActionButton>
    </div>
  );
}
