/** A postal code of the Canadian form: letter, digit, letter, digit, letter, digit. */
const CANADIAN_FORM = /^[A-Z]\d[A-Z]\d[A-Z]\d$/;

/**
 * A postal code as Canada Post writes it ("G1L 2M5"), whatever the case, spaces or hyphen typed
 * ("g1l2m5", "G1L-2M5"); null when it is not of the Canadian form. Postgres stores the same
 * (public.canadian_postal_code, applied by the tables' triggers).
 */
export function canadianPostalCode(typed: string): string | null {
  const compact = typed.replace(/[\s-]+/g, "").toUpperCase();
  return CANADIAN_FORM.test(compact) ? `${compact.slice(0, 3)} ${compact.slice(3)}` : null;
}
