import { describe, expect, it } from "vitest";
import { isCurrent, lenderLabel } from "@/lib/financing/prequalification/mark";
import { prequalificationMarkSchema, prequalificationRequestSchema } from "@/lib/financing/prequalification/schema";
import { addDays, montrealDay } from "@/lib/i18n/format";

const ask = {
  locale: "en",
  name: "Bea Buyer",
  email: "bea@example.test",
  phone: "",
  experience: "Ten years running a retail store.",
  province: "quebec",
  listing_id: "",
  deal_description: "A bakery in the Lower St. Lawrence.",
  price: "500,000",
  purchase_type: "asset",
  target_date: "",
  down_payment: "100,000",
  down_payment_source: "Savings",
  amount_requested: "350,000",
  seller_financing: "",
  working_capital: "",
  programs: [],
  consent_lenders: true,
  lender_ids: ["12", "7"],
  website: "",
} as const;

const errorsOf = (
  input: unknown,
  schema: {
    safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
  },
) => Object.fromEntries((schema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("a pre-qualification request", () => {
  it("is the financing request read in the form's language, with its lenders as ids", () => {
    const parsed = prequalificationRequestSchema.parse(ask);
    expect(parsed).toMatchObject({
      price: 500_000,
      amount_requested: 350_000,
      consent_lenders: true,
      lender_ids: [12, 7],
    });
  });

  it("says every error at once: the financing request's own, the lenders and the consent it needs", () => {
    expect(
      errorsOf(
        { ...ask, lender_ids: [], consent_lenders: false, down_payment: "900,000", name: "" },
        prequalificationRequestSchema,
      ),
    ).toMatchObject({
      lender_ids: "prequalification.errors.lendersRequired",
      consent_lenders: "prequalification.errors.consentRequired",
      down_payment: "financing.errors.downAbovePrice",
      name: "forms.errors.nameRequired",
    });
    expect(errorsOf({ ...ask, lender_ids: ["1", "2", "3", "4", "5", "6"] }, prequalificationRequestSchema)).toEqual({
      lender_ids: "prequalification.errors.tooManyLenders",
    });
    expect(errorsOf({ ...ask, lender_ids: "x" }, prequalificationRequestSchema)).toEqual({
      lender_ids: "prequalification.errors.lenderUnavailable",
    });
  });
});

describe("a mark", () => {
  const today = montrealDay();
  const mark = {
    request_id: "0b7e8f0e-3b1a-4c55-9d1e-2f3a4b5c6d7e",
    expert_id: "4",
    amount: 250_000,
    qualified_on: today,
    expires_on: addDays(today, 90),
  };

  it("is valid from a day not in the future until an expiry not past, within a year", () => {
    expect(prequalificationMarkSchema.safeParse(mark).success).toBe(true);
    expect(
      errorsOf({ ...mark, qualified_on: addDays(today, 1), expires_on: addDays(today, 2) }, prequalificationMarkSchema),
    ).toEqual({
      qualified_on: "prequalification.errors.qualifiedFuture",
    });
    expect(errorsOf({ ...mark, expires_on: addDays(today, -1) }, prequalificationMarkSchema)).toEqual({
      expires_on: "prequalification.errors.expiryPast",
    });
    expect(
      errorsOf(
        { ...mark, qualified_on: addDays(today, -5), expires_on: addDays(today, 362) },
        prequalificationMarkSchema,
      ),
    ).toEqual({
      expires_on: "prequalification.errors.expiryTooFar",
    });
    expect(errorsOf({ ...mark, amount: Number.NaN, expert_id: "" }, prequalificationMarkSchema)).toEqual({
      amount: "financing.errors.amountInvalid",
      expert_id: "prequalification.errors.lenderRequired",
    });
  });

  it("is current until its expires_at, and names its lender by firm then name", () => {
    expect(isCurrent({ expires_at: "2030-01-01T05:00:00Z" }, Date.parse("2030-01-01T04:59:59Z"))).toBe(true);
    expect(isCurrent({ expires_at: "2030-01-01T05:00:00Z" }, Date.parse("2030-01-01T05:00:00Z"))).toBe(false);
    expect(lenderLabel({ name: "Marie Roy", company: "Caisse du Lac" })).toBe("Caisse du Lac — Marie Roy");
    expect(lenderLabel({ name: "Marie Roy", company: " " })).toBe("Marie Roy");
  });
});
