"use client";

import { useLocale, useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { SelectField, TextField } from "@/components/forms/form-field";
import { ListForm } from "@/components/forms/list-form";
import { MoneyField } from "@/components/forms/money-field";
import { formatPrice } from "@/lib/i18n/format";
import { recordClosedDeal } from "@/lib/valuation/actions/record-closed-deal";
import { closedDealSchema, DEAL_PURCHASES, type ClosedDealInput } from "@/lib/valuation/closed-deals/schema";

const PARTS = ["cash_at_closing", "bank_loan", "vendor_take_back", "earn_out"] as const;

/** The parts' total against the final price, as the seller types (the server checks it again). */
function PartsTotal() {
  const t = useTranslations("valuation.closedDeal");
  const locale = useLocale();
  const values = useWatch<ClosedDealInput>();
  const sum = PARTS.reduce((total, k) => total + (Number(values[k]) || 0), 0);
  const price = Number(values.final_price) || 0;
  const money = (v: number) => formatPrice(v, locale === "en" ? "en" : "fr");
  const balanced = Math.round(sum * 100) === Math.round(price * 100);
  return (
    <p
      aria-live="polite"
      className={
        balanced ? "text-sm text-success-800 dark:text-success-300" : "text-sm text-warning-800 dark:text-warning-300"
      }
    >
      {t(balanced ? "partsBalanced" : "partsTotal", { sum: money(sum), price: money(price) })}
    </p>
  );
}

/** The final price and structure of a sold business (private: its owner and the admins). */
export function ClosedDealForm({ defaultValues, label }: { defaultValues: ClosedDealInput; label: string }) {
  const t = useTranslations("valuation.closedDeal");
  // One record per sale, saved again when corrected: always "save" and "saved".
  const texts = (key: "created" | "saved" | "create" | "save" | "cancel") =>
    t(key === "created" ? "saved" : key === "create" ? "save" : key);
  return (
    <ListForm
      form={{ schema: closedDealSchema, action: recordClosedDeal, defaultValues }}
      listHref="/admin/entreprises"
      label={label}
      className="max-w-2xl space-y-5 rounded-xl border border-neutral-200 bg-white p-5 dark:border-neutral-800 dark:bg-neutral-900"
      t={texts}
      name={() => ""}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyField<ClosedDealInput> name="final_price" label={t("finalPrice")} />
        <SelectField<ClosedDealInput>
          name="purchase_type"
          label={t("purchaseType")}
          options={DEAL_PURCHASES.map((p) => ({ value: p, label: t(`purchases.${p}`) }))}
        />
        <TextField<ClosedDealInput> name="closed_on" label={t("closedOn")} type="date" />
      </div>
      <fieldset className="space-y-4">
        <legend className="font-semibold">{t("structure")}</legend>
        <p className="text-sm text-neutral-700 dark:text-neutral-300">{t("structureHint")}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {PARTS.map((k) => (
            <MoneyField<ClosedDealInput> key={k} name={k} label={t(`parts.${k}`)} optional />
          ))}
        </div>
        <PartsTotal />
      </fieldset>
    </ListForm>
  );
}
