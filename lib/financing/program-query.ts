import { parseMoney } from "@/lib/i18n/money";
import { AGE_BANDS, PROGRAM_PURCHASES, type ProgramDeal } from "./programs";

export const PROGRAM_FIELDS = ["price", "purchase", "age", "region"] as const;
export type ProgramForm = Record<(typeof PROGRAM_FIELDS)[number], string>;

const MAX_PRICE = 1_000_000_000;

/**
 * The programs' matcher form on /services/financement, read from the query string: the form as
 * typed, errors by field (message keys), and the deal once it is valid. Region is a slug,
 * resolved to an id with `regions`. Every field is optional: what is left out does not narrow.
 */
export function readProgramQuery(
  raw: Record<string, string | string[] | undefined>,
  locale: string,
  regions: readonly { id: number; slug: string }[],
) {
  const one = (k: string) => {
    const v = raw[k];
    return ((Array.isArray(v) ? v[0] : v) ?? "").trim().slice(0, 60);
  };
  const form = Object.fromEntries(PROGRAM_FIELDS.map((k) => [k, one(k)])) as ProgramForm;
  const errors: Partial<Record<keyof ProgramForm, string>> = {};
  const submitted = PROGRAM_FIELDS.some((k) => raw[k] !== undefined);
  const price = parseMoney(form.price, locale);
  if (price !== null && Number.isNaN(price)) errors.price = "financing.programs.errors.priceInvalid";
  else if (price !== null && price <= 0) errors.price = "financing.programs.errors.priceNegative";
  else if (price !== null && price > MAX_PRICE) errors.price = "financing.programs.errors.amountTooLarge";
  const purchase = PROGRAM_PURCHASES.find((p) => p === form.purchase) ?? null;
  if (form.purchase && !purchase) errors.purchase = "financing.programs.errors.choose";
  const ageBand = AGE_BANDS.find((a) => a === form.age) ?? null;
  if (form.age && !ageBand) errors.age = "financing.programs.errors.choose";
  const region = regions.find((r) => r.slug === form.region) ?? null;
  if (form.region && !region) errors.region = "financing.programs.errors.choose";
  const deal: ProgramDeal | null = Object.keys(errors).length
    ? null
    : { amount: price, purchase, ageBand, regionId: region?.id ?? null };
  return { form, errors, submitted, deal };
}
