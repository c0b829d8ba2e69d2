import { describe, expect, test } from "vitest";
import { safeLocalPath, safeRedirectOr } from "@/lib/auth/safe-redirect";

describe("safeLocalPath", () => {
  test.each(["/admin", "/en/profil?tab=1#photo", "/entreprises?search=caf%C3%A9%20bar", "/"])(
    "keeps the local path %s",
    (path) => {
      expect(safeLocalPath(path)).toBe(path);
    },
  );

  test.each([
    "//evil.example",
    "//evil.example/admin",
    "/\\evil.example",
    "\\\\evil.example",
    "https://evil.example",
    "http:/evil.example",
    "javascript:alert(1)",
    "data:text/html,hi",
    "evil.example",
    "/%2F%2Fevil.example",
    "/%2f%2fevil.example",
    "%2F%2Fevil.example",
    "/%5Cevil.example",
    "/%252F%252Fevil.example",
    "/ /evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/%09/evil.example",
    "/%E0%A4%A",
    "",
    "/" + "a".repeat(3000),
  ])("refuses %j", (value) => {
    expect(safeLocalPath(value)).toBeNull();
  });

  test("refuses what is not a string", () => {
    expect(safeLocalPath(undefined)).toBeNull();
    expect(safeLocalPath(["/admin"])).toBeNull();
  });

  test("safeRedirectOr falls back", () => {
    expect(safeRedirectOr("//evil.example", "/admin")).toBe("/admin");
    expect(safeRedirectOr("/profil", "/admin")).toBe("/profil");
  });
});
