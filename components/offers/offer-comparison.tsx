import { getTranslations } from "next-intl/server";
import { PrequalificationMarks } from "@/components/financing/prequalification-mark";
import type { RequestRow } from "@/lib/dealroom/queries/requests";
import { listCurrentPrequalifications } from "@/lib/financing/prequalification/queries";
import { formatDate } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";
import { cashAtClosingCents, debtCoverage, yearlyDebtService } from "@/lib/offers/arithmetic";
import type { CashFlow } from "@/lib/offers/describe";
import { formatCents, formatRate, formatRatio } from "@/lib/offers/format";
import type { Offer } from "@/lib/offers/queries";
import type { OfferTerms } from "@/lib/offers/types";
import { createClient } from "@/lib/supabase/server";
import { OfferStatusBadge } from "./offer-status";
import { BuyerQualification } from "./qualification";

/** A version's conditions in a few words. */
function conditionsOf(terms: OfferTerms, t: (key: string, values?: Record<string, number>) => string): string {
  return [
    terms.financing_condition ? t("short.financing") : null,
    terms.due_diligence_days !== null ? t("short.dueDiligence", { count: terms.due_diligence_days }) : null,
    terms.lease_assignment ? t("short.lease") : null,
    terms.transition_weeks !== null ? t("short.transition", { count: terms.transition_weeks }) : null,
    terms.non_compete_years !== null ? t("short.nonCompete", { count: terms.non_compete_years }) : null,
    terms.other_conditions ? t("short.other") : null,
  ]
    .filter(Boolean)
    .join(" · ");
}

/**
 * A listing's offers side by side for its seller (issue 42): each offer's current version (price,
 * cash at closing, vendor financing, conditions, lapse date, coverage), where it stands, and the
 * buyer's qualification: their lenders' current pre-qualifications (the policies show them to this
 * listing's owner) and the profile sent with their access request.
 */
export async function OfferComparison({
  offers,
  requests,
  cashFlow,
  locale,
}: {
  offers: Offer[];
  requests: Map<number, RequestRow>;
  cashFlow: CashFlow;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "offers.compare" });
  const tt = (key: string, values?: Record<string, number>) => t(key as never, values as never);
  const money = (cents: number) => formatCents(cents, locale);
  const marks = await listCurrentPrequalifications(
    await createClient(),
    offers.map((offer) => offer.buyer_id),
  );
  const columns = [
    "buyer",
    "price",
    "cash",
    "vendor",
    "conditions",
    "lapse",
    "coverage",
    "qualification",
    "status",
  ] as const;
  return (
    <div
      className="overflow-x-auto rounded-lg border border-neutral-200 dark:border-neutral-800"
      tabIndex={0}
      role="region"
      aria-label={t("label")}
    >
      <table className="w-full min-w-[64rem] text-left text-sm" data-testid="offer-comparison">
        <thead className="bg-neutral-50 dark:bg-neutral-900">
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className="px-3 py-2 font-semibold">
                {t(`columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-200 dark:divide-neutral-800">
          {offers.map((offer) => {
            const v = offer.versions.at(-1);
            if (!v) return null;
            const request = requests.get(offer.request_id);
            const coverage = debtCoverage(cashFlow?.cents ?? null, yearlyDebtService(v).totalYearlyCents);
            return (
              <tr key={offer.id} className="align-top" data-testid="offer-row">
                <th scope="row" className="px-3 py-2 font-medium">
                  <a href={`#offre-${offer.id}`} className="text-primary-800 underline dark:text-primary-300">
                    {request?.signed_name ?? t("buyerNumber", { id: offer.id })}
                  </a>
                  <p className="font-normal text-neutral-600 dark:text-neutral-400">
                    {t("version", { version: v.version })}
                  </p>
                </th>
                <td className="px-3 py-2 font-semibold tabular-nums">{money(v.price_cents)}</td>
                <td className="px-3 py-2 tabular-nums">{money(cashAtClosingCents(v))}</td>
                <td className="px-3 py-2">
                  {v.vendor_loan_cents > 0
                    ? t("vendorValue", {
                        amount: money(v.vendor_loan_cents),
                        years: v.vendor_term_years ?? 0,
                        rate: formatRate(v.vendor_rate ?? 0, locale),
                      })
                    : t("none")}
                  {v.earnout_cents > 0 ? <p>{t("earnoutValue", { amount: money(v.earnout_cents) })}</p> : null}
                </td>
                <td className="px-3 py-2">{conditionsOf(v, tt) || t("none")}</td>
                <td className="px-3 py-2">{formatDate(v.lapse_date, locale)}</td>
                <td className="px-3 py-2 tabular-nums">
                  {coverage.kind === "ratio" ? (
                    <span
                      className={
                        coverage.belowThreshold ? "font-semibold text-warning-800 dark:text-warning-300" : undefined
                      }
                    >
                      {formatRatio(coverage.ratio, locale)}
                      {coverage.belowThreshold ? ` (${t("belowThreshold")})` : null}
                    </span>
                  ) : (
                    t(coverage.kind)
                  )}
                </td>
                <td className="px-3 py-2">
                  <PrequalificationMarks marks={marks.get(offer.buyer_id)} className="mb-2" />
                  <BuyerQualification request={request} locale={locale} />
                </td>
                <td className="px-3 py-2">
                  <OfferStatusBadge status={offer.status} locale={locale} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
