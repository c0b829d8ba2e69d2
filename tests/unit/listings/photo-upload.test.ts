import { describe, expect, it } from "vitest";
import { fitWithin, photoRefusal } from "@/lib/listings/photo-upload";

describe("listing photos before upload", () => {
  it("refuses files that are not accepted images or are over 20 MB", () => {
    expect(photoRefusal({ type: "image/svg+xml", size: 1000 })).toBe("badType");
    expect(photoRefusal({ type: "application/pdf", size: 1000 })).toBe("badType");
    expect(photoRefusal({ type: "image/jpeg", size: 21 * 1024 * 1024 })).toBe("tooBig");
    expect(photoRefusal({ type: "image/webp", size: 3 * 1024 * 1024 })).toBeNull();
  });

  it("scales the longer side down to 2000 px and never enlarges", () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 2000, height: 1500 });
    expect(fitWithin(1200, 5000)).toEqual({ width: 480, height: 2000 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
