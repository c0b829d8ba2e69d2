import { describe, expect, test } from "vitest";
import { readReportRange } from "@/lib/reports/report-range";

describe("a back-office report's date range", () => {
  // 22:00 in Montréal on 28 November: already 29 November in UTC.
  const evening = new Date("2026-11-29T03:00:00Z");

  test("ends today in Montréal and covers 30 days by default", () => {
    const range = readReportRange(undefined, undefined, evening);
    expect(range.to).toBe("2026-11-28");
    expect(range.from).toBe("2026-10-30");
    expect(range.days).toHaveLength(30);
    expect(range.days.at(-1)).toBe("2026-11-28");
  });

  test("keeps the days asked for, in order, and a year at most", () => {
    expect(readReportRange("2026-11-28", "2026-11-28", evening).days).toEqual(["2026-11-28"]);
    expect(readReportRange("2026-02-27", "2026-03-02", evening).days).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
    expect(readReportRange("2020-01-01", "2026-11-28", evening).days).toHaveLength(366);
    expect(readReportRange("2026-11-29", "2026-11-20", evening).from).toBe("2026-11-20");
    expect(readReportRange("2026-02-30", "nope", evening)).toMatchObject({ from: "2026-10-30", to: "2026-11-28" });
  });
});
