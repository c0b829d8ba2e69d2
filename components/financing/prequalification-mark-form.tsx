"use client";

import { useTranslations } from "next-intl";
import { SelectField, TextField } from "@/components/forms/form-field";
import { ListForm } from "@/components/forms/list-form";
import { MoneyField } from "@/components/forms/money-field";
import { recordPrequalification } from "@/lib/financing/actions/prequalification";
import { prequalificationMarkSchema, type PrequalificationMarkInput } from "@/lib/financing/prequalification/schema";

type Option = { value: string; label: string };

/** The team's record of a lender's pre-qualification: the lender (those the buyer asked first), the amount, the day, the expiry. */
export function PrequalificationMarkForm({
  defaultValues,
  label,
  buyerName,
  lenders,
}: {
  defaultValues: PrequalificationMarkInput;
  label: string;
  buyerName: string;
  lenders: { asked: Option[]; others: Option[] };
}) {
  const t = useTranslations("prequalification.admin");
  const groups = [
    { label: t("askedGroup"), options: lenders.asked },
    { label: t("otherGroup"), options: lenders.others },
  ].filter((g) => g.options.length > 0);
  return (
    <ListForm
      form={{ schema: prequalificationMarkSchema, action: recordPrequalification, defaultValues }}
      listHref="/admin/gestion/prequalifications"
      label={label}
      className="max-w-2xl space-y-5 rounded-xl border border-neutral-200 bg-white p-5 dark:border-neutral-800 dark:bg-neutral-900"
      t={t}
      name={() => buyerName}
    >
      <SelectField<PrequalificationMarkInput>
        name="expert_id"
        label={t("lender")}
        placeholder={t("choose")}
        groups={groups}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyField<PrequalificationMarkInput> name="amount" label={t("amount")} />
        <span aria-hidden="true" className="hidden sm:block" />
        <TextField<PrequalificationMarkInput> name="qualified_on" label={t("qualifiedOn")} type="date" />
        <TextField<PrequalificationMarkInput>
          name="expires_on"
          label={t("expiresOn")}
          hint={t("expiresHint")}
          type="date"
        />
      </div>
      <p className="text-sm text-neutral-700 dark:text-neutral-300">{t("mailNote")}</p>
    </ListForm>
  );
}
