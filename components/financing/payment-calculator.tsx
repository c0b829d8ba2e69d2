import { getTranslations } from "next-intl/server";
import { buttonClasses } from "@/components/ui/button";
import { describedBy, Field, inputClasses } from "@/components/forms/field";
import { LiveGetForm } from "@/components/forms/live-get-form";
import { formatPrice } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";
import type { CalculatorForm } from "@/lib/financing/calculator-query";
import { loanSchedule } from "@/lib/financing/payment";

/** Amount, rate, term → monthly payment and total interest; a GET form computed on the server, live with JavaScript. */
export async function PaymentCalculator({
  locale,
  form,
  errors,
  values,
  carry,
}: {
  locale: Locale;
  form: CalculatorForm;
  errors: Partial<Record<keyof CalculatorForm, string>>;
  values: { amount: number; rate: number; years: number } | null;
  carry: Record<string, string>;
}) {
  const t = await getTranslations("financing.calculator");
  const tAll = await getTranslations();
  const error = (k: keyof CalculatorForm) => (errors[k] ? tAll(errors[k] as Parameters<typeof tAll>[0]) : undefined);
  const schedule = values ? loanSchedule(values.amount, values.rate, values.years) : null;
  const money = (v: number) =>
    new Intl.NumberFormat(locale === "en" ? "en-CA" : "fr-CA", { style: "currency", currency: "CAD" }).format(v);
  const input = (name: keyof CalculatorForm, label: string, hint?: string, mode: "decimal" | "numeric" = "decimal") => (
    <Field id={`calc-${name}`} label={label} hint={hint} error={error(name)}>
      <input
        id={`calc-${name}`}
        name={name}
        inputMode={mode}
        defaultValue={form[name]}
        autoComplete="off"
        className={inputClasses}
        {...describedBy(`calc-${name}`, error(name), hint)}
      />
    </Field>
  );
  return (
    <section
      aria-labelledby="calculator-title"
      className="rounded-lg border border-neutral-200 p-6 dark:border-neutral-700"
    >
      <h2 id="calculator-title" className="text-2xl font-bold tracking-tight">
        {t("title")}
      </h2>
      <p className="mt-2 text-neutral-700 dark:text-neutral-300">{t("intro")}</p>
      <LiveGetForm className="mt-4 grid gap-4 sm:grid-cols-3" noValidate>
        {Object.entries(carry).map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        {input("amount", t("amount"))}
        {input("rate", t("rate"), t("rateHint"))}
        {input("years", t("years"), undefined, "numeric")}
        <div className="sm:col-span-3">
          <button type="submit" className={buttonClasses({ variant: "outline" })}>
            {t("submit")}
          </button>
        </div>
      </LiveGetForm>
      <div aria-live="polite" className="mt-4">
        {schedule && values ? (
          <dl className="grid gap-3 sm:grid-cols-3">
            <div className="rounded-md bg-primary-50 p-4 dark:bg-neutral-900">
              <dt className="text-sm">{t("monthly")}</dt>
              <dd className="text-2xl font-bold" data-testid="monthly-payment">
                {money(schedule.payment)}
              </dd>
            </div>
            <div className="rounded-md bg-neutral-50 p-4 dark:bg-neutral-900">
              <dt className="text-sm">{t("interest")}</dt>
              <dd className="text-xl font-semibold">{money(schedule.interest)}</dd>
            </div>
            <div className="rounded-md bg-neutral-50 p-4 dark:bg-neutral-900">
              <dt className="text-sm">{t("total")}</dt>
              <dd className="text-xl font-semibold">{money(schedule.total)}</dd>
            </div>
            <p className="text-sm text-neutral-600 sm:col-span-3 dark:text-neutral-400">
              {t("explain", { amount: formatPrice(values.amount, locale), months: schedule.months })}
            </p>
          </dl>
        ) : (
          <p className="text-sm text-neutral-600 dark:text-neutral-400">{t("empty")}</p>
        )}
      </div>
    </section>
  );
}
