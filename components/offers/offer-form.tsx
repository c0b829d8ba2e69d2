"use client";

import { useLocale, useTranslations } from "next-intl";
import { FormProvider, useWatch } from "react-hook-form";
import { toast } from "@/components/app/toast";
import { SummaryAlert } from "@/components/forms/form-alert";
import { CheckboxField, NumberField, SelectField, TextareaField, TextField } from "@/components/forms/form-field";
import { MoneyField } from "@/components/forms/money-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import type { FinancingProgram } from "@/lib/financing/programs";
import { useRouter } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import type { CashFlow } from "@/lib/offers/describe";
import { sendOffer } from "@/lib/offers/actions/send-offer";
import { sendOfferSchema, type OfferTermsInput, type SendOfferInput } from "@/lib/offers/schema";
import { INVENTORY_TERMS, PURCHASES } from "@/lib/offers/types";
import { NonBindingNotice } from "./non-binding-notice";
import { OfferPrograms } from "./offer-programs";
import { OfferSummary } from "./offer-summary";
import { useOfferDraft } from "./use-offer-draft";

type F = SendOfferInput;

const fieldset = "space-y-4 rounded-xl border border-neutral-200 p-4 sm:p-5 dark:border-neutral-800";
const legend = "px-1 text-base font-semibold";

/** A loan's term and rate, shown once it has an amount. */
function LoanDetails({ prefix }: { prefix: "bank" | "vendor" }) {
  const t = useTranslations("offers.builder");
  const amount = useWatch<F, `terms.${typeof prefix}Loan`>({ name: `terms.${prefix}Loan` });
  if (!(typeof amount === "number" && amount > 0)) return null;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <NumberField<F> name={`terms.${prefix}TermYears`} label={t("termYears")} min={1} step={1} />
      <NumberField<F> name={`terms.${prefix}Rate`} label={t("rate")} inputMode="decimal" min={0} step={0.01} />
      {prefix === "vendor" ? (
        <NumberField<F>
          name="terms.vendorDelayMonths"
          label={t("delayMonths")}
          hint={t("delayHint")}
          min={0}
          step={1}
          optional
        />
      ) : null}
    </div>
  );
}

/** A ticked condition's number (days, weeks, years), shown once ticked. */
function ConditionNumber({
  when,
  name,
  label,
}: {
  when: keyof OfferTermsInput;
  name: keyof OfferTermsInput;
  label: string;
}) {
  const on = useWatch<F>({ name: `terms.${when}` as never });
  if (!on) return null;
  return <NumberField<F> name={`terms.${name}` as never} label={label} min={1} step={1} className="ml-7 max-w-48" />;
}

function InventoryEstimate() {
  const t = useTranslations("offers.builder");
  const inventory = useWatch<F, "terms.inventory">({ name: "terms.inventory" });
  if (inventory !== "at_cost") return null;
  return (
    <MoneyField<F> name="terms.inventoryEstimate" label={t("inventoryEstimate")} hint={t("inventoryEstimateHint")} />
  );
}

/** The live summary and the programs, recomputed from the form's values as they are typed. */
function Live({
  part,
  cashFlow,
  programs,
  regionId,
}: {
  part: "summary" | "aside";
  cashFlow: CashFlow;
  programs: FinancingProgram[];
  regionId: number | null;
}) {
  const locale = useLocale() as Locale;
  const terms = useWatch<F, "terms">({ name: "terms" });
  if (part === "summary")
    return (
      <div className="lg:hidden">
        <OfferSummary values={terms} cashFlow={cashFlow} locale={locale} id="offer-summary-inline" />
      </div>
    );
  return (
    <aside className="space-y-4 lg:sticky lg:top-4 lg:self-start">
      <div className="hidden lg:block">
        <OfferSummary values={terms} cashFlow={cashFlow} locale={locale} id="offer-summary-side" />
      </div>
      <OfferPrograms terms={terms} programs={programs} regionId={regionId} locale={locale} />
    </aside>
  );
}

function EarnoutConditions() {
  const t = useTranslations("offers.builder");
  const earnout = useWatch<F, "terms.earnout">({ name: "terms.earnout" });
  if (!(typeof earnout === "number" && earnout > 0)) return null;
  return <TextareaField<F> name="terms.earnoutConditions" label={t("earnoutConditions")} maxLength={2000} rows={3} />;
}

/**
 * The offer's builder (issue 42): price and what is bought, how the price is paid, conditions, dates
 * and a message, on the project's form kit (react-hook-form + the offers' zod schema + the action),
 * with the live summary and the matching public programs beside it. Used for a buyer's new offer and
 * for a counter by either party (prefilled from the last version). What is typed is kept in this
 * browser until it is sent.
 */
export function OfferBuilder({
  dealroomId,
  offerId,
  defaultTerms,
  cashFlow,
  programs,
  regionId,
  draftKey,
  submitLabel,
  onSentHref,
}: {
  dealroomId: number;
  offerId: number | null;
  defaultTerms: OfferTermsInput;
  cashFlow: CashFlow;
  programs: FinancingProgram[];
  regionId: number | null;
  draftKey: string;
  submitLabel: string;
  /** Where to go once sent (else the page is read again). */
  onSentHref?: string;
}) {
  const t = useTranslations("offers.builder");
  const tRoot = useTranslations("offers");
  const router = useRouter();
  const defaults: F = { dealroomId, offerId, terms: defaultTerms };
  const { form, submit, summary, submitting } = useActionForm({
    schema: sendOfferSchema,
    defaultValues: defaults,
    action: sendOffer,
    summary: "inline",
    onSuccess: () => {
      localStorage.removeItem(draftKey);
      toast.success(t(offerId === null ? "sent" : "countered"));
      if (onSentHref) router.push(onSentHref);
      router.refresh();
    },
  });
  const draft = useOfferDraft(form, draftKey);
  return (
    <FormProvider {...form}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <form method="post" onSubmit={submit} noValidate aria-label={t("label")} className="min-w-0 space-y-6">
          <NonBindingNotice />
          {draft.restored ? (
            <div
              role="status"
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-neutral-100 p-3 text-sm dark:bg-neutral-800"
            >
              <p>{t("draftRestored")}</p>
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  draft.forget();
                  form.reset(defaults);
                }}
              >
                {t("draftDiscard")}
              </Button>
            </div>
          ) : null}
          <SummaryAlert summary={summary} />
          <fieldset className={fieldset}>
            <legend className={legend}>{t("priceHeading")}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <MoneyField<F> name="terms.price" label={t("price")} />
              <SelectField<F>
                name="terms.purchase"
                label={t("purchase")}
                options={PURCHASES.map((p) => ({ value: p, label: tRoot(`purchases.${p}`) }))}
              />
              <SelectField<F>
                name="terms.inventory"
                label={t("inventory")}
                options={INVENTORY_TERMS.map((i) => ({ value: i, label: tRoot(`inventory.${i}`) }))}
              />
              <InventoryEstimate />
            </div>
          </fieldset>
          <fieldset className={fieldset}>
            <legend className={legend}>{t("financingHeading")}</legend>
            <p className="text-sm text-neutral-700 dark:text-neutral-300">{t("financingHint")}</p>
            <MoneyField<F> name="terms.downPayment" label={t("downPayment")} optional />
            <MoneyField<F> name="terms.bankLoan" label={t("bankLoan")} optional />
            <LoanDetails prefix="bank" />
            <MoneyField<F> name="terms.vendorLoan" label={t("vendorLoan")} hint={t("vendorLoanHint")} optional />
            <LoanDetails prefix="vendor" />
            <MoneyField<F> name="terms.earnout" label={t("earnout")} hint={t("earnoutHint")} optional />
            <EarnoutConditions />
          </fieldset>
          <Live part="summary" cashFlow={cashFlow} programs={programs} regionId={regionId} />
          <fieldset className={fieldset}>
            <legend className={legend}>{t("conditionsHeading")}</legend>
            <CheckboxField<F> name="terms.financingCondition" label={t("financingCondition")} />
            <CheckboxField<F> name="terms.dueDiligence" label={t("dueDiligence")} />
            <ConditionNumber when="dueDiligence" name="dueDiligenceDays" label={t("dueDiligenceDays")} />
            <CheckboxField<F> name="terms.leaseAssignment" label={t("leaseAssignment")} />
            <CheckboxField<F> name="terms.transition" label={t("transition")} />
            <ConditionNumber when="transition" name="transitionWeeks" label={t("transitionWeeks")} />
            <CheckboxField<F> name="terms.nonCompete" label={t("nonCompete")} />
            <ConditionNumber when="nonCompete" name="nonCompeteYears" label={t("nonCompeteYears")} />
            <TextareaField<F>
              name="terms.otherConditions"
              label={t("otherConditions")}
              maxLength={2000}
              rows={3}
              optional
            />
          </fieldset>
          <fieldset className={fieldset}>
            <legend className={legend}>{t("datesHeading")}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField<F> name="terms.closingDate" label={t("closingDate")} type="date" />
              <TextField<F> name="terms.lapseDate" label={t("lapseDate")} hint={t("lapseHint")} type="date" />
            </div>
          </fieldset>
          <TextareaField<F> name="terms.message" label={t("message")} maxLength={4000} rows={4} optional />
          <p className="text-sm text-neutral-700 dark:text-neutral-300">{t("beforeSend")}</p>
          <SubmitButton disabled={submitting}>{submitLabel}</SubmitButton>
        </form>
        <Live part="aside" cashFlow={cashFlow} programs={programs} regionId={regionId} />
      </div>
    </FormProvider>
  );
}
