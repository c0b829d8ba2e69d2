import { AuthApiError, AuthRetryableFetchError, AuthWeakPasswordError } from "@supabase/supabase-js";
import { describe, expect, test, vi } from "vitest";
import { authFailure, weakPasswordMessages } from "@/lib/accounts/auth-errors";
import { confirmTarget, failureTarget } from "@/lib/accounts/confirm-link";
import { imageType } from "@/lib/accounts/internal/image-type";
import { joinMessages, parseMessages, withValues } from "@/lib/i18n/message-keys";

describe("Auth API errors become translated messages", () => {
  test("invalid credentials, unconfirmed e-mail, too many attempts", () => {
    expect(authFailure(new AuthApiError("Invalid login credentials", 400, "invalid_credentials")).message).toBe(
      "auth.errors.invalidCredentials",
    );
    expect(authFailure(new AuthApiError("Email not confirmed", 400, "email_not_confirmed")).message).toBe(
      "auth.errors.emailNotConfirmed",
    );
    expect(authFailure(new AuthApiError("Too many", 429, "over_request_rate_limit")).message).toBe(
      "auth.errors.tooManyAttempts",
    );
    expect(authFailure(new AuthApiError("Slow down", 429, undefined)).message).toBe("auth.errors.tooManyAttempts");
  });

  test("an existing e-mail is reported beside the e-mail field", () => {
    expect(authFailure(new AuthApiError("User already registered", 422, "user_already_exists")).fieldErrors).toEqual({
      email: "auth.errors.emailTaken",
    });
  });

  test("a weak password lists each reason beside the password field", () => {
    const error = new AuthWeakPasswordError("Password should be at least 10 characters.", 422, [
      "length",
      "characters",
    ]);
    const failure = authFailure(error, "newPassword");
    expect(failure.message).toBe("auth.errors.weakPassword.summary");
    expect(parseMessages(failure.fieldErrors.newPassword!)).toEqual([
      { key: "auth.errors.weakPassword.length", values: { min: "10" } },
      { key: "auth.errors.weakPassword.characters", values: {} },
    ]);
    expect(weakPasswordMessages([], "")).toBe("auth.errors.weakPassword.generic");
  });

  test("network failures and unknown errors", () => {
    expect(authFailure(new AuthRetryableFetchError("fetch failed", 0)).message).toBe("auth.errors.network");
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(authFailure(new AuthApiError("odd", 500, "unexpected_failure")).message).toBe("auth.errors.unknown");
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});

test("message keys carry values and several messages", () => {
  const encoded = joinMessages([withValues("a.b", { min: 8 }), "c.d"]);
  expect(parseMessages(encoded)).toEqual([
    { key: "a.b", values: { min: "8" } },
    { key: "c.d", values: {} },
  ]);
});

describe("where e-mail links lead", () => {
  test("recovery → /update-password, e-mail change → /profil, else the saved page or /admin", () => {
    expect(confirmTarget({ type: "recovery", next: "/admin", saved: "/profil", locale: "en" })).toBe(
      "/en/update-password",
    );
    expect(confirmTarget({ type: "email_change", next: null, saved: undefined, locale: "fr" })).toBe(
      "/profil?email=updated",
    );
    expect(confirmTarget({ type: "signup", next: null, saved: "/en/profil", locale: "fr" })).toBe("/en/profil");
    expect(confirmTarget({ type: "signup", next: "//evil.example", saved: undefined, locale: "en" })).toBe("/en/admin");
    expect(failureTarget("recovery", "fr")).toBe("/password-reset?link=expired");
    expect(failureTarget("signup", "en")).toBe("/en/login?link=expired");
  });
});

test("image types come from the bytes", () => {
  expect(imageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe("image/png");
  expect(imageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
  expect(imageType(new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 "))).toBe("image/webp");
  expect(imageType(new TextEncoder().encode("<svg xmlns="))).toBeNull();
});
