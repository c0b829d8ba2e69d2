import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/i18n/format";
import { changedFields } from "@/lib/offers/describe";
import { offerTermsSchema, termsToInput, type OfferTermsInput } from "@/lib/offers/schema";
import type { OfferTerms } from "@/lib/offers/types";
import { offerTermsInput } from "@/tests/support/offer-terms";

/** A version's terms as the builder sends them. */
const terms = (overrides: Partial<OfferTermsInput> = {}): OfferTerms =>
  offerTermsSchema.parse(offerTermsInput(overrides));
const previous = terms();
const changed = (next: OfferTerms) => [...changedFields(previous, next)].sort();

describe("what a counter changed", () => {
  it("is nothing for a first version, or a counter that changes no term", () => {
    expect([...changedFields(undefined, previous)]).toEqual([]);
    expect(changed(terms())).toEqual([]);
  });

  it("marks each kind of term that differs, and only those", () => {
    expect(changed(terms({ price: 480_000, downPayment: 120_000 }))).toEqual(["down_payment_cents", "price_cents"]);
    expect(changed(terms({ bankRate: 6.5 }))).toEqual(["bank_rate"]);
    expect(changed(terms({ dueDiligenceDays: 60 }))).toEqual(["due_diligence_days"]);
    expect(changed(terms({ leaseAssignment: false }))).toEqual(["lease_assignment"]);
    expect(changed(terms({ purchase: "shares" }))).toEqual(["purchase"]);
    expect(changed(terms({ otherConditions: "Visite des lieux" }))).toEqual(["other_conditions"]);
    expect(changed(terms({ lapseDate: addDays(previous.lapse_date, 1) }))).toEqual(["lapse_date"]);
    // A term dropped is a change: a value becomes null, and back.
    expect(changed(terms({ nonCompete: false }))).toEqual(["non_compete_years"]);
    expect(changed(terms({ inventory: "included" }))).toEqual(["inventory", "inventory_estimate_cents"]);
    expect([...changedFields(terms({ nonCompete: false }), previous)]).toEqual(["non_compete_years"]);
  });

  it("leaves out the message and what identifies a version", () => {
    const stored = { ...previous, id: 2, offer_id: 1, version: 2, author_party: "seller", created_at: "2026-11-29" };
    expect(changed({ ...terms({ message: "Autre message" }), ...stored } as OfferTerms)).toEqual([]);
  });

  it("compares amounts in cents: the same sum typed again or read back from the database is no change", () => {
    // The builder prefills a counter from the last version (35 000,50 $ of inventory): sent as is, nothing changed.
    expect(changed(offerTermsSchema.parse({ ...termsToInput(previous), message: "" }))).toEqual([]);
    // Less than half a cent rounds to the same amount; a cent more is a change.
    expect(changed(terms({ inventoryEstimate: 35_000.504 }))).toEqual([]);
    expect(changed(terms({ inventoryEstimate: 35_000.51 }))).toEqual(["inventory_estimate_cents"]);
    // Rates as the local stack sends numeric columns (text) become numbers before they are compared.
    expect(changed({ ...previous, bank_rate: Number("7.250") })).toEqual([]);
  });
});
