/** Issue 39: a Canadian postal code is stored as Canada Post writes it, however it was typed. */
import { expect, test } from "vitest";
import { canadianPostalCode } from "@/lib/postal-code";

test("a Canadian postal code as Canada Post writes it, whatever the case, spaces or hyphen", () => {
  for (const typed of ["g1l2m5", "G1L2M5", "g1l 2m5", " G1L  2M5 ", "g1l-2m5"])
    expect(canadianPostalCode(typed)).toBe("G1L 2M5");
});

test("anything else is not a Canadian postal code", () => {
  for (const typed of ["", "12345", "G1L 2M", "SW1A 1AA", "G1L 2M55"]) expect(canadianPostalCode(typed)).toBeNull();
});
