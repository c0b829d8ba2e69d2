import { describe, expect, it } from "vitest";
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
});
