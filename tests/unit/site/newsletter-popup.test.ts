import { describe, expect, test } from "vitest";
import {
  isFormBusy,
  isPopupSuppressed,
  parseDismissal,
  POPUP_AFTER_SUBMIT_MS,
  POPUP_SUPPRESS_MS,
  scrollRatio,
} from "@/lib/site/newsletter-popup";

const day = 24 * 60 * 60 * 1000;

describe("newsletter popup rules", () => {
  test("is suppressed for 30 days after being closed or used", () => {
    const now = Date.UTC(2026, 10, 21);
    expect(POPUP_SUPPRESS_MS).toBe(30 * day);
    expect(isPopupSuppressed(null, now)).toBe(false);
    expect(isPopupSuppressed({ at: now - 29 * day, reason: "closed" }, now)).toBe(true);
    expect(isPopupSuppressed({ at: now - 29 * day, reason: "subscribed" }, now)).toBe(true);
    expect(isPopupSuppressed({ at: now - 30 * day, reason: "closed" }, now)).toBe(false);
  });

  test("ignores a stored value it cannot read", () => {
    expect(parseDismissal(null)).toBeNull();
    expect(parseDismissal("not json")).toBeNull();
    expect(parseDismissal(JSON.stringify({ at: "yesterday", reason: "closed" }))).toBeNull();
    expect(parseDismissal(JSON.stringify({ at: 5, reason: "closed" }))).toEqual({ at: 5, reason: "closed" });
  });

  test("measures scroll as a share of the scrollable height", () => {
    expect(scrollRatio(400, 2000, 1000)).toBe(0.4);
    expect(scrollRatio(0, 800, 1000)).toBe(0);
    expect(scrollRatio(5000, 2000, 1000)).toBe(1);
  });
});

describe("the popup and forms", () => {
  const now = Date.UTC(2026, 10, 23, 12);
  const idle = { fieldFocused: false, unsentText: false, lastSubmitAt: null };

  test("waits while a field has the focus or holds unsent text", () => {
    expect(isFormBusy(idle, now)).toBe(false);
    expect(isFormBusy({ ...idle, fieldFocused: true }, now)).toBe(true);
    expect(isFormBusy({ ...idle, unsentText: true }, now)).toBe(true);
  });

  test("waits a minute after a form was sent", () => {
    expect(isFormBusy({ ...idle, lastSubmitAt: now - 5_000 }, now)).toBe(true);
    expect(isFormBusy({ ...idle, lastSubmitAt: now - POPUP_AFTER_SUBMIT_MS }, now)).toBe(false);
  });
});
