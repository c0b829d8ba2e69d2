import { afterEach, describe, expect, it, vi } from "vitest";
import { fieldErrorsOf } from "@/lib/actions/result";
import { financingRequestSchema, type FinancingRequestInput } from "@/lib/financing/schema";

const request: FinancingRequestInput = {
  locale: "fr",
  name: "Émilie Tremblay",
  email: "emilie@example.com",
  phone: "",
  experience: "Dix ans en gestion de commerce de détail.",
  province: "QC",
  listing_id: "",
  deal_description: "Une boulangerie à Sherbrooke, deux employés.",
  price: "400 000",
  purchase_type: "share",
  target_date: "",
  down_payment: "80 000",
  down_payment_source: "Épargne personnelle",
  amount_requested: "320 000",
  seller_financing: "",
  working_capital: "",
  programs: [],
  consent_lenders: false,
  website: "",
};

describe("the financing request", () => {
  it("reads a complete request", () => {
    const parsed = financingRequestSchema.parse(request);
    expect(parsed).toMatchObject({ price: 400_000, down_payment: 80_000, amount_requested: 320_000 });
  });

  it("names every error in one round: the fields' own and those between amounts", () => {
    const result = financingRequestSchema.safeParse({
      ...request,
      name: "",
      down_payment_source: "",
      down_payment: "500 000",
      amount_requested: "450 000",
    });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toMatchObject({
      name: expect.any(String),
      down_payment_source: "financing.errors.sourceRequired",
      down_payment: "financing.errors.downAbovePrice",
      amount_requested: "financing.errors.requestAbovePrice",
    });
  });

  describe("the target date", () => {
    afterEach(() => vi.useRealTimers());
    const errors = (target_date: string) => {
      const result = financingRequestSchema.safeParse({ ...request, target_date });
      return result.success ? {} : fieldErrorsOf(result.error!);
    };

    it("may be today in Montréal until midnight there, not a day before", () => {
      // 22:00 in Montréal on 28 November: already the 29th in UTC.
      vi.useFakeTimers({ now: new Date("2026-11-29T03:00:00Z"), toFake: ["Date"] });
      expect(errors("2026-11-28")).not.toHaveProperty("target_date");
      expect(errors("2026-11-27")).toMatchObject({ target_date: "financing.errors.datePast" });
      // 00:30 in Montréal on the 29th.
      vi.setSystemTime(new Date("2026-11-29T05:30:00Z"));
      expect(errors("2026-11-28")).toMatchObject({ target_date: "financing.errors.datePast" });
      expect(errors("2026-11-29")).not.toHaveProperty("target_date");
    });
  });
});
