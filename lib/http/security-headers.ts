/**
 * The security headers of every response. Pages get a Content Security Policy with a nonce
 * (middleware.ts: fresh in every response), or, a cached page sent as is to every visitor without a
 * session, the hashes of its own inline scripts (lib/http/cached-pages.ts, page-memory.ts); everything the middleware does not see (route handlers, static files, Next's
 * own assets) gets the same headers from next.config.ts with a policy that allows no script at all.
 */

export type CspOptions = {
  /** The per-request nonce; null for responses that never run a script (files, JSON). */
  nonce: string | null;
  /** The Supabase project's origin: the browser talks to it (Auth, Storage images). */
  supabaseUrl: string;
  /** `next dev` evaluates code (React's dev tools, fast refresh). */
  dev?: boolean;
  /** Hash sources of the constant inline scripts every page carries (the colour-mode script). */
  hashes?: readonly string[];
  /**
   * Without a nonce: the hash sources of this response's own inline scripts (a cached page sent as
   * is to every visitor, lib/http/page-memory.ts); its external scripts are the site's ('self').
   */
  scriptHashes?: readonly string[];
};

function origin(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return "";
  }
}

/** The Content-Security-Policy value. */
export function contentSecurityPolicy({
  nonce,
  supabaseUrl,
  dev = false,
  hashes = [],
  scriptHashes,
}: CspOptions): string {
  const supabase = origin(supabaseUrl);
  const realtime = supabase.replace(/^http/, "ws");
  const evaluate = dev ? ["'unsafe-eval'"] : [];
  const script = nonce
    ? // strict-dynamic: the nonce'd bootstrap may load the framework's chunks; no other script runs.
      [`'self'`, `'nonce-${nonce}'`, `'strict-dynamic'`, ...hashes, ...evaluate].join(" ")
    : scriptHashes
      ? // No 'strict-dynamic' (it would ignore 'self'): the page's chunks are the site's own files.
        [`'self'`, ...scriptHashes, ...hashes, ...evaluate].join(" ")
      : "'none'";
  const directives: Record<string, string> = {
    "default-src": "'self'",
    "script-src": script,
    // style attributes (React's style prop) cannot carry a nonce; style injection cannot run code.
    "style-src": "'self' 'unsafe-inline'",
    "img-src": `'self' data: blob: ${supabase}`.trim(),
    "font-src": "'self'",
    "connect-src": `'self' ${supabase} ${realtime}${dev ? " ws:" : ""}`.trim(),
    "object-src": "'none'",
    "base-uri": "'self'",
    "form-action": "'self'",
    "frame-ancestors": "'none'",
    "frame-src": "'none'",
    "worker-src": "'self' blob:",
    "manifest-src": "'self'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join("; ");
}

/** Features the site never uses: nobody (not even an embedded page) may ask for them. */
const PERMISSIONS_POLICY = [
  "camera=()",
  "microphone=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "serial=()",
  "bluetooth=()",
  "hid=()",
  "midi=()",
  "magnetometer=()",
  "gyroscope=()",
  "accelerometer=()",
  "browsing-topics=()",
  "interest-cohort=()",
].join(", ");

/** Two years, subdomains included: the value the HSTS preload list asks for. */
export const HSTS = "max-age=63072000; includeSubDomains";

/** The headers every response carries (HSTS only over https, see `isHttps`). */
export function baseSecurityHeaders(): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}

/** Whether the visitor reached the site over https (directly, or through the host's proxy). */
export function isHttps(protocol: string, forwardedProto: string | null): boolean {
  return protocol === "https:" || forwardedProto?.split(",")[0]?.trim() === "https";
}

/** A 128-bit random nonce, base64. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
