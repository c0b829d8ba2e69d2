/** The states of an offer (issue 42): open while `sent` or `countered`, then final. */
export type OfferStatus = "sent" | "countered" | "accepted" | "declined" | "withdrawn" | "lapsed" | "closed";

export type OfferParty = "buyer" | "seller";

/** What is bought: the business's assets, or its shares. */
export const PURCHASES = ["assets", "shares"] as const;
type Purchase = (typeof PURCHASES)[number];

/** The inventory: included in the price, or paid at cost on closing (with an estimate). */
export const INVENTORY_TERMS = ["included", "at_cost"] as const;
type InventoryTerm = (typeof INVENTORY_TERMS)[number];

/** The lenders' common threshold of debt service coverage. */
export const DSCR_THRESHOLD = 1.25;

/** The terms of one version, as offer_versions keeps them: amounts in cents of CAD, rates in percent. */
export type OfferTerms = {
  price_cents: number;
  purchase: Purchase;
  inventory: InventoryTerm;
  inventory_estimate_cents: number | null;
  down_payment_cents: number;
  bank_loan_cents: number;
  bank_term_years: number | null;
  bank_rate: number | null;
  vendor_loan_cents: number;
  vendor_term_years: number | null;
  vendor_rate: number | null;
  vendor_delay_months: number | null;
  earnout_cents: number;
  earnout_conditions: string | null;
  financing_condition: boolean;
  due_diligence_days: number | null;
  lease_assignment: boolean;
  transition_weeks: number | null;
  non_compete_years: number | null;
  other_conditions: string | null;
  closing_date: string;
  lapse_date: string;
  message: string | null;
};

/** The parts that pay the price, in the order a summary lists them. */
export const PRICE_PARTS = ["down_payment_cents", "bank_loan_cents", "vendor_loan_cents", "earnout_cents"] as const;
export type PricePart = (typeof PRICE_PARTS)[number];
