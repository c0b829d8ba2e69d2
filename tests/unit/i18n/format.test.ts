import { describe, expect, test } from "vitest";
import { createTranslator } from "next-intl";
import {
  addDays,
  daysBetween,
  durationSince,
  elapsed,
  formatArea,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatNumber,
  formatPrice,
  formatRelativeDate,
  formatTime,
  montrealDay,
  montrealMoment,
  montrealWallClock,
} from "@/lib/i18n/format";
import enMessages from "@/messages/en.json";
import fr from "@/messages/fr.json";
import { pageWindow, pastLastPage } from "@/lib/http/paging";

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

describe("dates and times", () => {
  test("dates are long dates in Montréal's time zone", () => {
    expect(formatDate("2026-11-21T03:00:00Z", "fr")).toBe("20 novembre 2026");
    expect(formatDate("2026-11-21T15:00:00Z", "en")).toBe("November 21, 2026");
  });

  test("a calendar day (a Postgres date) is that day, not the UTC midnight before it in Montréal", () => {
    expect(formatDate("2026-11-28", "fr")).toBe("28 novembre 2026");
    expect(formatDate("2026-11-28", "en")).toBe("November 28, 2026");
    expect(plain(formatDayMonth("2026-10-30", "fr"))).toBe("30 oct.");
    expect(formatDayMonth("2026-10-30", "en")).toBe("Oct 30");
  });

  test("French writes the first of the month as 1er", () => {
    expect(formatDate("2027-04-01", "fr")).toBe("1er avril 2027");
    expect(formatDate("2027-04-01", "en")).toBe("April 1, 2027");
    expect(plain(formatDayMonth("2027-04-01", "fr"))).toBe("1er avr.");
    expect(plain(formatDateTime("2027-04-01T18:53:00Z", "fr"))).toBe("1er avril 2027 à 14 h 53");
    expect(formatDate("2027-04-11", "fr")).toBe("11 avril 2027");
    expect(formatDate("2027-04-21", "fr")).toBe("21 avril 2027");
  });

  test("times are Montréal's, written as each language does", () => {
    // A plan changed at 14:53 in Montréal (19:53 UTC): never "7:53 PM".
    expect(plain(formatDateTime("2026-11-28T19:53:00Z", "fr"))).toBe("28 novembre 2026 à 14 h 53");
    expect(plain(formatDateTime("2026-11-28T19:53:00Z", "en"))).toBe("November 28, 2026 at 2:53 p.m.");
    // A digest run at 15:00 in Montréal, never "20 h 00".
    expect(plain(formatTime("2026-11-28T20:00:00Z", "fr"))).toBe("15 h 00");
    expect(plain(formatTime("2026-11-28T20:00:00Z", "en"))).toBe("3:00 p.m.");
    // Summer time too.
    expect(plain(formatTime("2026-07-01T18:30:00Z", "fr"))).toBe("14 h 30");
  });
});

describe("Montréal's calendar", () => {
  // 22:00 in Montréal on 28 November is already 29 November in UTC.
  const evening = new Date("2026-11-29T03:00:00Z");

  test("today is Montréal's day, not UTC's", () => {
    expect(montrealDay(evening)).toBe("2026-11-28");
    expect(montrealDay("2026-11-28")).toBe("2026-11-28");
    expect(montrealDay(new Date("2026-07-01T03:59:00Z"))).toBe("2026-06-30");
    expect(montrealDay(new Date("2026-07-01T04:00:00Z"))).toBe("2026-07-01");
  });

  test("days add and count across months, years and changes of time", () => {
    expect(addDays("2026-11-28", 1)).toBe("2026-11-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(daysBetween("2026-11-01", "2026-11-28")).toBe(27);
    expect(daysBetween("2026-03-07", "2026-03-09")).toBe(2);
  });

  test("a Montréal wall-clock time is the right moment, winter and summer", () => {
    expect(montrealMoment("2026-11-28")).toBe("2026-11-28T05:00:00.000Z");
    expect(montrealMoment("2026-11-28T22:00")).toBe("2026-11-29T03:00:00.000Z");
    expect(montrealMoment("2026-07-01T00:00")).toBe("2026-07-01T04:00:00.000Z");
    expect(montrealMoment("2026-03-08T00:00")).toBe("2026-03-08T05:00:00.000Z");
    expect(montrealMoment("2026-03-09T00:00")).toBe("2026-03-09T04:00:00.000Z");
    expect(montrealWallClock("2026-11-29T03:00:00Z")).toBe("2026-11-28T22:00");
    expect(montrealMoment("28/11/2026")).toBeNull();
  });
});

describe("since durations", () => {
  test("elapsed time counts Montréal days and picks the largest sensible unit", () => {
    expect(elapsed(now.toISOString(), now)).toEqual({ value: 0, unit: "day" });
    expect(elapsed(daysAgo(5), now)).toEqual({ value: 5, unit: "day" });
    expect(elapsed(daysAgo(21), now)).toEqual({ value: 3, unit: "week" });
    expect(elapsed(daysAgo(95), now)).toEqual({ value: 3, unit: "month" });
    expect(elapsed(daysAgo(800), now)).toEqual({ value: 2, unit: "year" });
  });

  test("minutes after approval a listing is on the market since today, as it was confirmed today", () => {
    const approved = new Date(now.getTime() - 5 * 60 * 1000);
    expect(durationSince(approved, "en", now).days).toBe(0);
    expect(formatRelativeDate(approved, "en", now)).toBe("today");
    const t = createTranslator({ locale: "fr", messages: fr });
    const en = createTranslator({ locale: "en", messages: enMessages });
    expect(t("catalogue.onMarket", durationSince(approved, "fr", now))).toBe("En vente depuis aujourd'hui");
    expect(en("catalogue.onMarket", durationSince(approved, "en", now))).toBe("On the market since today");
    expect(en("listing.market.onMarket", durationSince(daysAgo(95), "en", now))).toBe("On the market for 3 months");
    expect(plain(t("realEstate.detail.onMarket", durationSince(daysAgo(95), "fr", now)))).toBe(
      "En ligne depuis 3 mois",
    );
  });

  test("a day is a Montréal day: approved at 23:50, it is one day on the market ten minutes later", () => {
    const midnight = new Date("2026-11-29T05:10:00Z"); // 00:10 in Montréal
    const lateEvening = new Date("2026-11-29T04:50:00Z"); // 23:50 the day before
    expect(durationSince(lateEvening, "en", midnight)).toEqual({ days: 1, duration: "1 day" });
    expect(formatRelativeDate(lateEvening, "en", midnight)).toBe("yesterday");
    // 22:00 in Montréal is the next UTC day, and still today.
    const tenPm = new Date("2026-11-29T03:00:00Z");
    expect(durationSince("2026-11-28T14:00:00Z", "en", tenPm).days).toBe(0);
    expect(formatRelativeDate("2026-11-28T14:00:00Z", "fr", tenPm)).toBe("aujourd’hui");
  });

  test("time on the market reads as a duration in both languages", () => {
    expect(plain(durationSince(daysAgo(95), "fr", now).duration)).toBe("3 mois");
    expect(durationSince(daysAgo(95), "en", now).duration).toBe("3 months");
    expect(durationSince(daysAgo(1), "en", now).duration).toBe("1 day");
    expect(plain(durationSince(daysAgo(400), "fr", now).duration)).toBe("13 mois");
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

  test("a page is past the end only of a list that has pages", () => {
    expect(pastLastPage(3, 2)).toBe(true);
    expect(pastLastPage(2, 2)).toBe(false);
    // An empty list says it is empty, not that page 3 does not exist.
    expect(pastLastPage(3, 0)).toBe(false);
  });
});
