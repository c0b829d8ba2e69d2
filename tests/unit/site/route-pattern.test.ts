import { describe, expect, test } from "vitest";
import { routePattern, withoutLocale } from "@/lib/site/route-pattern";

describe("page-view route and path", () => {
  test("strips the locale prefix", () => {
    expect(withoutLocale("/en/contact")).toEqual({ locale: "en", path: "/contact" });
    expect(withoutLocale("/en")).toEqual({ locale: "en", path: "/" });
    expect(withoutLocale("/contact")).toEqual({ locale: "fr", path: "/contact" });
    expect(withoutLocale("/")).toEqual({ locale: "fr", path: "/" });
  });

  test("names the route a path matched, in both languages", () => {
    expect(routePattern("/entreprises/boulangerie-x", { locale: "fr", slug: "boulangerie-x" })).toBe(
      "/entreprises/[slug]",
    );
    expect(routePattern("/en/entreprises/boulangerie-x", { locale: "en", slug: "boulangerie-x" })).toBe(
      "/entreprises/[slug]",
    );
    expect(routePattern("/en", { locale: "en" })).toBe("/");
    expect(routePattern("/no/such/page", { locale: "fr", rest: ["no", "such", "page"] })).toBe("/[...rest]");
  });
});
