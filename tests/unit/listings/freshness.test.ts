import { describe, expect, it } from "vitest";
import { CONFIRM_TOKEN_TTL_SECONDS, signListingToken, verifyListingToken } from "@/lib/listings/freshness-token";
import { handleFreshnessCron } from "@/lib/listings/freshness-cron";
import { staleDays } from "@/lib/listings/freshness";

const SECRET = "a-test-secret-of-32-characters!!";
const NOW = Date.UTC(2026, 10, 23, 12);

describe("the confirmation link's token", () => {
  it("names one listing for the purpose it was signed for, until it expires", () => {
    const token = signListingToken({ kind: "entreprise", id: 42 }, SECRET, NOW);
    expect(verifyListingToken(token, SECRET, "confirm", NOW)).toEqual({ ok: true, kind: "entreprise", id: 42 });
    expect(verifyListingToken(token, SECRET, "confirm", NOW + (CONFIRM_TOKEN_TTL_SECONDS - 60) * 1000)).toMatchObject({
      ok: true,
    });
    expect(verifyListingToken(token, SECRET, "confirm", NOW + (CONFIRM_TOKEN_TTL_SECONDS + 1) * 1000)).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("is refused when forged, altered, signed for another purpose or malformed", () => {
    const token = signListingToken({ kind: "immobilier", id: 7 }, SECRET, NOW);
    expect(verifyListingToken(token, "another-secret-of-32-characters!", "confirm", NOW)).toEqual({
      ok: false,
      reason: "forged",
    });
    const [body, mac] = token.split(".");
    const altered = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body!, "base64url").toString()), id: 8 }),
    ).toString("base64url");
    expect(verifyListingToken(`${altered}.${mac}`, SECRET, "confirm", NOW)).toEqual({ ok: false, reason: "forged" });
    const other = signListingToken({ kind: "immobilier", id: 7, purpose: "unsubscribe" }, SECRET, NOW);
    expect(verifyListingToken(other, SECRET, "confirm", NOW)).toEqual({ ok: false, reason: "purpose" });
    for (const bad of [undefined, null, "", "abc", "a.b.c", `${body}.`, "x".repeat(600)]) {
      expect(verifyListingToken(bad, SECRET, "confirm", NOW)).toMatchObject({ ok: false });
    }
  });
});

describe("staleness on the public page", () => {
  it("counts whole days for published and under-offer listings from 90 days on", () => {
    const ago = (days: number) => new Date(NOW - days * 86_400_000 - 3_600_000).toISOString();
    expect(staleDays({ status: "published", last_confirmed_at: ago(89) }, NOW)).toBeNull();
    expect(staleDays({ status: "published", last_confirmed_at: ago(90) }, NOW)).toBe(90);
    expect(staleDays({ status: "under_offer", last_confirmed_at: ago(120) }, NOW)).toBe(120);
    expect(staleDays({ status: "sold", last_confirmed_at: ago(400) }, NOW)).toBeNull();
  });
});

describe("the cron route's door", () => {
  const result = {
    stale: { entreprises: 1, immobilier: 0 },
    expired: { entreprises: 0, immobilier: 0 },
    reminders: { due: 2, sent: 2, failed: 0, alreadySent: 0 },
    outbox: { retried: 0, sent: 0 },
  };
  const request = (authorization?: string) =>
    new Request("http://localhost/api/cron/listing-freshness", {
      method: "POST",
      headers: authorization ? { authorization } : {},
    });
  let runs = 0;
  const run = async () => {
    runs++;
    return result;
  };

  it("refuses a call without the bearer secret, or with a wrong one, without running the job", async () => {
    runs = 0;
    for (const header of [undefined, "Bearer nope", `Basic ${SECRET}`, `Bearer ${SECRET}x`, `bearer ${SECRET}`]) {
      const response = await handleFreshnessCron(request(header), run, SECRET);
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toContain("Bearer");
    }
    // No secret configured: the door stays shut.
    expect((await handleFreshnessCron(request("Bearer "), run, null)).status).toBe(401);
    expect(runs).toBe(0);
  });

  it("runs the job and answers its counts for the right secret; a failure is a 500", async () => {
    const response = await handleFreshnessCron(request(`Bearer ${SECRET}`), run, SECRET);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ ok: true, ...result });
    const failing = await handleFreshnessCron(
      request(`Bearer ${SECRET}`),
      () => Promise.reject(new Error("boom")),
      SECRET,
    );
    expect(failing.status).toBe(500);
  });
});
