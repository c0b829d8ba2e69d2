import { describe, expect, it } from "vitest";
import { addDays, montrealDay } from "@/lib/i18n/format";
import { offerTermsSchema, termsToInput, type OfferTermsInput } from "@/lib/offers/schema";
import { offerTermsInput } from "@/tests/support/offer-terms";

const today = montrealDay();
const valid = offerTermsInput();

const errors = (input: OfferTermsInput) => {
  const result = offerTermsSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("the offer's terms", () => {
  it("become the version's terms in cents, the unused parts' details left out", () => {
    const terms = offerTermsSchema.parse({ ...valid, earnoutConditions: "ignored" });
    expect(terms).toMatchObject({
      price_cents: 45_000_000,
      inventory_estimate_cents: 3_500_050,
      down_payment_cents: 9_000_000,
      bank_loan_cents: 27_000_000,
      vendor_loan_cents: 9_000_000,
      earnout_cents: 0,
      earnout_conditions: null,
      due_diligence_days: 45,
      message: "Bonjour",
    });
    expect(termsToInput(terms)).toMatchObject({ ...valid, earnout: null, message: "" });
  });

  it("refuse shares of the price that do not add to 100 %, at the down payment", () => {
    expect(errors({ ...valid, vendorLoan: 89_999.99 })).toEqual({ downPayment: "offers.errors.sharesSum" });
  });

  it("refuse negative, unreadable and absurd amounts at their field", () => {
    expect(errors({ ...valid, downPayment: -1 })).toMatchObject({ downPayment: "offers.errors.amountNegative" });
    expect(errors({ ...valid, bankLoan: Number.NaN })).toMatchObject({ bankLoan: "offers.errors.amountInvalid" });
    expect(errors({ ...valid, price: 2_000_000_000 })).toMatchObject({ price: "offers.errors.amountTooLarge" });
    expect(errors({ ...valid, price: null })).toMatchObject({ price: "offers.errors.priceRequired" });
  });

  it("need a term and a rate for each loan, and conditions for an earn-out", () => {
    expect(errors({ ...valid, bankTermYears: null, vendorRate: 40 })).toEqual({
      bankTermYears: "offers.errors.bankTerm",
      vendorRate: "offers.errors.rateInvalid",
    });
    expect(errors({ ...valid, vendorLoan: 40_000, earnout: 50_000 })).toEqual({
      earnoutConditions: "offers.errors.earnoutConditionsRequired",
    });
  });

  it("refuse a lapse date in the past and a closing date in the past", () => {
    expect(errors({ ...valid, lapseDate: addDays(today, -1), closingDate: addDays(today, -2) })).toEqual({
      lapseDate: "offers.errors.lapseDatePast",
      closingDate: "offers.errors.closingDatePast",
    });
    expect(errors({ ...valid, lapseDate: "" })).toEqual({ lapseDate: "offers.errors.lapseDateRequired" });
  });
});
