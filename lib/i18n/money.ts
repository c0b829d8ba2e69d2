/**
 * Amounts as people type them in each language: "1 250 000", "1 250 000,50 $" in French,
 * "1,250,000.50" or "$1,250,000" in English. Parsed to dollars (two decimals at most);
 * null when empty, NaN when it is not an amount.
 */
export function parseMoney(text: string, locale: string): number | null {
  const cleaned = text.replace(/[\s\u00a0\u202f$]/g, "").replace(/CAD$/i, "");
  if (cleaned === "") return null;
  const french = locale.startsWith("fr");
  // French writes the decimal with a comma; English uses commas between thousands.
  const normalized = french ? cleaned.replace(/\./g, "").replace(",", ".") : cleaned.replace(/,/g, "");
  if (!/^-?\d+(\.\d{1,2})?$/.test(normalized)) return Number.NaN;
  return Number(normalized);
}

/** An amount as shown in a field: grouped per locale, cents only when there are some. */
export function formatMoneyInput(value: number | null | undefined, locale: string): string {
  if (value === null || value === undefined || Number.isNaN(value)) return "";
  return new Intl.NumberFormat(locale === "en" ? "en-CA" : "fr-CA", {
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(value);
}
