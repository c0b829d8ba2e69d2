import { getTranslations } from "next-intl/server";
import { formatDate, formatPrice } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";
import type { SharedValuation } from "@/lib/valuation/queries";
import { DEFAULT_METHODS } from "@/lib/valuation/editor-values";
import { fullValuation, METHODS } from "@/lib/valuation/full";
import { formatPercent } from "@/lib/i18n/format";
import { formatMultiple } from "./format";
import { cn } from "@/lib/cn";
import { BoxSection, TitledSection } from "@/components/content/titled-section";

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
  const figureRows: Array<{
    label: string;
    strong?: boolean;
    value: (y: (typeof years)[number], i: number) => string;
  }> = [
    { label: tEditor("revenue"), value: (y) => money(y.revenue) },
    { label: tEditor("costOfSales"), value: (y) => money(y.costOfSales) },
    { label: tEditor("expenses"), value: (y) => money(y.expenses) },
    { label: tEditor("ownerPay"), value: (y) => money(y.ownerPay) },
    { label: t("addBacksTotal"), value: (y) => money(y.addBacks.reduce((sum, a) => sum + a.amount, 0)) },
    { label: tEditor("sde"), strong: true, value: (_, i) => money(result.earnings.rows[i]?.sde ?? null) },
    { label: tEditor("ebitda"), strong: true, value: (_, i) => money(result.earnings.rows[i]?.ebitda ?? null) },
    { label: tEditor("weight"), value: (y) => String(y.weight) },
  ];
  const methodColumns = [
    { label: t("method"), className: "py-2 pr-2 sm:pr-3" },
    { label: t("basis"), className: "py-2 pr-2 sm:pr-3" },
    { label: t("value"), className: "py-2 pr-2 text-right sm:pr-3" },
    { label: tEditor("weight"), className: "py-2 text-right" },
  ];
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
      <BoxSection
        id="report-conclusion"
        title={t("conclusion")}
        className="break-inside-avoid rounded-lg border border-primary-200 bg-primary-50 p-6 text-center dark:border-primary-800 dark:bg-neutral-900 print:border-neutral-400 print:bg-white"
      >
        <p className="mt-2 text-4xl font-bold" data-testid="report-conclusion">
          {money(result.conclusion)}
        </p>
        {result.low !== null && result.high !== null ? (
          <p className="mt-1">{t("range", { low: money(result.low), high: money(result.high) })}</p>
        ) : null}
      </BoxSection>
      <TitledSection id="report-figures" title={t("figures")} className="break-inside-avoid">
        {/* One column per year (three at most) and one row per figure: it fits a phone and a page. */}
        <table className="mt-3 w-full text-xs sm:text-sm print:text-sm">
          <thead>
            <tr className="border-b border-neutral-300 text-left dark:border-neutral-700">
              <td className="py-2 pr-3" />
              {years.map((y) => (
                <th key={y.year} scope="col" className="py-2 pl-2 text-right sm:pl-3">
                  {y.year}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {figureRows.map((row) => (
              <tr
                key={row.label}
                className={cn("border-b border-neutral-200 dark:border-neutral-800", row.strong && "font-semibold")}
              >
                <th scope="row" className="py-2 pr-3 text-left font-medium">
                  {row.label}
                </th>
                {years.map((y, i) => (
                  <td key={y.year} className="py-2 pl-2 text-right whitespace-nowrap tabular-nums sm:pl-3">
                    {row.value(y, i)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-3 text-sm font-semibold" data-testid="report-weighted">
          {t("weightedLine", { sde: money(result.earnings.sde), ebitda: money(result.earnings.ebitda) })}
        </p>
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
      </TitledSection>
      <TitledSection id="report-methods" title={t("methods")} className="break-inside-avoid">
        <table className="mt-3 w-full text-xs sm:text-sm print:text-sm">
          <thead>
            <tr className="border-b border-neutral-300 text-left dark:border-neutral-700">
              {methodColumns.map((column) => (
                <th key={column.label} scope="col" className={column.className}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {METHODS.map((m) => (
              <tr key={m} className="border-b border-neutral-200 dark:border-neutral-800">
                <th scope="row" className="py-2 pr-2 text-left font-medium sm:pr-3">
                  {tEditor(`methods.${m}`)}
                </th>
                <td className="py-2 pr-2 sm:pr-3">{basis[m]}</td>
                <td className="py-2 pr-2 text-right whitespace-nowrap tabular-nums sm:pr-3">
                  {money(result.values[m] === null ? null : Math.round(result.values[m]))}
                </td>
                <td className="py-2 text-right">{methods.weights[m]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TitledSection>
      {valuation.notes.trim() ? (
        <TitledSection id="report-notes" title={tEditor("notes")} className="break-inside-avoid">
          <p className="mt-2 whitespace-pre-line">{valuation.notes}</p>
        </TitledSection>
      ) : null}
      <TitledSection
        id="report-disclaimer"
        title={t("disclaimerTitle")}
        className="break-inside-avoid rounded-lg border border-warning-300 bg-warning-50 p-5 dark:border-warning-700 dark:bg-neutral-950 print:bg-white"
        titleClassName="font-semibold"
      >
        <p className="mt-1 text-sm">{t("disclaimer")}</p>
      </TitledSection>
    </article>
  );
}
