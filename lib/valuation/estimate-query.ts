import { parseMoney } from "@/lib/i18n/money";
import { LEVELS, TRENDS, type Level, type Trend } from "./multiples";
import { sdeFromProfit } from "./sde";

/** The fields of the instant estimate's GET form, as they appear in the URL. */
export const ESTIMATE_FIELDS = [
  "category",
  "region",
  "revenue",
  "sde",
  "net_profit",
  "owner_salary",
  "add_backs",
  "ebitda",
  "inventory",
  "equipment",
  "real_estate",
  "real_estate_included",
  "years",
  "trend",
  "owner_dependence",
  "customer_concentration",
] as const;
export type EstimateField = (typeof ESTIMATE_FIELDS)[number];

export type EstimateForm = Record<EstimateField, string>;

export type ParsedEstimate = {
  category: string;
  region: string | null;
  revenue: number;
  sde: number;
  /** True when the SDE was worked out from the net profit, salary and add-backs. */
  sdeComputed: boolean;
  ebitda: number | null;
  inventory: number;
  equipment: number;
  realEstate: number;
  realEstateIncluded: boolean;
  yearsInBusiness: number;
  trend: Trend;
  ownerDependence: Level;
  customerConcentration: Level;
};

const MAX_AMOUNT = 1_000_000_000;

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim().slice(0, 200) ?? "";
}

/**
 * Reads /services/evaluation's query string: the form as typed (kept, whatever its errors), the
 * errors by field (message keys), and the parsed answers when everything needed is valid.
 * Nothing is checked before the form was sent once (no field in the URL, not even empty).
 */
export function readEstimateQuery(raw: Record<string, string | string[] | undefined>, locale: string) {
  const form = Object.fromEntries(ESTIMATE_FIELDS.map((k) => [k, first(raw[k])])) as EstimateForm;
  // Sent once as soon as any of its fields is in the URL, even empty (an empty form sent says what it lacks).
  const submitted = ESTIMATE_FIELDS.some((k) => raw[k] !== undefined);
  const errors: Partial<Record<EstimateField, string>> = {};
  if (!submitted) return { form, submitted, errors, parsed: null };

  const amount = (key: EstimateField, required: boolean, allowNegative = false): number | null => {
    const value = parseMoney(form[key], locale);
    if (value === null) {
      if (required) errors[key] = "valuation.errors.amountRequired";
      return null;
    }
    if (Number.isNaN(value)) errors[key] = "valuation.errors.amountInvalid";
    else if (!allowNegative && value < 0) errors[key] = "valuation.errors.amountNegative";
    else if (Math.abs(value) > MAX_AMOUNT) errors[key] = "valuation.errors.amountTooLarge";
    else return value;
    return null;
  };
  const choice = <T extends string>(key: EstimateField, options: readonly T[]): T | null => {
    if ((options as readonly string[]).includes(form[key])) return form[key] as T;
    errors[key] = "valuation.errors.choose";
    return null;
  };

  if (!form.category) errors.category = "valuation.errors.categoryRequired";
  const revenue = amount("revenue", true);
  let sde = amount("sde", false, true);
  let sdeComputed = false;
  if (sde === null && !errors.sde) {
    const netProfit = amount("net_profit", false, true);
    const salary = amount("owner_salary", false);
    const addBacks = amount("add_backs", false, true);
    if (netProfit === null && !errors.net_profit) errors.sde = "valuation.errors.sdeRequired";
    else if (netProfit !== null && !errors.owner_salary && !errors.add_backs) {
      sde = sdeFromProfit({ netProfit, ownerSalary: salary ?? 0, addBacks: [{ label: "", amount: addBacks ?? 0 }] });
      sdeComputed = true;
    }
  }
  if (sde !== null && sde <= 0) errors.sde = "valuation.errors.sdeNotPositive";
  if (sde !== null && revenue !== null && sde > revenue) errors.sde = "valuation.errors.sdeAboveRevenue";
  const ebitda = amount("ebitda", false, true);
  if (ebitda !== null && sde !== null && ebitda > sde) errors.ebitda = "valuation.errors.ebitdaAboveSde";
  const inventory = amount("inventory", false) ?? 0;
  const equipment = amount("equipment", false) ?? 0;
  const realEstateIncluded = form.real_estate_included === "1";
  const realEstate = amount("real_estate", realEstateIncluded) ?? 0;

  let yearsInBusiness: number | null = null;
  if (!/^\d{1,3}$/.test(form.years)) errors.years = "valuation.errors.yearsInvalid";
  else {
    yearsInBusiness = Number(form.years);
    if (yearsInBusiness > 200) errors.years = "valuation.errors.yearsInvalid";
  }
  const trend = choice("trend", TRENDS);
  const ownerDependence = choice("owner_dependence", LEVELS);
  const customerConcentration = choice("customer_concentration", LEVELS);

  if (
    Object.keys(errors).length > 0 ||
    revenue === null ||
    sde === null ||
    yearsInBusiness === null ||
    !trend ||
    !ownerDependence ||
    !customerConcentration
  ) {
    return { form, submitted, errors, parsed: null };
  }
  const parsed: ParsedEstimate = {
    category: form.category,
    region: form.region || null,
    revenue,
    sde,
    sdeComputed,
    ebitda,
    inventory,
    equipment,
    realEstate,
    realEstateIncluded,
    yearsInBusiness,
    trend,
    ownerDependence,
    customerConcentration,
  };
  return { form, submitted, errors, parsed };
}
