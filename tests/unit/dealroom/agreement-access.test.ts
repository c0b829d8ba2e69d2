import { describe, expect, it } from "vitest";
import { accessState, sellerChoices } from "@/lib/dealroom/access";
import { agreementParagraphs, isIntact, sha256Hex } from "@/lib/dealroom/agreement";

describe("a signed agreement's hash", () => {
  it("is the SHA-256 of the exact text in UTF-8, so any change shows", () => {
    const text = "ENTENTE DE CONFIDENTIALITÉ\n\n1. Objet\nÉvaluer l’acquisition.";
    const sha256 = sha256Hex(text);
    expect(sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(isIntact({ text, sha256 })).toBe(true);
    expect(isIntact({ text: text.replace("Évaluer", "Evaluer"), sha256 })).toBe(false);
    expect(agreementParagraphs(text)).toEqual([["ENTENTE DE CONFIDENTIALITÉ"], ["1. Objet", "Évaluer l’acquisition."]]);
  });
});

describe("the access states", () => {
  const now = new Date("2026-12-10T12:00:00Z");
  const later = "2027-01-01T00:00:00Z";
  const earlier = "2026-12-01T00:00:00Z";
  it("opens only an approved, unexpired access of a listing still offered", () => {
    expect(accessState({ status: "approved", expires_at: later, listingStatus: "published" }, now)).toBe("active");
    expect(accessState({ status: "approved", expires_at: later, listingStatus: "under_offer" }, now)).toBe("active");
    expect(accessState({ status: "approved", expires_at: earlier, listingStatus: "published" }, now)).toBe("expired");
    expect(accessState({ status: "approved", expires_at: later, listingStatus: "sold" }, now)).toBe("closed");
    expect(accessState({ status: "approved", expires_at: later, listingStatus: null }, now)).toBe("closed");
    expect(accessState({ status: "revoked", expires_at: later, listingStatus: "published" }, now)).toBe("revoked");
    expect(accessState({ status: "declined", expires_at: null, listingStatus: "published" }, now)).toBe("declined");
    expect(accessState({ status: "pending", expires_at: null, listingStatus: "archived" }, now)).toBe("closed");
  });

  it("offers the seller only the moves Postgres allows", () => {
    expect(sellerChoices("pending")).toEqual(["approve", "decline"]);
    expect(sellerChoices("active")).toEqual(["extend", "revoke"]);
    expect(sellerChoices("revoked")).toEqual([]);
    expect(sellerChoices("declined")).toEqual([]);
  });
});
