import { withSignedUrlCompat } from "./storage-compat";

/**
 * Server-side calls to Supabase give up after this long, so that a page answers its error page and a
 * form says "try again" instead of hanging when the database or the API stalls (`npm run chaos`).
 */
const SUPABASE_TIMEOUT_MS = 10_000;

/** A fetch that aborts after `ms` (and still honours the caller's own signal). */
export function timeoutFetch(ms: number): typeof fetch {
  return (input, init) => {
    const timeout = AbortSignal.timeout(ms);
    return fetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout });
  };
}

/** The servers' fetch to Supabase: the timeout, and lite's signed URLs read as hosted Storage's (storage-compat.ts). */
export const fetchWithTimeout = withSignedUrlCompat(timeoutFetch(SUPABASE_TIMEOUT_MS));
