/**
 * The slug rule of spec §5: lowercase, accents removed, spaces to hyphens, non-word
 * characters dropped, repeated and edge hyphens trimmed.
 *
 * public.slugify (supabase/schemas/platform.sql) implements the same
 * steps in SQL; tests/integration/supabase/slug.test.ts checks that both give the same result.
 *
 * 1. Canonical decomposition (NFD), then the combining accents U+0300–U+036F are removed:
 *    "é" → "e", "Ç" → "C".
 * 2. Letters that have no decomposition are spelt out, so French words keep their letters:
 *    "œ" → "oe", "æ" → "ae", "ß" → "ss", "ø" → "o", "ł" → "l", "đ" → "d" ("Sœur" → "soeur").
 * 3. Lowercase.
 * 4. Each run of white space (what JavaScript's \s matches, no-break spaces included) → "-".
 * 5. Every character other than a–z, 0–9, "_" and "-" is dropped: apostrophes, punctuation,
 *    symbols, and letters of other scripts ("Restaurant l'Étoile" → "restaurant-letoile").
 *    "Word" characters are the ASCII ones of JavaScript's \w, so "_" stays.
 * 6. Repeated hyphens collapse to one; hyphens at either end are trimmed.
 *
 * The result may be empty (e.g. for "" or "!!!"); callers choose a fallback.
 */

const SPELT_OUT: Readonly<Record<string, string>> = {
  œ: "oe",
  Œ: "OE",
  æ: "ae",
  Æ: "AE",
  ß: "ss",
  ẞ: "SS",
  ø: "o",
  Ø: "O",
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
};

const COMBINING_ACCENTS = /[\u0300-\u036f]/g;
const NO_DECOMPOSITION = /[œŒæÆßẞøØłŁđĐ]/g;
// Written out rather than \s so that the SQL version can use exactly the same class.
const WHITE_SPACE = /[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+/g;
const NOT_WORD_OR_HYPHEN = /[^a-z0-9_-]/g;

export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(COMBINING_ACCENTS, "")
    .replace(NO_DECOMPOSITION, (letter) => SPELT_OUT[letter] ?? "")
    .toLowerCase()
    .replace(WHITE_SPACE, "-")
    .replace(NOT_WORD_OR_HYPHEN, "")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** What a stored public_slug looks like (the profiles_public_slug_format check). */
export const SLUG_PATTERN = /^[a-z0-9_]+(-[a-z0-9_]+)*$/;
