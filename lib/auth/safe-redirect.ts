/**
 * Open-redirect protection: a `redirect` value is followed only when it is a path on this site.
 * Refused: other hosts ("//evil.example", "/\\evil.example"), schemes ("https:", "javascript:"),
 * control characters and white space, and the same tricks hidden behind percent-encoding.
 */
const MAX_LENGTH = 2048;

function decodeRepeatedly(value: string): string | null {
  let current = value;
  for (let i = 0; i < 5; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/** The value when it is a safe local path ("/admin?x=1#y"), else null. */
export function safeLocalPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return null;
  const decoded = decodeRepeatedly(value);
  if (decoded === null) return null;
  // Raw value: no white space, control character or backslash (browsers strip or rewrite them).
  if (/[\u0000-\u0020\u007f\\]/.test(value)) return null;
  for (const candidate of [value, decoded]) {
    if (!candidate.startsWith("/")) return null;
    // "//host" and "/\host" are protocol-relative for browsers ("\" is read as "/").
    if (candidate.startsWith("//") || candidate.startsWith("/\\")) return null;
    if (/[\u0000-\u001f\u007f]/.test(candidate)) return null;
  }
  // Final check with the URL parser: the path must stay on the base origin.
  const base = "http://local.invalid";
  try {
    const url = new URL(value, base);
    if (url.origin !== base) return null;
  } catch {
    return null;
  }
  return value;
}

/** The safe local path, else the fallback. */
export function safeRedirectOr(value: unknown, fallback: string): string {
  return safeLocalPath(value) ?? fallback;
}
