"use client";

import { useLocale, useTranslations } from "next-intl";
import type { FormBinder } from "@/components/forms/binder";
import { useAccountFill, type AccountFields } from "@/components/forms/account-fill";
import { DeferredForm } from "@/components/forms/deferred-form";
import { BoundField, describedBy, Field, FieldMessages, inputClasses } from "@/components/forms/field";
import { Honeypot } from "@/components/ui/honeypot";
import { submitFinancingRequest } from "@/lib/financing/actions/submit-financing-request";
import { useRouter } from "@/lib/i18n/navigation";
import { FINANCING_PROGRAMS, PURCHASE_TYPES } from "@/lib/financing/options";
import type { FinancingRequestInput } from "@/lib/financing/schema";
import { formatMoneyInput } from "@/lib/i18n/money";
import { SubmitButton } from "@/components/forms/submit-button";

export type BusinessChoice = { id: number; title: string; price: number | null };

/** The fields a signed-in buyer finds filled with their account's details. */
const ACCOUNT_FIELDS: AccountFields = { name: "fin-name", email: "fin-email", phone: "fin-phone" };

/** The financing request: the buyer, the deal, the money; a separate unticked consent for lenders (Law 25). */
export function FinancingRequestForm({
  business,
  provinces,
  defaultProvince,
}: {
  business: BusinessChoice | null;
  provinces: { value: string; label: string }[];
  defaultProvince: string;
}) {
  const locale = useLocale();
  const router = useRouter();
  useAccountFill(ACCOUNT_FIELDS);
  const defaultValues: FinancingRequestInput = {
    locale: locale === "en" ? "en" : "fr",
    name: "",
    email: "",
    phone: "",
    province: defaultProvince,
    experience: "",
    listing_id: business ? String(business.id) : "",
    deal_description: "",
    price: business?.price ? formatMoneyInput(business.price, locale) : "",
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
  return (
    <DeferredForm
      formProps={{ className: "space-y-8", "aria-labelledby": "request-title" }}
      options={{
        schema: async () => (await import("@/lib/financing/schema")).financingRequestSchema,
        defaultValues,
        action: submitFinancingRequest,
        onSuccess: () => router.push("/services/financement/success"),
      }}
      render={(bind) => <RequestFields bind={bind} business={business} provinces={provinces} />}
    />
  );
}

/** The request's markup, bound through the DeferredForm's binder. */
function RequestFields({
  bind,
  business,
  provinces,
}: {
  bind: FormBinder;
  business: BusinessChoice | null;
  provinces: { value: string; label: string }[];
}) {
  const t = useTranslations("financing.form");
  const { control, error: err, submitting } = bind;
  const text = (
    name: string,
    label: string,
    opts: { type?: string; hint?: string; optional?: boolean; autoComplete?: string; money?: boolean } = {},
  ) => (
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
  return (
    <>
      <h2 id="request-title" className="text-2xl font-bold tracking-tight">
        {t("title")}
      </h2>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">{t("buyerLegend")}</legend>
        {text("name", t("name"), { autoComplete: "name" })}
        {text("email", t("email"), { type: "email", autoComplete: "email" })}
        {text("phone", t("phone"), { type: "tel", autoComplete: "tel", optional: true })}
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
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">{t("dealLegend")}</legend>
        {business ? (
          <div
            className="rounded-md border border-primary-200 bg-primary-50 p-3 text-sm sm:col-span-2 dark:border-primary-800 dark:bg-neutral-900"
            data-testid="financing-listing"
          >
            {t("listingChosen", { title: business.title })}
          </div>
        ) : null}
        <BoundField
          bind={bind}
          name="deal_description"
          id="fin-deal_description"
          label={business ? t("dealNotes") : t("dealDescription")}
          optional={business ? t("optional") : undefined}
          hint={business ? undefined : t("dealDescriptionHint")}
          rows={3}
          maxLength={2000}
          className="sm:col-span-2"
        />
        {text("price", t("price"), { money: true })}
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
        {text("target_date", t("targetDate"), { type: "date", optional: true })}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">{t("moneyLegend")}</legend>
        {text("down_payment", t("downPayment"), { money: true })}
        {text("down_payment_source", t("downPaymentSource"), { hint: t("downPaymentSourceHint") })}
        {text("amount_requested", t("amountRequested"), { money: true })}
        {text("seller_financing", t("sellerFinancing"), {
          money: true,
          optional: true,
          hint: t("sellerFinancingHint"),
        })}
        {text("working_capital", t("workingCapital"), { money: true, optional: true })}
      </fieldset>
      <fieldset aria-describedby={err("programs") ? "fin-programs-error" : undefined}>
        <legend className="mb-2 text-lg font-semibold">{t("programsLegend")}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {FINANCING_PROGRAMS.map((p) => (
            <label key={p} className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-4 accent-primary-700" {...control("programs", p)} />{" "}
              {t(`programs.${p}`)}
            </label>
          ))}
        </div>
        <FieldMessages id="fin-programs" error={err("programs")} className="mt-2" />
      </fieldset>
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
            {t("consent")}
          </label>
        </div>
        <p className="ml-7 text-sm text-neutral-600 dark:text-neutral-400">{t("consentHint")}</p>
        <FieldMessages id="fin-consent" error={err("consent_lenders")} className="ml-7" />
      </div>
      <Honeypot label={t("honeypot")} {...control("website")} />
      <div className="space-y-2">
        <SubmitButton size="lg" disabled={submitting}>
          {submitting ? t("sending") : t("submit")}
        </SubmitButton>
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{t("privacy")}</p>
      </div>
    </>
  );
}
