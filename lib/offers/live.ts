import type { OfferTermsInput } from "./schema";
import type { OfferTerms } from "./types";

const cents = (dollars: number | null | undefined) =>
  dollars === null || dollars === undefined || Number.isNaN(dollars) ? 0 : Math.round(dollars * 100);
const orNull = (n: number | null | undefined) => (n === null || n === undefined || Number.isNaN(n) ? null : n);

/**
 * The builder's values as far as they can be read while typing (an unreadable amount counts as 0), for
 * the live summary: the form's checks stay the schema's.
 */
export function liveFinancing(values: Partial<OfferTermsInput> | undefined) {
  const v = values ?? {};
  return {
    price_cents: cents(v.price),
    purchase: v.purchase,
    down_payment_cents: cents(v.downPayment),
    bank_loan_cents: cents(v.bankLoan),
    bank_term_years: orNull(v.bankTermYears),
    bank_rate: orNull(v.bankRate),
    vendor_loan_cents: cents(v.vendorLoan),
    vendor_term_years: orNull(v.vendorTermYears),
    vendor_rate: orNull(v.vendorRate),
    vendor_delay_months: orNull(v.vendorDelayMonths),
    earnout_cents: cents(v.earnout),
  } satisfies Partial<OfferTerms> & { purchase: OfferTermsInput["purchase"] | undefined };
}
