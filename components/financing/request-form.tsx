"use client";

import { useLocale, useTranslations } from "next-intl";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { describedBy, Field, inputClasses } from "@/components/ui/field";
import { Honeypot } from "@/components/ui/honeypot";
import { submitFinancingRequest } from "@/lib/financing/actions/submit-financing-request";
import { useLightForm } from "@/components/forms/use-light-form";
import { useRouter } from "@/lib/i18n/navigation";
import { FINANCING_PROGRAMS, PURCHASE_TYPES } from "@/lib/financing/options";
import { formatMoneyInput } from "@/lib/i18n/money";

type Raw = Record<string, unknown>;

/** The server's rules, loaded at the first submit (zod stays out of the page's first load). */
async function loadSchema(): Promise<z.ZodType<Raw>> {
  return (await import("@/lib/financing/schema")).financingFormCheck;
}

function read(data: FormData): Raw {
  const values: Raw = Object.fromEntries([...data.entries()].filter(([k]) => k !== "programs"));
  values.programs = data.getAll("programs");
  return values;
}

export type BusinessChoice = { id: number; title: string; price: number | null };

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
  const t = useTranslations("financing.form");
  const locale = useLocale();
  const router = useRouter();
  const { formRef, errors, submitting, onSubmit, onChange, errorText } = useLightForm<Raw, { id: string | null }>({
    loadSchema,
    read,
    send: submitFinancingRequest,
    onSent: () => router.push("/services/financement/success"),
  });
  const err = (k: string) => errorText(errors[k]);
  const text = (
    name: string,
    label: string,
    opts: {
      type?: string;
      hint?: string;
      optional?: boolean;
      autoComplete?: string;
      money?: boolean;
      defaultValue?: string;
    } = {},
  ) => {
    const id = `fin-${name}`;
    return (
      <Field
        id={id}
        label={label}
        hint={opts.hint}
        optional={opts.optional ? t("optional") : undefined}
        error={err(name)}
      >
        <input
          id={id}
          name={name}
          type={opts.type ?? "text"}
          autoComplete={opts.autoComplete}
          inputMode={opts.money ? "decimal" : undefined}
          defaultValue={opts.defaultValue}
          className={inputClasses}
          {...describedBy(id, err(name), opts.hint)}
        />
      </Field>
    );
  };
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      onChange={onChange}
      noValidate
      className="space-y-8"
      aria-labelledby="request-title"
    >
      <input type="hidden" name="locale" value={locale} />
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
            name="province"
            defaultValue={defaultProvince}
            className={inputClasses}
            {...describedBy("fin-province", err("province"))}
          >
            {provinces.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id="fin-experience"
          label={t("experience")}
          hint={t("experienceHint")}
          error={err("experience")}
          className="sm:col-span-2"
        >
          <textarea
            id="fin-experience"
            name="experience"
            rows={3}
            maxLength={2000}
            className={inputClasses}
            {...describedBy("fin-experience", err("experience"), t("experienceHint"))}
          />
        </Field>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">{t("dealLegend")}</legend>
        {business ? (
          <div
            className="rounded-md border border-primary-200 bg-primary-50 p-3 text-sm sm:col-span-2 dark:border-primary-800 dark:bg-neutral-900"
            data-testid="financing-listing"
          >
            <input type="hidden" name="listing_id" value={business.id} />
            {t("listingChosen", { title: business.title })}
          </div>
        ) : null}
        <Field
          id="fin-deal_description"
          label={business ? t("dealNotes") : t("dealDescription")}
          optional={business ? t("optional") : undefined}
          hint={business ? undefined : t("dealDescriptionHint")}
          error={err("deal_description")}
          className="sm:col-span-2"
        >
          <textarea
            id="fin-deal_description"
            name="deal_description"
            rows={3}
            maxLength={2000}
            className={inputClasses}
            {...describedBy("fin-deal_description", err("deal_description"))}
          />
        </Field>
        {text("price", t("price"), {
          money: true,
          defaultValue: business?.price ? formatMoneyInput(business.price, locale) : undefined,
        })}
        <Field id="fin-purchase_type" label={t("purchaseType")} error={err("purchase_type")}>
          <select
            id="fin-purchase_type"
            name="purchase_type"
            defaultValue=""
            className={inputClasses}
            {...describedBy("fin-purchase_type", err("purchase_type"))}
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
      <fieldset>
        <legend className="mb-2 text-lg font-semibold">{t("programsLegend")}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {FINANCING_PROGRAMS.map((p) => (
            <label key={p} className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="programs" value={p} className="size-4 accent-primary-700" />{" "}
              {t(`programs.${p}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="space-y-1 rounded-md border border-neutral-300 p-4 dark:border-neutral-700">
        <div className="flex items-start gap-3">
          <input
            id="fin-consent"
            type="checkbox"
            name="consent_lenders"
            value="1"
            className="mt-1 size-4 accent-primary-700"
          />
          <label htmlFor="fin-consent" className="text-sm">
            {t("consent")}
          </label>
        </div>
        <p className="ml-7 text-sm text-neutral-600 dark:text-neutral-400">{t("consentHint")}</p>
      </div>
      <Honeypot label={t("honeypot")} name="website" />
      <div className="space-y-2">
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? t("sending") : t("submit")}
        </Button>
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{t("privacy")}</p>
      </div>
    </form>
  );
}
