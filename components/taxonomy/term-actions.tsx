"use client";

import { useTranslations } from "next-intl";
import { EditDeleteActions } from "@/components/data-table/row-actions";
import { deleteCategoryTerm } from "@/lib/taxonomy/actions/manage-category";
import { deleteFranchiseCategoryTerm } from "@/lib/taxonomy/actions/manage-franchise-category";
import { deleteIndustryTerm } from "@/lib/taxonomy/actions/manage-industry";
import type { TaxonomyKind } from "@/lib/taxonomy/types";

const deleters = {
  entreprise_industries: deleteIndustryTerm,
  entreprise_categories: deleteCategoryTerm,
  franchise_categories: deleteFranchiseCategoryTerm,
} as const;

/**
 * A term's row actions: edit, and delete after a confirmation. A term known to be in use cannot be
 * deleted (the database refuses it): `blocked` says why in place of the button.
 */
export function TermActions({
  kind,
  id,
  name,
  editHref,
  blocked,
}: {
  kind: TaxonomyKind;
  id: number;
  name: string;
  editHref: string;
  blocked?: string;
}) {
  const t = useTranslations("taxonomy");
  return (
    <EditDeleteActions
      name={name}
      edit={{ href: editHref, label: t("edit") }}
      blocked={blocked}
      remove={{
        label: t("delete"),
        run: () => deleters[kind]({ id }),
        success: t("deleted", { name }),
        confirm: { title: t("deleteTitle", { name }), body: t(`deleteBody.${kind}`), action: t("delete") },
      }}
    />
  );
}
