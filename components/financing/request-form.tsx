"use client";

import { useLocale, useTranslations } from "next-intl";
import type { FormBinder } from "@/components/forms/binder";
import { DeferredForm } from "@/components/forms/deferred-form";
import { FieldMessages } from "@/components/forms/field";
import { Honeypot } from "@/components/ui/honeypot";
import { submitFinancingRequest } from "@/lib/financing/actions/submit-financing-request";
import { useRouter } from "@/lib/i18n/navigation";
import { FINANCING_PROGRAMS } from "@/lib/financing/options";
import type { FinancingRequestInput } from "@/lib/financing/schema";
import { formatMoneyInput } from "@/lib/i18n/money";
import { BuyerFieldset, DealFieldset, MoneyFieldset, RequestEnd, RequestText, useBlankRequest } from "./request-fields";

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
  const locale = useLocale();
  const router = useRouter();
  const defaultValues: FinancingRequestInput = {
    ...useBlankRequest(),
    province: defaultProvince,
    listing_id: business ? String(business.id) : "",
    price: business?.price ? formatMoneyInput(business.price, locale) : "",
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
  return (
    <>
      <h2 id="request-title" className="text-2xl font-bold tracking-tight">
        {t("title")}
      </h2>
      <BuyerFieldset bind={bind} provinces={provinces} />
      <DealFieldset
        bind={bind}
        description={
          business
            ? { label: t("dealNotes"), optional: t("optional") }
            : { label: t("dealDescription"), hint: t("dealDescriptionHint") }
        }
        price={t("price")}
        before={
          business ? (
            <div
              className="rounded-md border border-primary-200 bg-primary-50 p-3 text-sm sm:col-span-2 dark:border-primary-800 dark:bg-neutral-900"
              data-testid="financing-listing"
            >
              {t("listingChosen", { title: business.title })}
            </div>
          ) : null
        }
      >
        <RequestText bind={bind} name="target_date" label={t("targetDate")} opts={{ type: "date", optional: true }} />
      </DealFieldset>
      <MoneyFieldset bind={bind} />
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
      <RequestEnd
        bind={bind}
        consent={{ label: t("consent"), hint: t("consentHint") }}
        submit={submitting ? t("sending") : t("submit")}
        size="lg"
      >
        <Honeypot label={t("honeypot")} {...control("website")} />
      </RequestEnd>
    </>
  );
}
