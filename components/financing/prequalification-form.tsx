"use client";

import { useTranslations } from "next-intl";
import { toast } from "@/components/app/toast";
import type { FormBinder } from "@/components/forms/binder";
import { DeferredForm } from "@/components/forms/deferred-form";
import { FieldMessages } from "@/components/forms/field";
import { requestPrequalification } from "@/lib/financing/actions/prequalification";
import type { PrequalificationRequestInput } from "@/lib/financing/prequalification/schema";
import { useRouter } from "@/lib/i18n/navigation";
import { BuyerFieldset, DealFieldset, MoneyFieldset, RequestEnd, useBlankRequest } from "./request-fields";

export type LenderChoice = { id: number; label: string };

/**
 * A signed-in buyer asks lenders of the directory to pre-qualify them: the financing request's own
 * fields (the same pieces and schema), what they look to buy, the lenders, and the consent this
 * request needs. The buyer's saved deal-room profile fills the experience and the down payment.
 */
export function PrequalificationForm({
  lenders,
  provinces,
  defaults,
}: {
  lenders: LenderChoice[];
  provinces: { value: string; label: string }[];
  defaults: { province: string; experience: string; down_payment: string };
}) {
  const router = useRouter();
  const t = useTranslations("prequalification.mine");
  const defaultValues: PrequalificationRequestInput = { ...useBlankRequest(), ...defaults, lender_ids: [] };

  return (
    <DeferredForm
      formProps={{
        className: "space-y-8",
        "aria-labelledby": "prequalification-ask",
        "data-testid": "prequalification-form",
      }}
      options={{
        schema: async () => (await import("@/lib/financing/prequalification/schema")).prequalificationRequestSchema,
        defaultValues,
        action: requestPrequalification,
        onSuccess: () => {
          toast.success(t("sent"));
          router.refresh();
        },
      }}
      render={(bind) => <PrequalificationFields bind={bind} lenders={lenders} provinces={provinces} />}
    />
  );
}

/** The form's markup, bound through the DeferredForm's binder. */
function PrequalificationFields({
  bind,
  lenders,
  provinces,
}: {
  bind: FormBinder;
  lenders: LenderChoice[];
  provinces: { value: string; label: string }[];
}) {
  const t = useTranslations("prequalification.form");
  const { control, error: err, submitting } = bind;
  return (
    <>
      <fieldset aria-describedby={`fin-lender_ids-hint${err("lender_ids") ? " fin-lender_ids-error" : ""}`}>
        <legend className="mb-1 text-lg font-semibold">{t("lendersLegend")}</legend>
        <p id="fin-lender_ids-hint" className="mb-2 text-sm text-neutral-600 dark:text-neutral-400">
          {t("lendersHint")}
        </p>
        <div className="grid gap-2 sm:grid-cols-2">
          {lenders.map((lender) => (
            <label key={lender.id} className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 accent-primary-700"
                {...control("lender_ids", String(lender.id))}
              />
              {lender.label}
            </label>
          ))}
        </div>
        <FieldMessages id="fin-lender_ids" error={err("lender_ids")} className="mt-2" />
      </fieldset>
      <BuyerFieldset bind={bind} provinces={provinces} />
      <DealFieldset
        bind={bind}
        description={{ label: t("dealDescription"), hint: t("dealDescriptionHint") }}
        price={t("price")}
      />
      <MoneyFieldset bind={bind} amountLabel={t("amountRequested")} />
      <RequestEnd
        bind={bind}
        consent={{ label: t("consent"), hint: t("consentHint") }}
        submit={submitting ? t("sending") : t("submit")}
      />
    </>
  );
}
