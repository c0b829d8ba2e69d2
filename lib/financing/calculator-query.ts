import { parseMoney } from "@/lib/i18n/money";

export type CalculatorForm = { amount: string; rate: string; years: string };

/** Reads a rate typed as "6,5", "6.5" or "6,5 %". */
export function parseRate(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0\u202f%]/g, "").replace(",", ".");
  if (cleaned === "") return null;
  return /^\d{1,2}(\.\d{1,3})?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** The payment calculator's query string: the form as typed, errors by field (message keys), the values when valid. */
export function readCalculatorQuery(raw: Record<string, string | string[] | undefined>, locale: string) {
  const one = (k: string) => {
    const v = raw[k];
    return ((Array.isArray(v) ? v[0] : v) ?? "").trim().slice(0, 40);
  };
  const form: CalculatorForm = { amount: one("amount"), rate: one("rate"), years: one("years") };
  const errors: Partial<Record<keyof CalculatorForm, string>> = {};
  if (!form.amount && !form.rate && !form.years) return { form, errors, values: null };
  const amount = parseMoney(form.amount, locale);
  if (amount === null) errors.amount = "financing.errors.amountRequired";
  else if (Number.isNaN(amount) || amount <= 0 || amount > 100_000_000)
    errors.amount = "financing.errors.amountInvalid";
  const rate = parseRate(form.rate);
  if (rate === null) errors.rate = "financing.errors.rateRequired";
  else if (Number.isNaN(rate) || rate < 0 || rate > 30) errors.rate = "financing.errors.rateInvalid";
  const years = /^\d{1,2}$/.test(form.years) ? Number(form.years) : Number.NaN;
  if (!(years >= 1 && years <= 30)) errors.years = "financing.errors.termInvalid";
  if (Object.keys(errors).length) return { form, errors, values: null };
  return { form, errors, values: { amount: amount as number, rate: rate as number, years } };
}
