import { addDays, montrealDay } from "@/lib/i18n/format";
import type { OfferTermsInput } from "@/lib/offers/schema";

/** A new offer's starting values: the asking price, an asset purchase, a lapse in two weeks, closing in three months. */
export function newOfferTerms(askingPrice: number | null): OfferTermsInput {
  const today = montrealDay();
  return {
    price: askingPrice,
    purchase: "assets",
    inventory: "included",
    inventoryEstimate: null,
    downPayment: null,
    bankLoan: null,
    bankTermYears: null,
    bankRate: null,
    vendorLoan: null,
    vendorTermYears: null,
    vendorRate: null,
    vendorDelayMonths: null,
    earnout: null,
    earnoutConditions: "",
    financingCondition: true,
    dueDiligence: true,
    dueDiligenceDays: 30,
    leaseAssignment: false,
    transition: false,
    transitionWeeks: null,
    nonCompete: false,
    nonCompeteYears: null,
    otherConditions: "",
    closingDate: addDays(today, 90),
    lapseDate: addDays(today, 14),
    message: "",
  };
}
