import type { z } from "zod";

/** What every server action returns; messages are translation keys the form shows. */
export type ActionResult<T> =
  { ok: true; data: T } | { ok: false; fieldErrors: Record<string, string>; message: string };

/**
 * The failure of an action that needs a signed-in caller when there is no valid session (never
 * signed in, signed out, or the session revoked elsewhere): forms offer to sign in again.
 */
export const SESSION_ENDED = "forms.errors.sessionEnded";

/** The failure of an action whose caller's account an admin blocked (Postgres refuses its writes too). */
export const ACCOUNT_BLOCKED = "guards.accountBlocked";

export function ok<T>(data: T): ActionResult<T> {
  return { ok: true, data };
}

export function fail(message: string, fieldErrors: Record<string, string> = {}): ActionResult<never> {
  return { ok: false, fieldErrors, message };
}

/** The first error of each field, keyed by its path. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".");
    errors[key] ??= issue.message;
  }
  return errors;
}
