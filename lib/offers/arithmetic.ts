import { DSCR_THRESHOLD, PRICE_PARTS, type OfferTerms, type PricePart } from "./types";

/**
 * The offer's financing arithmetic (issue 42), pure and in whole cents: how the price is paid, the
 * yearly debt service of the bank loan and the vendor take-back, and the debt service coverage ratio
 * (DSCR) from the listing's stated cash flow. The builder's live summary, the seller's comparison and
 * the PDFs all read these.
 */

type Financing = Pick<
  OfferTerms,
  | "price_cents"
  | "down_payment_cents"
  | "bank_loan_cents"
  | "bank_term_years"
  | "bank_rate"
  | "vendor_loan_cents"
  | "vendor_term_years"
  | "vendor_rate"
  | "vendor_delay_months"
  | "earnout_cents"
>;

/**
 * The monthly payment of a loan amortised in equal payments (standard annuity, monthly compounding),
 * rounded to the cent: P·r / (1 − (1 + r)^−n), r the yearly rate ÷ 12, n the months; P ÷ n at 0 %.
 */
export function monthlyPaymentCents(principalCents: number, ratePercent: number, years: number): number {
  if (principalCents <= 0 || years <= 0) return 0;
  const months = Math.round(years * 12);
  const r = ratePercent / 100 / 12;
  const payment = r === 0 ? principalCents / months : (principalCents * r) / (1 - (1 + r) ** -months);
  return Math.round(payment);
}

type DebtService = {
  bankMonthlyCents: number;
  bankYearlyCents: number;
  vendorMonthlyCents: number;
  vendorYearlyCents: number;
  /** Months after closing before the take-back's payments start (they count in full from then). */
  vendorDelayMonths: number;
  totalYearlyCents: number;
};

/**
 * The yearly debt service: each loan's monthly payment × 12. A vendor take-back with a delay is
 * amortised over its term from the day its repayments start, and counts as a full year of payments
 * from then (a lender looks at the years when both loans are paid).
 */
export function yearlyDebtService(terms: Financing): DebtService {
  const bankMonthlyCents = monthlyPaymentCents(terms.bank_loan_cents, terms.bank_rate ?? 0, terms.bank_term_years ?? 0);
  const vendorMonthlyCents = monthlyPaymentCents(
    terms.vendor_loan_cents,
    terms.vendor_rate ?? 0,
    terms.vendor_term_years ?? 0,
  );
  const bankYearlyCents = bankMonthlyCents * 12;
  const vendorYearlyCents = vendorMonthlyCents * 12;
  return {
    bankMonthlyCents,
    bankYearlyCents,
    vendorMonthlyCents,
    vendorYearlyCents,
    vendorDelayMonths: terms.vendor_delay_months ?? 0,
    totalYearlyCents: bankYearlyCents + vendorYearlyCents,
  };
}

type PriceShares = {
  /** Each part's cents and its share of the price in tenths of a percent (the shares add to exactly 1000 when balanced). */
  parts: Array<{ part: PricePart; cents: number; tenths: number }>;
  totalCents: number;
  /** The price minus the parts: positive when something is left to finance, negative when the parts exceed it. */
  gapCents: number;
  balanced: boolean;
};

/**
 * How the price is paid: the four parts' shares of the price. The parts must add to the price to the
 * cent; the shares are rounded to a tenth of a percent by largest remainder, so that shown they add to
 * 100 % exactly when the parts do.
 */
export function priceShares(terms: Financing): PriceShares {
  const price = terms.price_cents;
  const cents = PRICE_PARTS.map((part) => Math.max(0, terms[part] || 0));
  const totalCents = cents.reduce((sum, c) => sum + c, 0);
  const exact = cents.map((c) => (price > 0 ? (c * 1000) / price : 0));
  const tenths = exact.map(Math.floor);
  const balanced = price > 0 && totalCents === price;
  if (balanced) {
    let left = 1000 - tenths.reduce((sum, t) => sum + t, 0);
    const order = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((a, b) => b.rest - a.rest);
    for (const { i } of order) {
      if (left <= 0) break;
      tenths[i]! += 1;
      left -= 1;
    }
  } else {
    exact.forEach((e, i) => (tenths[i] = Math.round(e)));
  }
  return {
    parts: PRICE_PARTS.map((part, i) => ({ part, cents: cents[i]!, tenths: tenths[i]! })),
    totalCents,
    gapCents: price - totalCents,
    balanced,
  };
}

type Coverage =
  | { kind: "ratio"; ratio: number; cashFlowCents: number; debtServiceCents: number; belowThreshold: boolean }
  | { kind: "noDebt" }
  | { kind: "noCashFlow" };

/**
 * The debt service coverage ratio: the listing's stated yearly cash flow ÷ the yearly debt service,
 * rounded to the hundredth; under 1.25 (the lenders' common threshold) it is flagged. No debt, or no
 * stated cash flow, gives no ratio.
 */
export function debtCoverage(cashFlowCents: number | null, debtServiceCents: number): Coverage {
  if (debtServiceCents <= 0) return { kind: "noDebt" };
  if (cashFlowCents === null || cashFlowCents <= 0) return { kind: "noCashFlow" };
  const ratio = Math.round((cashFlowCents / debtServiceCents) * 100) / 100;
  return { kind: "ratio", ratio, cashFlowCents, debtServiceCents, belowThreshold: ratio < DSCR_THRESHOLD };
}

/** What the seller receives on the closing day: the down payment and the bank loan (the inventory at cost comes on top). */
export function cashAtClosingCents(terms: Pick<OfferTerms, "down_payment_cents" | "bank_loan_cents">): number {
  return terms.down_payment_cents + terms.bank_loan_cents;
}

/** A listing's amount in dollars (numeric columns) as whole cents. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}
