import { describe, expect, test } from "vitest";
import {
  elapsed,
  formatArea,
  formatDate,
  formatDurationSince,
  formatNumber,
  formatPrice,
  formatRelativeDate,
} from "@/lib/i18n/format";
import { pageWindow } from "@/lib/http/paging";

// Intl separates groups with narrow no-break spaces and "$" with a no-break space in fr-CA.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");
const now = new Date("2026-11-21T15:00:00Z");
const daysAgo = (n: number) => new Date(now.getTime() - n * 24 * 60 * 60 * 1000).toISOString();

describe("amounts and numbers", () => {
  test("CAD prices are written the Québec way in French and the Canadian way in English, without cents", () => {
    expect(plain(formatPrice(1_250_000, "fr"))).toBe("1 250 000 $");
    expect(formatPrice(1_250_000, "en")).toBe("$1,250,000");
    expect(formatPrice(685_000.4, "en")).toBe("$685,000");
    expect(plain(formatPrice(0, "fr"))).toBe("0 $");
  });

  test("numbers and areas use the locale's grouping", () => {
    expect(plain(formatNumber(12_500, "fr"))).toBe("12 500");
    expect(formatNumber(12_500, "en")).toBe("12,500");
    expect(plain(formatArea(12_500, "fr"))).toBe("12 500 pi²");
    expect(plain(formatArea(12_500, "en"))).toBe("12,500 sq. ft.");
  });
});

describe("dates and durations", () => {
  test("dates are long dates in Québec's time zone", () => {
    expect(formatDate("2026-11-21T03:00:00Z", "fr")).toBe("20 novembre 2026");
    expect(formatDate("2026-11-21T15:00:00Z", "en")).toBe("November 21, 2026");
  });

  test("elapsed time picks the largest sensible unit and never says zero", () => {
    expect(elapsed(now.toISOString(), now)).toEqual({ value: 1, unit: "day" });
    expect(elapsed(daysAgo(5), now)).toEqual({ value: 5, unit: "day" });
    expect(elapsed(daysAgo(21), now)).toEqual({ value: 3, unit: "week" });
    expect(elapsed(daysAgo(95), now)).toEqual({ value: 3, unit: "month" });
    expect(elapsed(daysAgo(800), now)).toEqual({ value: 2, unit: "year" });
  });

  test("time on the market reads as a duration in both languages", () => {
    expect(plain(formatDurationSince(daysAgo(95), "fr", now))).toBe("3 mois");
    expect(formatDurationSince(daysAgo(95), "en", now)).toBe("3 months");
    expect(formatDurationSince(daysAgo(1), "en", now)).toBe("1 day");
    expect(plain(formatDurationSince(daysAgo(400), "fr", now))).toBe("13 mois");
  });

  test("last confirmed reads as a relative date", () => {
    expect(formatRelativeDate(daysAgo(0), "fr", now)).toBe("aujourd’hui");
    expect(formatRelativeDate(daysAgo(0), "en", now)).toBe("today");
    expect(formatRelativeDate(daysAgo(1), "en", now)).toBe("yesterday");
    expect(plain(formatRelativeDate(daysAgo(3), "fr", now))).toBe("il y a 3 jours");
    expect(formatRelativeDate(daysAgo(21), "en", now)).toBe("3 weeks ago");
  });
});

describe("pagination window", () => {
  test("shows the ends and the pages around the current one, with gaps", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 20)).toEqual([1, null, 4, 5, 6, null, 20]);
    expect(pageWindow(3, 20)).toEqual([1, 2, 3, 4, null, 20]);
    expect(pageWindow(20, 20)).toEqual([1, null, 19, 20]);
  });
});
