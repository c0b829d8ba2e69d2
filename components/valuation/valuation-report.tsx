import { getTranslations } from "next-intl/server";
import { formatDate, formatPrice } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";
import type { SharedValuation } from "@/lib/valuation/queries";
import { DEFAULT_METHODS } from "@/lib/valuation/editor-values";
import { fullValuation, METHODS } from "@/lib/valuation/full";
import { formatPercent } from "@/lib/i18n/format";
import { formatMultiple } from "./format";

/** The shared report: date, figures by year, methods with their values and weights, conclusion, notes, disclaimer. */
export async function ValuationReport({
  valuation,
  locale,
  category,
  region,
}: {
  valuation: SharedValuation;
  locale: Locale;
  category: string | null;
  region: string | null;
}) {
  const t = await getTranslations("valuation.report");
  const tEditor = await getTranslations("valuation.editor");
  const money = (v: number | null) => (v === null ? "—" : formatPrice(v, locale));
  const methods = {
    ...DEFAULT_METHODS,
    ...valuation.methods,
    weights: { ...DEFAULT_METHODS.weights, ...valuation.methods.weights },
  };
  const years = [...valuation.years].sort((a, b) => a.year - b.year);
  const result = fullValuation(years, methods);
  const basis: Record<(typeof METHODS)[number], string> = {
    sde: t("basisSde", { multiple: formatMultiple(methods.sdeMultiple, locale) }),
    ebitda: t("basisEbitda", { multiple: formatMultiple(methods.ebitdaMultiple, locale) }),
    capitalisation: t("basisCap", {
      rate: formatPercent(methods.capRatePercent, locale),
      growth: formatPercent(methods.growthPercent, locale),
    }),
    assets: t("basisAssets"),
  };
  return (
    <article className="space-y-8 print:space-y-5">
      <header className="space-y-2 border-b border-neutral-200 pb-6 dark:border-neutral-800">
        <p className="text-sm font-semibold tracking-wide text-primary-800 uppercase dark:text-primary-300">
          {t("eyebrow")}
        </p>
        <h1 className="text-3xl font-bold tracking-tight">{valuation.title}</h1>
        <p className="text-neutral-700 dark:text-neutral-300">
          {[category, region].filter(Boolean).join(" · ")}
          {category || region ? " — " : ""}
          {t("dated", { date: formatDate(valuation.updated_at, locale) })}
        </p>
      </header>
      <section
        aria-labelledby="report-conclusion"
        className="break-inside-avoid rounded-lg border border-primary-200 bg-primary-50 p-6 text-center dark:border-primary-800 dark:bg-neutral-900 print:border-neutral-400 print:bg-white"
      >
        <h2 id="report-conclusion" className="text-lg font-semibold">
          {t("conclusion")}
        </h2>
        <p className="mt-2 text-4xl font-bold" data-testid="report-conclusion">
          {money(result.conclusion)}
        </p>
        {result.low !== null && result.high !== null ? (
          <p className="mt-1">{t("range", { low: money(result.low), high: money(result.high) })}</p>
        ) : null}
      </section>
      <section aria-labelledby="report-figures" className="break-inside-avoid">
        <h2 id="report-figures" className="text-xl font-semibold">
          {t("figures")}
        </h2>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-neutral-300 text-left dark:border-neutral-700">
                <th scope="col" className="py-2 pr-3">
                  {tEditor("year")}
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  {tEditor("revenue")}
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  {tEditor("costOfSales")}
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  {tEditor("expenses")}
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  {tEditor("ownerPay")}
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  {t("addBacksTotal")}
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  {tEditor("sde")}
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  {tEditor("ebitda")}
                </th>
                <th scope="col" className="py-2 text-right">
                  {tEditor("weight")}
                </th>
              </tr>
            </thead>
            <tbody>
              {years.map((y, i) => (
                <tr key={y.year} className="border-b border-neutral-200 dark:border-neutral-800">
                  <th scope="row" className="py-2 pr-3 text-left font-medium">
                    {y.year}
                  </th>
                  <td className="py-2 pr-3 text-right">{money(y.revenue)}</td>
                  <td className="py-2 pr-3 text-right">{money(y.costOfSales)}</td>
                  <td className="py-2 pr-3 text-right">{money(y.expenses)}</td>
                  <td className="py-2 pr-3 text-right">{money(y.ownerPay)}</td>
                  <td className="py-2 pr-3 text-right">{money(y.addBacks.reduce((s, a) => s + a.amount, 0))}</td>
                  <td className="py-2 pr-3 text-right">{money(result.earnings.rows[i]?.sde ?? null)}</td>
                  <td className="py-2 pr-3 text-right">{money(result.earnings.rows[i]?.ebitda ?? null)}</td>
                  <td className="py-2 text-right">{y.weight}</td>
                </tr>
              ))}
              <tr className="font-semibold">
                <th scope="row" colSpan={6} className="py-2 pr-3 text-left">
                  {tEditor("weighted")}
                </th>
                <td className="py-2 pr-3 text-right">{money(result.earnings.sde)}</td>
                <td className="py-2 pr-3 text-right">{money(result.earnings.ebitda)}</td>
                <td />
              </tr>
            </tbody>
          </table>
        </div>
        {years.some((y) => y.addBacks.length > 0) ? (
          <ul className="mt-3 space-y-1 text-sm text-neutral-700 dark:text-neutral-300">
            {years.flatMap((y) =>
              y.addBacks.map((a, i) => (
                <li key={`${y.year}-${i}`}>
                  {t("addBackLine", { year: String(y.year), label: a.label, amount: money(a.amount) })}
                </li>
              )),
            )}
          </ul>
        ) : null}
        <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">
          {t("managerSalary", { amount: money(methods.managerSalary) })}
        </p>
      </section>
      <section aria-labelledby="report-methods" className="break-inside-avoid">
        <h2 id="report-methods" className="text-xl font-semibold">
          {t("methods")}
        </h2>
        <table className="mt-3 w-full text-sm">
          <thead>
            <tr className="border-b border-neutral-300 text-left dark:border-neutral-700">
              <th scope="col" className="py-2 pr-3">
                {t("method")}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t("basis")}
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                {t("value")}
              </th>
              <th scope="col" className="py-2 text-right">
                {tEditor("weight")}
              </th>
            </tr>
          </thead>
          <tbody>
            {METHODS.map((m) => (
              <tr key={m} className="border-b border-neutral-200 dark:border-neutral-800">
                <th scope="row" className="py-2 pr-3 text-left font-medium">
                  {tEditor(`methods.${m}`)}
                </th>
                <td className="py-2 pr-3">{basis[m]}</td>
                <td className="py-2 pr-3 text-right">
                  {money(result.values[m] === null ? null : Math.round(result.values[m]))}
                </td>
                <td className="py-2 text-right">{methods.weights[m]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {valuation.notes.trim() ? (
        <section aria-labelledby="report-notes" className="break-inside-avoid">
          <h2 id="report-notes" className="text-xl font-semibold">
            {tEditor("notes")}
          </h2>
          <p className="mt-2 whitespace-pre-line">{valuation.notes}</p>
        </section>
      ) : null}
      <section
        aria-labelledby="report-disclaimer"
        className="break-inside-avoid rounded-lg border border-warning-300 bg-warning-50 p-5 dark:border-warning-700 dark:bg-neutral-950 print:bg-white"
      >
        <h2 id="report-disclaimer" className="font-semibold">
          {t("disclaimerTitle")}
        </h2>
        <p className="mt-1 text-sm">{t("disclaimer")}</p>
      </section>
    </article>
  );
}
