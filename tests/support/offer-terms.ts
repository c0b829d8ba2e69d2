/** The builder's values of a typical offer (issue 42), for unit and integration tests: 450 000 $ paid 20 / 60 / 20. */
import { addDays, montrealDay } from "@/lib/i18n/format";
import type { OfferTermsInput } from "@/lib/offers/schema";

export function offerTermsInput(overrides: Partial<OfferTermsInput> = {}): OfferTermsInput {
  const today = montrealDay();
  return {
    price: 450_000,
    purchase: "assets",
    inventory: "at_cost",
    inventoryEstimate: 35_000.5,
    downPayment: 90_000,
    bankLoan: 270_000,
    bankTermYears: 10,
    bankRate: 7.25,
    vendorLoan: 90_000,
    vendorTermYears: 5,
    vendorRate: 6,
    vendorDelayMonths: 12,
    earnout: null,
    earnoutConditions: "",
    financingCondition: true,
    dueDiligence: true,
    dueDiligenceDays: 45,
    leaseAssignment: true,
    transition: true,
    transitionWeeks: 8,
    nonCompete: true,
    nonCompeteYears: 3,
    otherConditions: "",
    closingDate: addDays(today, 90),
    lapseDate: addDays(today, 10),
    message: "Bonjour",
    ...overrides,
  };
}
