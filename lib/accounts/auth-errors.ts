import {
  isAuthApiError,
  isAuthRetryableFetchError,
  isAuthWeakPasswordError,
  type AuthError,
} from "@supabase/supabase-js";
import { joinMessages, withValues } from "@/lib/i18n/message-keys";

export type AuthFailure = { message: string; fieldErrors: Record<string, string> };

const byCode: Record<string, AuthFailure> = {
  invalid_credentials: { message: "auth.errors.invalidCredentials", fieldErrors: {} },
  email_not_confirmed: { message: "auth.errors.emailNotConfirmed", fieldErrors: {} },
  over_request_rate_limit: { message: "auth.errors.tooManyAttempts", fieldErrors: {} },
  over_email_send_rate_limit: { message: "auth.errors.emailRateLimit", fieldErrors: {} },
  user_already_exists: { message: "auth.errors.emailTaken", fieldErrors: { email: "auth.errors.emailTaken" } },
  email_exists: { message: "auth.errors.emailTaken", fieldErrors: { email: "auth.errors.emailTaken" } },
  same_password: { message: "auth.errors.samePassword", fieldErrors: { password: "auth.errors.samePassword" } },
  signup_disabled: { message: "auth.errors.signupDisabled", fieldErrors: {} },
  email_address_invalid: { message: "auth.errors.emailInvalid", fieldErrors: { email: "auth.errors.emailInvalid" } },
  otp_expired: { message: "auth.errors.linkExpired", fieldErrors: {} },
  flow_state_not_found: { message: "auth.errors.linkExpired", fieldErrors: {} },
  flow_state_expired: { message: "auth.errors.linkExpired", fieldErrors: {} },
  bad_code_verifier: { message: "auth.errors.linkOtherBrowser", fieldErrors: {} },
  session_not_found: { message: "auth.errors.sessionExpired", fieldErrors: {} },
  user_banned: { message: "auth.errors.userBanned", fieldErrors: {} },
  reauthentication_needed: { message: "auth.errors.reauthenticationNeeded", fieldErrors: {} },
};

/** The weak-password reasons of the Auth API as messages for the password field. */
export function weakPasswordMessages(reasons: readonly string[], serverMessage: string): string {
  const min = /at least (\d+)/i.exec(serverMessage)?.[1];
  const keys = reasons.map((reason) => {
    if (reason === "length")
      return min ? withValues("auth.errors.weakPassword.length", { min }) : "auth.errors.weakPassword.lengthGeneric";
    if (reason === "characters") return "auth.errors.weakPassword.characters";
    if (reason === "pwned") return "auth.errors.weakPassword.pwned";
    return "auth.errors.weakPassword.generic";
  });
  return joinMessages(keys.length > 0 ? [...new Set(keys)] : ["auth.errors.weakPassword.generic"]);
}

/**
 * What the visitor is told about an Auth API error: a translated summary and, where it belongs
 * to a field, the message beside that field. `passwordField` names the form's password input.
 */
export function authFailure(error: AuthError, passwordField = "password"): AuthFailure {
  if (isAuthWeakPasswordError(error)) {
    return {
      message: "auth.errors.weakPassword.summary",
      fieldErrors: { [passwordField]: weakPasswordMessages(error.reasons, error.message) },
    };
  }
  const known = error.code ? byCode[error.code] : undefined;
  if (known) {
    if (known.fieldErrors.password && passwordField !== "password") {
      return { message: known.message, fieldErrors: { [passwordField]: known.fieldErrors.password } };
    }
    return known;
  }
  if (isAuthRetryableFetchError(error) || error.status === 502 || error.status === 503 || error.status === 504) {
    return { message: "auth.errors.network", fieldErrors: {} };
  }
  if (error.status === 429) return { message: "auth.errors.tooManyAttempts", fieldErrors: {} };
  if (isAuthApiError(error))
    console.error("[auth] unexpected Auth API error:", error.status, error.code, error.message);
  else console.error("[auth] unexpected auth error:", error.name, error.message);
  return { message: "auth.errors.unknown", fieldErrors: {} };
}
