/**
 * Reading the values of an imported cell, as people type them in French or in English:
 * amounts ("1 250 000 $", "1,250,000", "1 250 000,50", "$1,250,000.50"), dates ("2026-11-26",
 * "26/11/2026", "26 novembre 2026", "November 26, 2026"), yes/no. Each reader returns null when
 * the text is not such a value (the caller reports it); a blank cell is the caller's concern.
 */
import { calendarDayOf } from "@/lib/i18n/format";

const SPACES = /[\s\u00a0\u202f']/g;

/** An amount in dollars, or null when the text is not one. */
export function parseAmount(text: string): number | null {
  let s = text
    .trim()
    .replace(/^\$|\$$|\s*(\$|CAD|CA\$|C\$)\s*$/gi, "")
    .replace(/^(CAD|CA\$|C\$)\s*/i, "");
  s = s.replace(SPACES, "");
  const negative = /^-|^\(.*\)$/.test(s);
  s = s.replace(/^-|^\(|\)$/g, "").replace(/^\$/, "");
  if (!/^[\d.,]+$/.test(s) || !/\d/.test(s)) return null;
  const lastComma = s.lastIndexOf(",");
  const lastDot = s.lastIndexOf(".");
  let normal: string;
  if (lastComma >= 0 && lastDot >= 0) {
    // Both: the last one is the decimal separator, the other groups thousands.
    const decimal = lastComma > lastDot ? "," : ".";
    const group = decimal === "," ? "." : ",";
    normal = s.split(group).join("").replace(decimal, ".");
  } else if (lastComma >= 0) {
    // "1,250,000" groups thousands (English); "1250,50" or "0,5" is a French decimal comma.
    normal = /^\d{1,3}(,\d{3})+$/.test(s) ? s.replace(/,/g, "") : s.replace(",", ".");
  } else if (lastDot >= 0) {
    normal = /^\d{1,3}(\.\d{3}){2,}$/.test(s) ? s.replace(/\./g, "") : s;
  } else normal = s;
  if (!/^\d+(\.\d+)?$/.test(normal)) return null;
  const value = Number(normal);
  return Number.isFinite(value) ? (negative ? -value : value) : null;
}

/** A whole number ("12", "1 200", "1,200"), or null. */
export function parseWholeNumber(text: string): number | null {
  const value = parseAmount(text);
  return value !== null && Number.isInteger(value) ? value : null;
}

const MONTHS: Record<string, number> = {
  janvier: 1,
  january: 1,
  jan: 1,
  janv: 1,
  fevrier: 2,
  february: 2,
  feb: 2,
  fev: 2,
  fevr: 2,
  mars: 3,
  march: 3,
  mar: 3,
  avril: 4,
  april: 4,
  apr: 4,
  avr: 4,
  mai: 5,
  may: 5,
  juin: 6,
  june: 6,
  jun: 6,
  juillet: 7,
  july: 7,
  jul: 7,
  juil: 7,
  aout: 8,
  august: 8,
  aug: 8,
  septembre: 9,
  september: 9,
  sep: 9,
  sept: 9,
  octobre: 10,
  october: 10,
  oct: 10,
  novembre: 11,
  november: 11,
  nov: 11,
  decembre: 12,
  december: 12,
  dec: 12,
};

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return calendarDayOf(date);
}

/**
 * A day as YYYY-MM-DD, or null. Numeric days are read day first (26/11/2026, Quebec's and
 * France's order) unless the first number cannot be a month's day but the second can
 * (11/26/2026, the American order).
 */
export function parseDate(text: string): string | null {
  const s = fold(text.trim()).replace(/\s+/g, " ");
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ t].*)?$/.exec(s);
  if (m) return isoDay(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(s);
  if (m) {
    const [a, b, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
    return a <= 12 && b > 12 ? isoDay(year, a, b) : isoDay(year, b, a);
  }
  // "26 novembre 2026", "1er mars 2026", "26 Nov 2026"
  m = /^(\d{1,2})(?:er)? ([a-z]+)\.? (\d{4})$/.exec(s);
  if (m && MONTHS[m[2]!]) return isoDay(Number(m[3]), MONTHS[m[2]!]!, Number(m[1]));
  // "November 26, 2026", "Nov 26 2026"
  m = /^([a-z]+)\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})$/.exec(s);
  if (m && MONTHS[m[1]!]) return isoDay(Number(m[3]), MONTHS[m[1]!]!, Number(m[2]));
  return null;
}

const YES = new Set(["oui", "o", "yes", "y", "vrai", "true", "1", "x"]);
const NO = new Set(["non", "n", "no", "faux", "false", "0"]);

/** Yes or no in French or English, or null. */
export function parseYesNo(text: string): boolean | null {
  const s = fold(text.trim());
  return YES.has(s) ? true : NO.has(s) ? false : null;
}

/** A header or a name as compared: no accents, case, punctuation or spacing. */
export const headerKey = (text: string) =>
  fold(text)
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
