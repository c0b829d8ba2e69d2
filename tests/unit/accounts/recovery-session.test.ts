import { describe, expect, test } from "vitest";
import { isRecoverySession, recoveryMarker, RECOVERY_LIFETIME_SECONDS } from "@/lib/accounts/recovery-session";

const secret = "a-test-secret-of-enough-length";
const claims = { sub: "user-1", session_id: "session-1" };
const now = Date.UTC(2026, 10, 25, 4, 0, 0);

describe("the recovery-session marker", () => {
  test("holds for the session it was made for, until it expires", () => {
    const marker = recoveryMarker(claims, now, secret)!;
    expect(isRecoverySession(marker, claims, now + 60_000, secret)).toBe(true);
    expect(isRecoverySession(marker, claims, now + RECOVERY_LIFETIME_SECONDS * 1000, secret)).toBe(false);
  });

  test("does not move to another session or user, and cannot be altered or made without the secret", () => {
    const marker = recoveryMarker(claims, now, secret)!;
    expect(isRecoverySession(marker, { ...claims, session_id: "session-2" }, now, secret)).toBe(false);
    expect(isRecoverySession(marker, { ...claims, sub: "user-2" }, now, secret)).toBe(false);
    const [expires, mac] = marker.split(".");
    expect(isRecoverySession(`${Number(expires) + 86_400}.${mac}`, claims, now, secret)).toBe(false);
    expect(
      isRecoverySession(recoveryMarker(claims, now, "another-secret-of-enough-length")!, claims, now, secret),
    ).toBe(false);
    expect(isRecoverySession(undefined, claims, now, secret)).toBe(false);
    expect(recoveryMarker({ sub: "user-1" }, now, secret)).toBeNull();
  });
});
