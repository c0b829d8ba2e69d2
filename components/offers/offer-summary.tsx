"use client";

import { useTranslations } from "next-intl";
import { cn } from "@/lib/cn";
import type { Locale } from "@/lib/i18n/routing";
import type { CashFlow } from "@/lib/offers/describe";
import { debtCoverage, priceShares, yearlyDebtService } from "@/lib/offers/arithmetic";
import { formatCents, formatRatio, formatTenths } from "@/lib/offers/format";
import { liveFinancing } from "@/lib/offers/live";
import type { OfferTermsInput } from "@/lib/offers/schema";
import { DSCR_THRESHOLD } from "@/lib/offers/types";

/**
 * The builder's live summary: how the price is paid (shares that must add to 100 %), the yearly debt
 * service, and the debt service coverage from the listing's stated cash flow, with its formula and a
 * warning under the lenders' common threshold of 1.25. Recomputed as the buyer types.
 */
export function OfferSummary({
  values,
  cashFlow,
  locale,
  id,
}: {
  values: Partial<OfferTermsInput> | undefined;
  cashFlow: CashFlow;
  locale: Locale;
  id: string;
}) {
  const t = useTranslations("offers");
  const deal = liveFinancing(values);
  const shares = priceShares(deal);
  const service = yearlyDebtService(deal);
  const coverage = debtCoverage(cashFlow?.cents ?? null, service.totalYearlyCents);
  const money = (cents: number) => formatCents(cents, locale);
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-xl border border-neutral-200 bg-white p-4 text-sm dark:border-neutral-800 dark:bg-neutral-900"
      data-testid="offer-summary"
    >
      <h2 id={`${id}-title`} className="text-base font-semibold">
        {t("summary.title")}
      </h2>
      <div aria-live="polite" className="space-y-4">
        <div>
          <p className="font-medium">{t("summary.price", { price: money(deal.price_cents) })}</p>
          <ul className="mt-2 space-y-1">
            {shares.parts.map((p) => (
              <li key={p.part} className="flex justify-between gap-3">
                <span>{t(`summary.parts.${p.part}`)}</span>
                <span className="tabular-nums">
                  {money(p.cents)} · {formatTenths(p.tenths, locale)}
                </span>
              </li>
            ))}
          </ul>
          <p
            data-testid="offer-shares"
            data-balanced={shares.balanced}
            className={cn(
              "mt-2 font-medium",
              shares.balanced ? "text-success-800 dark:text-success-300" : "text-warning-800 dark:text-warning-300",
            )}
          >
            {shares.balanced
              ? t("summary.balanced")
              : shares.gapCents > 0
                ? t("summary.missing", { amount: money(shares.gapCents) })
                : t("summary.excess", { amount: money(-shares.gapCents) })}
          </p>
        </div>
        <div>
          <p className="font-medium">{t("summary.debtService", { amount: money(service.totalYearlyCents) })}</p>
          <ul className="mt-1 space-y-1 text-neutral-700 dark:text-neutral-300">
            <li>
              {t("summary.bankService", {
                monthly: money(service.bankMonthlyCents),
                yearly: money(service.bankYearlyCents),
              })}
            </li>
            <li>
              {t("summary.vendorService", {
                monthly: money(service.vendorMonthlyCents),
                yearly: money(service.vendorYearlyCents),
              })}
              {service.vendorDelayMonths > 0 && service.vendorYearlyCents > 0
                ? ` ${t("summary.vendorDelay", { count: service.vendorDelayMonths })}`
                : null}
            </li>
          </ul>
        </div>
        <div data-testid="offer-coverage" data-warning={coverage.kind === "ratio" && coverage.belowThreshold}>
          <p className="font-medium">{t("summary.coverageTitle")}</p>
          {coverage.kind === "ratio" ? (
            <>
              <p className="mt-1 tabular-nums">
                {t("summary.formula", {
                  cashFlowLabel: t(`summary.${cashFlow!.source}`),
                  cashFlow: money(coverage.cashFlowCents),
                  service: money(coverage.debtServiceCents),
                  ratio: formatRatio(coverage.ratio, locale),
                })}
              </p>
              {coverage.belowThreshold ? (
                <p
                  role="alert"
                  className="mt-2 rounded-md border border-warning-400 bg-warning-50 p-2 text-warning-950 dark:border-warning-700 dark:bg-warning-950/60 dark:text-warning-50"
                >
                  {t("summary.warning", { threshold: formatRatio(DSCR_THRESHOLD, locale) })}
                </p>
              ) : (
                <p className="mt-1 text-success-800 dark:text-success-300">
                  {t("summary.covered", { threshold: formatRatio(DSCR_THRESHOLD, locale) })}
                </p>
              )}
            </>
          ) : (
            <p className="mt-1 text-neutral-700 dark:text-neutral-300">
              {coverage.kind === "noDebt" ? t("summary.noDebt") : t("summary.noCashFlow")}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
