"use client";

import { useLocale, useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import type { ValuationInput } from "@/lib/valuation/schema";
import { fullValuation, METHODS, type MethodChoices } from "@/lib/valuation/full";
import type { YearFigures } from "@/lib/valuation/sde";
import { formatPrice } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";
import { BoxSection } from "@/components/content/titled-section";

const n = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : 0);

/** The named figures of a part of the form as typed, each a number (0 while empty or not a number). */
function figures<K extends string>(typed: Partial<Record<K, unknown>> | undefined, keys: readonly K[]) {
  return Object.fromEntries(keys.map((key) => [key, n(typed?.[key])])) as Record<K, number>;
}

const YEAR_FIGURES = ["year", "revenue", "costOfSales", "expenses", "ownerPay", "weight"] as const;
const METHOD_FIGURES = [
  "managerSalary",
  "sdeMultiple",
  "ebitdaMultiple",
  "capRatePercent",
  "growthPercent",
  "inventory",
  "equipment",
  "realEstate",
  "otherAssets",
  "liabilities",
] as const;

/** The valuation as it is typed: each year's normalised earnings, each method's value, the conclusion. */
export function ValuationSummary() {
  const t = useTranslations("valuation.editor");
  const locale = useLocale() as Locale;
  const money = (v: number | null) => (v === null ? "—" : formatPrice(v, locale));
  const values = useWatch<ValuationInput>() as Partial<ValuationInput>;
  const years: YearFigures[] = (values.years ?? []).map((y) => ({
    ...figures(y, YEAR_FIGURES),
    addBacks: (y?.addBacks ?? []).map((a) => ({ label: a?.label ?? "", amount: n(a?.amount) })),
  }));
  const m = values.methods;
  const choices: MethodChoices = {
    ...figures(m, METHOD_FIGURES),
    sdeMultipleLow: m?.sdeMultipleLow ?? null,
    sdeMultipleHigh: m?.sdeMultipleHigh ?? null,
    realEstateIncluded: m?.realEstateIncluded === true,
    weights: figures(m?.weights, METHODS),
  };
  const result = fullValuation(years, choices);
  return (
    <BoxSection
      id="valuation-summary"
      title={t("summaryTitle")}
      className="space-y-4 rounded-lg border border-primary-200 bg-primary-50 p-5 dark:border-primary-800 dark:bg-neutral-900"
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{t("normalisedCaption")}</caption>
        <thead>
          <tr className="text-left">
            <th scope="col">{t("year")}</th>
            {(["sde", "ebitda"] as const).map((earnings) => (
              <th key={earnings} scope="col" className="text-right">
                {t(earnings)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {result.earnings.rows.map((r, i) => (
            <tr key={i}>
              <th scope="row" className="text-left font-normal">
                {r.year || "—"}
              </th>
              <td className="text-right">{money(r.sde)}</td>
              <td className="text-right">{money(r.ebitda)}</td>
            </tr>
          ))}
          <tr className="border-t border-primary-200 font-semibold dark:border-primary-800">
            <th scope="row" className="text-left">
              {t("weighted")}
            </th>
            <td className="text-right">{money(result.earnings.sde)}</td>
            <td className="text-right">{money(result.earnings.ebitda)}</td>
          </tr>
        </tbody>
      </table>
      <dl className="space-y-1 text-sm">
        {METHODS.map((method) => (
          <div key={method} className="flex justify-between gap-4">
            <dt>
              {t(`methods.${method}`)}{" "}
              <span className="text-neutral-600 dark:text-neutral-400">
                ({t("weightShort", { weight: choices.weights[method] })})
              </span>
            </dt>
            <dd className="font-medium">
              {money(result.values[method] === null ? null : Math.round(result.values[method]))}
            </dd>
          </div>
        ))}
      </dl>
      <div className="rounded-md bg-white p-3 text-center dark:bg-neutral-800">
        <p className="text-sm">{t("conclusion")}</p>
        <p className="text-2xl font-bold" data-testid="valuation-conclusion">
          {money(result.conclusion)}
        </p>
        {result.low !== null && result.high !== null ? (
          <p className="text-sm">{t("range", { low: money(result.low), high: money(result.high) })}</p>
        ) : null}
      </div>
    </BoxSection>
  );
}
