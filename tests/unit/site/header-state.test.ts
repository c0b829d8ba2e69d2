import { describe, expect, test } from "vitest";
import { initialsOf } from "@/components/ui/initials";
import { nextCompactState } from "@/lib/site/header-state";

describe("header compact state", () => {
  test("turns compact only past 20 px of scroll", () => {
    expect(nextCompactState(false, 0)).toBe(false);
    expect(nextCompactState(false, 20)).toBe(false);
    expect(nextCompactState(false, 21)).toBe(true);
  });

  test("stays compact down to 10 px and reverts below it", () => {
    expect(nextCompactState(true, 15)).toBe(true);
    expect(nextCompactState(true, 10)).toBe(true);
    expect(nextCompactState(true, 9)).toBe(false);
  });
});

describe("avatar initials", () => {
  test("takes the first letters of the first and last names, two at most", () => {
    expect(initialsOf("Marie-Ève Tremblay")).toBe("MT");
    expect(initialsOf("jean de la fontaine")).toBe("JF");
    expect(initialsOf("Élodie")).toBe("É");
  });

  test("is empty without a name", () => {
    expect(initialsOf(null)).toBe("");
    expect(initialsOf("   ")).toBe("");
  });
});
