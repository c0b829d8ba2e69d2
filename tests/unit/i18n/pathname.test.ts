import { describe, expect, it } from "vitest";
import { formatHref, getPathname } from "@/lib/i18n/pathname";

describe("formatHref", () => {
  it("keeps a string as it is", () => {
    expect(formatHref("/entreprises?page=2#top")).toBe("/entreprises?page=2#top");
  });

  it("writes a path, its query and its hash as next/link did", () => {
    expect(formatHref({ pathname: "/services/financement", query: { listing: "cafe du coin" }, hash: "demande" })).toBe(
      "/services/financement?listing=cafe+du+coin#demande",
    );
    expect(formatHref({ pathname: "/entreprises", query: { region: ["a", "b"], page: 2, financing: true } })).toBe(
      "/entreprises?region=a&region=b&page=2&financing=true",
    );
    // A value next/link cannot write is an empty parameter, not the text "undefined".
    expect(formatHref({ pathname: "/entreprises", query: { search: undefined, sort: null } })).toBe(
      "/entreprises?search=&sort=",
    );
    expect(formatHref({ pathname: "/entreprises", query: {} })).toBe("/entreprises");
  });

  it("agrees with getPathname on a prefixed path", () => {
    expect(formatHref(getPathname({ href: "/entreprises", locale: "en" }))).toBe("/en/entreprises");
  });
});
