"use client";

import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useAccountFill, type AccountFields } from "@/components/forms/account-fill";
import type { FormBinder } from "@/components/forms/binder";
import { BoundField, describedBy, Field, FieldMessages, inputClasses } from "@/components/forms/field";
import { SubmitButton } from "@/components/forms/submit-button";
import { PURCHASE_TYPES } from "@/lib/financing/options";
import type { FinancingRequestInput } from "@/lib/financing/schema";

/** The fields a signed-in buyer finds filled with their account's details. */
const ACCOUNT_FIELDS: AccountFields = { name: "fin-name", email: "fin-email", phone: "fin-phone" };

/**
 * A financing request with nothing typed yet, in the page's language; a signed-in buyer's name,
 * e-mail and phone are filled in from their account.
 */
export function useBlankRequest(): FinancingRequestInput {
  const locale = useLocale();
  useAccountFill(ACCOUNT_FIELDS);
  return {
    locale: locale === "en" ? "en" : "fr",
    name: "",
    email: "",
    phone: "",
    province: "",
    experience: "",
    listing_id: "",
    deal_description: "",
    price: "",
    purchase_type: "" as FinancingRequestInput["purchase_type"],
    target_date: "",
    down_payment: "",
    down_payment_source: "",
    amount_requested: "",
    seller_financing: "",
    working_capital: "",
    programs: [],
    consent_lenders: false,
    website: "",
  };
}

type TextOptions = { type?: string; hint?: string; optional?: boolean; autoComplete?: string; money?: boolean };

/** One text field of a financing request (the `fin-` ids, money typed as people write it). */
export function RequestText({
  bind,
  name,
  label,
  opts = {},
}: {
  bind: FormBinder;
  name: string;
  label: string;
  opts?: TextOptions;
}) {
  const t = useTranslations("financing.form");
  return (
    <BoundField
      bind={bind}
      name={name}
      id={`fin-${name}`}
      label={label}
      hint={opts.hint}
      optional={opts.optional ? t("optional") : undefined}
      type={opts.type ?? "text"}
      autoComplete={opts.autoComplete}
      inputMode={opts.money ? "decimal" : undefined}
    />
  );
}

/** Who asks: name, e-mail, phone, province, experience. */
export function BuyerFieldset({
  bind,
  provinces,
}: {
  bind: FormBinder;
  provinces: { value: string; label: string }[];
}) {
  const t = useTranslations("financing.form");
  const { control, error: err } = bind;
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold">{t("buyerLegend")}</legend>
      <RequestText bind={bind} name="name" label={t("name")} opts={{ autoComplete: "name" }} />
      <RequestText bind={bind} name="email" label={t("email")} opts={{ type: "email", autoComplete: "email" }} />
      <RequestText
        bind={bind}
        name="phone"
        label={t("phone")}
        opts={{ type: "tel", autoComplete: "tel", optional: true }}
      />
      <Field id="fin-province" label={t("province")} error={err("province")}>
        <select
          id="fin-province"
          className={inputClasses}
          {...describedBy("fin-province", err("province"))}
          {...control("province")}
        >
          {provinces.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </select>
      </Field>
      <BoundField
        bind={bind}
        name="experience"
        id="fin-experience"
        label={t("experience")}
        hint={t("experienceHint")}
        rows={3}
        maxLength={2000}
        className="sm:col-span-2"
      />
    </fieldset>
  );
}

/** Asset or share purchase, or not decided yet. */
function PurchaseTypeField({ bind }: { bind: FormBinder }) {
  const t = useTranslations("financing.form");
  const { control, error: err } = bind;
  return (
    <Field id="fin-purchase_type" label={t("purchaseType")} error={err("purchase_type")}>
      <select
        id="fin-purchase_type"
        className={inputClasses}
        {...describedBy("fin-purchase_type", err("purchase_type"))}
        {...control("purchase_type")}
      >
        <option value="">{t("choose")}</option>
        {PURCHASE_TYPES.map((p) => (
          <option key={p} value={p}>
            {t(`purchaseTypes.${p}`)}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** The deal: what is bought (after `before`: a chosen listing), its price, asset or share purchase, then `children`. */
export function DealFieldset({
  bind,
  description,
  price,
  before,
  children,
}: {
  bind: FormBinder;
  description: { label: string; hint?: string; optional?: string };
  price: string;
  before?: ReactNode;
  children?: ReactNode;
}) {
  const t = useTranslations("financing.form");
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold">{t("dealLegend")}</legend>
      {before}
      <BoundField
        bind={bind}
        name="deal_description"
        id="fin-deal_description"
        {...description}
        rows={3}
        maxLength={2000}
        className="sm:col-span-2"
      />
      <RequestText bind={bind} name="price" label={price} opts={{ money: true }} />
      <PurchaseTypeField bind={bind} />
      {children}
    </fieldset>
  );
}

/** The money: down payment and its source, the amount sought (its label may differ), vendor take-back, working capital. */
export function MoneyFieldset({ bind, amountLabel }: { bind: FormBinder; amountLabel?: string }) {
  const t = useTranslations("financing.form");
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold">{t("moneyLegend")}</legend>
      <RequestText bind={bind} name="down_payment" label={t("downPayment")} opts={{ money: true }} />
      <RequestText
        bind={bind}
        name="down_payment_source"
        label={t("downPaymentSource")}
        opts={{ hint: t("downPaymentSourceHint") }}
      />
      <RequestText
        bind={bind}
        name="amount_requested"
        label={amountLabel ?? t("amountRequested")}
        opts={{ money: true }}
      />
      <RequestText
        bind={bind}
        name="seller_financing"
        label={t("sellerFinancing")}
        opts={{ money: true, optional: true, hint: t("sellerFinancingHint") }}
      />
      <RequestText
        bind={bind}
        name="working_capital"
        label={t("workingCapital")}
        opts={{ money: true, optional: true }}
      />
    </fieldset>
  );
}

/**
 * The end of a request: the consent to send it to lenders (Law 25) with what it means, `children`,
 * then the submit button and what happens to the request's details.
 */
export function RequestEnd({
  bind,
  consent,
  submit,
  size,
  children,
}: {
  bind: FormBinder;
  consent: { label: string; hint: string };
  submit: string;
  size?: "lg";
  children?: ReactNode;
}) {
  const t = useTranslations("financing.form");
  const { control, error: err, submitting } = bind;
  return (
    <>
      <div className="space-y-1 rounded-md border border-neutral-300 p-4 dark:border-neutral-700">
        <div className="flex items-start gap-3">
          <input
            id="fin-consent"
            type="checkbox"
            className="mt-1 size-4 accent-primary-700"
            {...describedBy("fin-consent", err("consent_lenders"))}
            {...control("consent_lenders")}
          />
          <label htmlFor="fin-consent" className="text-sm">
            {consent.label}
          </label>
        </div>
        <p className="ml-7 text-sm text-neutral-600 dark:text-neutral-400">{consent.hint}</p>
        <FieldMessages id="fin-consent" error={err("consent_lenders")} className="ml-7" />
      </div>
      {children}
      <div className="space-y-2">
        <SubmitButton size={size} disabled={submitting}>
          {submit}
        </SubmitButton>
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{t("privacy")}</p>
      </div>
    </>
  );
}
