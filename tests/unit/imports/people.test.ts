import { describe, expect, it } from "vitest";
import { detectMapping } from "@/lib/imports/fields";
import { PEOPLE_FIELDS, readIndustries, readLanguage } from "@/lib/imports/people";
import { headerKey } from "@/lib/imports/values";

const industries = new Map([
  [headerKey("Commerce de détail"), 2],
  [headerKey("Retail"), 2],
  [headerKey("Restauration et alimentation"), 8],
]);

describe("people import rows", () => {
  it("reads the language in French or English, French when empty", () => {
    expect(readLanguage("")).toBe("fr");
    expect(readLanguage(null)).toBe("fr");
    expect(readLanguage("Français")).toBe("fr");
    expect(readLanguage("EN")).toBe("en");
    expect(readLanguage("en-CA")).toBe("en");
    expect(readLanguage("anglais")).toBe("en");
    expect(readLanguage("espagnol")).toBeNull();
  });

  it("reads industries by French or English name, any separator, once each; unknown names apart", () => {
    expect(readIndustries("Commerce de detail; Restauration et alimentation, retail", industries)).toEqual({
      ids: [2, 8],
      unknown: [],
    });
    expect(readIndustries("Retail | Aéronautique", industries)).toEqual({ ids: [2], unknown: ["Aéronautique"] });
    expect(readIndustries("", industries)).toEqual({ ids: [], unknown: [] });
  });

  it("maps French and English headers to the fields", () => {
    expect(
      detectMapping(PEOPLE_FIELDS, ["Courriel", "Prénom", "Nom", "Téléphone", "Langue", "Secteurs d'intérêt", "Admin"]),
    ).toEqual({ email: 0, first_name: 1, last_name: 2, phone: 3, language: 4, industries: 5, admin: 6 });
    expect(detectMapping(PEOPLE_FIELDS, ["E-mail", "First name", "Last name", "Preferred language"])).toMatchObject({
      email: 0,
      first_name: 1,
      last_name: 2,
      language: 3,
      phone: null,
    });
  });
});
