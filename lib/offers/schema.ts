import { z } from "zod";
import { addDays, montrealDay } from "@/lib/i18n/format";
import { INVENTORY_TERMS, PURCHASES, type OfferTerms } from "./types";

/** At most a billion dollars: anything above is a typing error (the database says the same). */
const MAX_DOLLARS = 1_000_000_000;
const E = "offers.errors";

const cents = (dollars: number | null) => Math.round((dollars ?? 0) * 100);

/** An amount in dollars as the money field holds it: null when empty, NaN when unreadable. */
const amount = z
  .number({ error: `${E}.amountInvalid` })
  .nullable()
  .refine((v) => v === null || !Number.isNaN(v), `${E}.amountInvalid`)
  .refine((v) => v === null || Number.isNaN(v) || v >= 0, `${E}.amountNegative`)
  .refine((v) => v === null || Number.isNaN(v) || v <= MAX_DOLLARS, `${E}.amountTooLarge`);

/** A whole number the form may leave empty (a term, a delay, days of due diligence). */
const count = z.number({ error: `${E}.numberInvalid` }).nullable();
const rate = z.number({ error: `${E}.rateInvalid` }).nullable();
const day = (required: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, required);
const text = (max: number) => z.string().max(max, `${E}.tooLong`);

const between = (v: number | null, min: number, max: number) =>
  v !== null && Number.isInteger(v) && v >= min && v <= max;

/**
 * The offer's terms as the builder holds them (dollars, percent, ticked conditions) and their checks,
 * each at its field with a translated message; parsed into the terms offer_versions keeps (cents).
 * The database checks the same again (offer_versions' constraints and guard).
 */
export const offerTermsSchema = z
  .object({
    price: amount,
    purchase: z.enum(PURCHASES, { error: `${E}.purchaseRequired` }),
    inventory: z.enum(INVENTORY_TERMS, { error: `${E}.inventoryRequired` }),
    inventoryEstimate: amount,
    downPayment: amount,
    bankLoan: amount,
    bankTermYears: count,
    bankRate: rate,
    vendorLoan: amount,
    vendorTermYears: count,
    vendorRate: rate,
    vendorDelayMonths: count,
    earnout: amount,
    earnoutConditions: text(2000),
    financingCondition: z.boolean(),
    dueDiligence: z.boolean(),
    dueDiligenceDays: count,
    leaseAssignment: z.boolean(),
    transition: z.boolean(),
    transitionWeeks: count,
    nonCompete: z.boolean(),
    nonCompeteYears: count,
    otherConditions: text(2000),
    closingDate: day(`${E}.closingDateRequired`),
    lapseDate: day(`${E}.lapseDateRequired`),
    message: text(4000),
  })
  .superRefine((v, ctx) => {
    const issue = (path: keyof typeof v, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (v.price === null) issue("price", `${E}.priceRequired`);
    else if (!Number.isNaN(v.price) && v.price < 1) issue("price", `${E}.priceRequired`);
    const parts = [v.downPayment, v.bankLoan, v.vendorLoan, v.earnout];
    const readable = [v.price, ...parts].every((p) => p === null || (!Number.isNaN(p) && p >= 0 && p <= MAX_DOLLARS));
    if (
      readable &&
      v.price !== null &&
      v.price >= 1 &&
      parts.reduce<number>((sum, p) => sum + cents(p), 0) !== cents(v.price)
    )
      issue("downPayment", `${E}.sharesSum`);
    if (v.inventory === "at_cost" && v.inventoryEstimate === null) issue("inventoryEstimate", `${E}.estimateRequired`);
    if (cents(v.bankLoan) > 0) {
      if (!between(v.bankTermYears, 1, 30)) issue("bankTermYears", `${E}.bankTerm`);
      if (v.bankRate === null || !(v.bankRate >= 0 && v.bankRate <= 25)) issue("bankRate", `${E}.rateInvalid`);
    }
    if (cents(v.vendorLoan) > 0) {
      if (!between(v.vendorTermYears, 1, 20)) issue("vendorTermYears", `${E}.vendorTerm`);
      if (v.vendorRate === null || !(v.vendorRate >= 0 && v.vendorRate <= 25)) issue("vendorRate", `${E}.rateInvalid`);
      if (v.vendorDelayMonths !== null && !between(v.vendorDelayMonths, 0, 60))
        issue("vendorDelayMonths", `${E}.vendorDelay`);
    }
    if (cents(v.earnout) > 0 && v.earnoutConditions.trim() === "")
      issue("earnoutConditions", `${E}.earnoutConditionsRequired`);
    if (v.dueDiligence && !between(v.dueDiligenceDays, 1, 365)) issue("dueDiligenceDays", `${E}.dueDiligenceDays`);
    if (v.transition && !between(v.transitionWeeks, 1, 104)) issue("transitionWeeks", `${E}.transitionWeeks`);
    if (v.nonCompete && !between(v.nonCompeteYears, 1, 10)) issue("nonCompeteYears", `${E}.nonCompeteYears`);
    const today = montrealDay();
    if (/^\d{4}-\d{2}-\d{2}$/.test(v.lapseDate)) {
      if (v.lapseDate < today) issue("lapseDate", `${E}.lapseDatePast`);
      else if (v.lapseDate > addDays(today, 365)) issue("lapseDate", `${E}.lapseDateTooFar`);
    }
    if (/^\d{4}-\d{2}-\d{2}$/.test(v.closingDate)) {
      if (v.closingDate < today) issue("closingDate", `${E}.closingDatePast`);
      else if (v.closingDate > addDays(today, 1830)) issue("closingDate", `${E}.closingDateTooFar`);
    }
  })
  .transform((v): OfferTerms => ({
    price_cents: cents(v.price),
    purchase: v.purchase,
    inventory: v.inventory,
    inventory_estimate_cents: v.inventory === "at_cost" ? cents(v.inventoryEstimate) : null,
    down_payment_cents: cents(v.downPayment),
    bank_loan_cents: cents(v.bankLoan),
    bank_term_years: cents(v.bankLoan) > 0 ? v.bankTermYears : null,
    bank_rate: cents(v.bankLoan) > 0 ? v.bankRate : null,
    vendor_loan_cents: cents(v.vendorLoan),
    vendor_term_years: cents(v.vendorLoan) > 0 ? v.vendorTermYears : null,
    vendor_rate: cents(v.vendorLoan) > 0 ? v.vendorRate : null,
    vendor_delay_months: cents(v.vendorLoan) > 0 ? (v.vendorDelayMonths ?? 0) : null,
    earnout_cents: cents(v.earnout),
    earnout_conditions: cents(v.earnout) > 0 ? v.earnoutConditions.trim() : null,
    financing_condition: v.financingCondition,
    due_diligence_days: v.dueDiligence ? v.dueDiligenceDays : null,
    lease_assignment: v.leaseAssignment,
    transition_weeks: v.transition ? v.transitionWeeks : null,
    non_compete_years: v.nonCompete ? v.nonCompeteYears : null,
    other_conditions: v.otherConditions.trim() || null,
    closing_date: v.closingDate,
    lapse_date: v.lapseDate,
    message: v.message.trim() || null,
  }));

export type OfferTermsInput = z.input<typeof offerTermsSchema>;

/**
 * A version sent from the builder: a buyer's new offer on a file (`offerId` null), or a counter, the
 * next version of an open offer by the party awaited.
 */
export const sendOfferSchema = z.object({
  dealroomId: z.number().int().positive(),
  offerId: z.number().int().positive().nullable(),
  terms: offerTermsSchema,
});
export type SendOfferInput = z.input<typeof sendOfferSchema>;

/** Accept in principle, decline (with a message) or withdraw the current version. */
export const answerOfferSchema = z
  .object({
    offerId: z.number().int().positive(),
    answer: z.enum(["accept", "decline", "withdraw"]),
    message: text(2000),
  })
  .refine((v) => v.answer !== "decline" || v.message.trim() !== "", {
    path: ["message"],
    message: `${E}.declineMessageRequired`,
  });
export type AnswerOfferInput = z.input<typeof answerOfferSchema>;

/** The builder's values for a version's terms (a counter starts from the last version). */
export function termsToInput(terms: OfferTerms): OfferTermsInput {
  const dollars = (c: number | null) => (c === null ? null : c / 100);
  const orNull = (c: number) => (c > 0 ? c / 100 : null);
  return {
    price: dollars(terms.price_cents),
    purchase: terms.purchase,
    inventory: terms.inventory,
    inventoryEstimate: dollars(terms.inventory_estimate_cents),
    downPayment: orNull(terms.down_payment_cents),
    bankLoan: orNull(terms.bank_loan_cents),
    bankTermYears: terms.bank_term_years,
    bankRate: terms.bank_rate === null ? null : Number(terms.bank_rate),
    vendorLoan: orNull(terms.vendor_loan_cents),
    vendorTermYears: terms.vendor_term_years,
    vendorRate: terms.vendor_rate === null ? null : Number(terms.vendor_rate),
    vendorDelayMonths: terms.vendor_delay_months,
    earnout: orNull(terms.earnout_cents),
    earnoutConditions: terms.earnout_conditions ?? "",
    financingCondition: terms.financing_condition,
    dueDiligence: terms.due_diligence_days !== null,
    dueDiligenceDays: terms.due_diligence_days,
    leaseAssignment: terms.lease_assignment,
    transition: terms.transition_weeks !== null,
    transitionWeeks: terms.transition_weeks,
    nonCompete: terms.non_compete_years !== null,
    nonCompeteYears: terms.non_compete_years,
    otherConditions: terms.other_conditions ?? "",
    closingDate: terms.closing_date,
    lapseDate: terms.lapse_date,
    message: "",
  };
}
