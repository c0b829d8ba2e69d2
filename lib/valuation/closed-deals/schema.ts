import { z } from "zod";
import { montrealDay } from "@/lib/i18n/format";

export const DEAL_PURCHASES = ["asset", "share"] as const;

const MAX_PRICE = 1_000_000_000;
const part = z
  .number({ error: "valuation.closedDeal.errors.amountInvalid" })
  .nullable()
  .transform((v) => v ?? 0)
  .refine((v) => !Number.isNaN(v), "valuation.closedDeal.errors.amountInvalid")
  .refine((v) => v >= 0, "valuation.closedDeal.errors.amountNegative")
  .refine((v) => v <= MAX_PRICE, "valuation.closedDeal.errors.amountTooLarge");

const cents = (v: number) => Math.round(v * 100);

/** The final price and structure a seller records once a business is sold (issue 42). */
export const closedDealSchema = z
  .object({
    entreprise_id: z.coerce.number().int().positive(),
    final_price: z
      .number({ error: "valuation.closedDeal.errors.priceRequired" })
      .nullable()
      .refine((v) => v !== null, "valuation.closedDeal.errors.priceRequired")
      .refine((v) => v === null || !Number.isNaN(v), "valuation.closedDeal.errors.amountInvalid")
      .refine((v) => v === null || Number.isNaN(v) || v > 0, "valuation.closedDeal.errors.priceNegative")
      .refine((v) => v === null || v <= MAX_PRICE, "valuation.closedDeal.errors.amountTooLarge")
      .transform((v) => v as number),
    purchase_type: z.enum(DEAL_PURCHASES, { error: "valuation.closedDeal.errors.purchaseRequired" }),
    cash_at_closing: part,
    bank_loan: part,
    vendor_take_back: part,
    earn_out: part,
    closed_on: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "valuation.closedDeal.errors.dateRequired")
      .refine((v) => !Number.isNaN(Date.parse(v)) && v >= "1950-01-01", "valuation.closedDeal.errors.dateRequired")
      .refine((v) => v <= montrealDay(), "valuation.closedDeal.errors.dateFuture"),
  })
  .refine(
    (v) =>
      cents(v.cash_at_closing) + cents(v.bank_loan) + cents(v.vendor_take_back) + cents(v.earn_out) ===
      cents(v.final_price),
    { path: ["cash_at_closing"], message: "valuation.closedDeal.errors.partsSum" },
  );

export type ClosedDealInput = z.input<typeof closedDealSchema>;
export type ClosedDealValues = z.output<typeof closedDealSchema>;
