import { formatDate } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";
import { cashAtClosingCents, debtCoverage, priceShares, yearlyDebtService } from "./arithmetic";
import { formatCents, formatRate, formatRatio, formatTenths } from "./format";
import type { OfferTerms } from "./types";

/** A translator of the `offers` namespace, whatever made it (next-intl on a page, use-intl for a PDF or an e-mail). */
type OffersT = (key: string, values?: Record<string, string | number>) => string;

/** One line of a version's terms: its label, its value in words, and the fields it shows (to mark a change). */
type TermRow = { label: string; value: string; fields: ReadonlyArray<keyof OfferTerms> };
type TermSection = { heading: string; rows: TermRow[] };

const NOT_TERMS = new Set<string>(["message", "id", "offer_id", "version", "author_party", "author_id", "created_at"]);

/** The fields whose values differ between two versions (what a counter changed). */
export function changedFields(previous: OfferTerms | undefined, next: OfferTerms): Set<keyof OfferTerms> {
  const changed = new Set<keyof OfferTerms>();
  if (!previous) return changed;
  for (const key of Object.keys(next) as Array<keyof OfferTerms>) {
    // The terms only: not the message, nor what identifies a version (id, number, author, time).
    if (NOT_TERMS.has(key)) continue;
    const a = previous[key];
    const b = next[key];
    if ((a === null ? null : String(a)) !== (b === null ? null : String(b))) changed.add(key);
  }
  return changed;
}

/** The listing's stated yearly cash flow, in cents, and what it is. */
export type CashFlow = { source: "cashFlow" | "ebitda"; cents: number } | null;

/** The stated cash flow the coverage uses: the seller's discretionary earnings, else the EBITDA. */
export function statedCashFlow(listing: { cash_flow: number | null; ebitda: number | null }): CashFlow {
  if (listing.cash_flow !== null && listing.cash_flow > 0)
    return { source: "cashFlow", cents: Math.round(listing.cash_flow * 100) };
  if (listing.ebitda !== null && listing.ebitda > 0)
    return { source: "ebitda", cents: Math.round(listing.ebitda * 100) };
  return null;
}

/**
 * A version's terms in words, by section (price, financing, debt service, conditions, dates), in a
 * language: what the history, the comparison and the PDF show the same way.
 */
export function describeTerms(terms: OfferTerms, t: OffersT, locale: Locale, cashFlow: CashFlow): TermSection[] {
  const money = (cents: number) => formatCents(cents, locale);
  const shares = priceShares(terms);
  const share = (part: (typeof shares.parts)[number]["part"]) =>
    formatTenths(shares.parts.find((p) => p.part === part)!.tenths, locale);
  const service = yearlyDebtService(terms);
  const coverage = debtCoverage(cashFlow?.cents ?? null, service.totalYearlyCents);
  const loan = (cents: number, years: number | null, rate: number | null, monthly: number) =>
    t("terms.loanValue", {
      amount: money(cents),
      years: years ?? 0,
      rate: formatRate(rate ?? 0, locale),
      monthly: money(monthly),
    });
  const candidates: Array<TermRow | null> = [
    terms.financing_condition
      ? { label: t("terms.financingCondition"), value: t("terms.yes"), fields: ["financing_condition"] }
      : null,
    terms.due_diligence_days !== null
      ? {
          label: t("terms.dueDiligence"),
          value: t("terms.days", { count: terms.due_diligence_days }),
          fields: ["due_diligence_days"],
        }
      : null,
    terms.lease_assignment
      ? { label: t("terms.leaseAssignment"), value: t("terms.yes"), fields: ["lease_assignment"] }
      : null,
    terms.transition_weeks !== null
      ? {
          label: t("terms.transition"),
          value: t("terms.weeks", { count: terms.transition_weeks }),
          fields: ["transition_weeks"],
        }
      : null,
    terms.non_compete_years !== null
      ? {
          label: t("terms.nonCompete"),
          value: t("terms.years", { count: terms.non_compete_years }),
          fields: ["non_compete_years"],
        }
      : null,
    terms.other_conditions
      ? { label: t("terms.otherConditions"), value: terms.other_conditions, fields: ["other_conditions"] }
      : null,
  ];
  const conditions = candidates.filter((row): row is TermRow => row !== null);
  return [
    {
      heading: t("terms.priceHeading"),
      rows: [
        { label: t("terms.price"), value: money(terms.price_cents), fields: ["price_cents"] },
        { label: t("terms.purchase"), value: t(`purchases.${terms.purchase}`), fields: ["purchase"] },
        {
          label: t("terms.inventory"),
          value:
            terms.inventory === "included"
              ? t("inventory.included")
              : t("terms.inventoryAtCost", { amount: money(terms.inventory_estimate_cents ?? 0) }),
          fields: ["inventory", "inventory_estimate_cents"],
        },
      ],
    },
    {
      heading: t("terms.financingHeading"),
      rows: [
        {
          label: t("terms.downPayment"),
          value: t("terms.partValue", { amount: money(terms.down_payment_cents), share: share("down_payment_cents") }),
          fields: ["down_payment_cents"],
        },
        {
          label: t("terms.bankLoan"),
          value:
            terms.bank_loan_cents > 0
              ? `${loan(terms.bank_loan_cents, terms.bank_term_years, terms.bank_rate, service.bankMonthlyCents)} (${share("bank_loan_cents")})`
              : t("terms.none"),
          fields: ["bank_loan_cents", "bank_term_years", "bank_rate"],
        },
        {
          label: t("terms.vendorLoan"),
          value:
            terms.vendor_loan_cents > 0
              ? `${loan(terms.vendor_loan_cents, terms.vendor_term_years, terms.vendor_rate, service.vendorMonthlyCents)} (${share("vendor_loan_cents")}) · ${t("terms.delay", { count: terms.vendor_delay_months ?? 0 })}`
              : t("terms.none"),
          fields: ["vendor_loan_cents", "vendor_term_years", "vendor_rate", "vendor_delay_months"],
        },
        {
          label: t("terms.earnout"),
          value:
            terms.earnout_cents > 0
              ? `${t("terms.partValue", { amount: money(terms.earnout_cents), share: share("earnout_cents") })} — ${terms.earnout_conditions ?? ""}`
              : t("terms.none"),
          fields: ["earnout_cents", "earnout_conditions"],
        },
        {
          label: t("terms.cashAtClosing"),
          value: money(cashAtClosingCents(terms)),
          fields: ["down_payment_cents", "bank_loan_cents"],
        },
      ],
    },
    {
      heading: t("terms.serviceHeading"),
      rows: [
        {
          label: t("terms.debtService"),
          value: money(service.totalYearlyCents),
          fields: ["bank_loan_cents", "vendor_loan_cents"],
        },
        {
          label: t("terms.coverage"),
          value:
            coverage.kind === "noDebt"
              ? t("summary.noDebt")
              : coverage.kind === "noCashFlow"
                ? t("summary.noCashFlow")
                : `${t("summary.formula", {
                    cashFlowLabel: t(`summary.${cashFlow!.source}`),
                    cashFlow: money(coverage.cashFlowCents),
                    service: money(coverage.debtServiceCents),
                    ratio: formatRatio(coverage.ratio, locale),
                  })}${coverage.belowThreshold ? ` — ${t("summary.warning", { threshold: formatRatio(1.25, locale) })}` : ""}`,
          fields: [],
        },
      ],
    },
    {
      heading: t("terms.conditionsHeading"),
      rows: conditions.length
        ? conditions
        : [{ label: t("terms.conditions"), value: t("terms.noConditions"), fields: [] }],
    },
    {
      heading: t("terms.datesHeading"),
      rows: [
        { label: t("terms.closingDate"), value: formatDate(terms.closing_date, locale), fields: ["closing_date"] },
        { label: t("terms.lapseDate"), value: formatDate(terms.lapse_date, locale), fields: ["lapse_date"] },
      ],
    },
  ];
}
