import { describe, expect, test } from "vitest";
import { provinceOptions } from "@/components/accounts/province-options";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";

describe("the provinces a form offers", () => {
  test("are in the order of their names in the page's language, not of their codes", () => {
    const fromFr = provinceOptions((code) => fr.profile.provinces[code], "fr").map((option) => option.label);
    expect(fromFr.slice(0, 4)).toEqual(["Alberta", "Colombie-Britannique", "Île-du-Prince-Édouard", "Manitoba"]);
    expect(fromFr.at(-1)).toBe("Yukon");
    const fromEn = provinceOptions((code) => en.profile.provinces[code], "en").map((option) => option.label);
    expect(fromEn.slice(0, 4)).toEqual(["Alberta", "British Columbia", "Manitoba", "New Brunswick"]);
    expect(fromEn).toContain("Prince Edward Island");
    expect(new Set(fromEn).size).toBe(13);
  });
});
