import { describe, expect, test } from "vitest";
import { footerRegions, headerLinks, isActivePath, isPopupAllowed, showsFooterCategories } from "@/lib/site/navigation";
import { activeSection, allGestionSections } from "@/lib/workspace/navigation";

describe("site navigation", () => {
  test("the header links are the five of the spec", () => {
    expect(headerLinks.map((l) => l.href)).toEqual([
      "/entreprises",
      "/immobilier",
      "/franchises",
      "/experts",
      "/services/financement",
      "/services/evaluation",
    ]);
  });

  test("a link is active when the path starts with its route", () => {
    expect(isActivePath("/entreprises", "/entreprises")).toBe(true);
    expect(isActivePath("/entreprises/regions/estrie", "/entreprises")).toBe(true);
    expect(isActivePath("/entreprises-x", "/entreprises")).toBe(false);
    expect(isActivePath("/", "/entreprises")).toBe(false);
  });

  test("the footer shows the first six regions only", () => {
    expect(footerRegions.map((r) => r.slug)).toEqual([
      "abitibi",
      "bas-saint-laurent",
      "capitale-nationale",
      "chaudiere-appalaches",
      "cote-nord",
      "estrie",
    ]);
  });

  test("the popup never shows on pages whose main task is a form", () => {
    for (const path of ["/login", "/signup", "/password-reset", "/update-password", "/auth-confirm"])
      expect(isPopupAllowed(path)).toBe(false);
    for (const path of [
      "/contact",
      "/profil",
      "/admin",
      "/admin/gestion/blog",
      "/entreprises/depanneur-a-laval",
      "/immobilier/local-a-louer",
    ]) {
      expect(isPopupAllowed(path)).toBe(false);
    }
    for (const path of [
      "/",
      "/loginx",
      "/entreprises",
      "/entreprises/regions",
      "/entreprises/regions/estrie",
      "/entreprises/categories/restaurants",
      "/immobilier",
      "/faq",
    ]) {
      expect(isPopupAllowed(path)).toBe(true);
    }
  });

  test("the footer categories are hidden under /admin", () => {
    expect(showsFooterCategories("/admin")).toBe(false);
    expect(showsFooterCategories("/admin/gestion/blog")).toBe(false);
    expect(showsFooterCategories("/administration")).toBe(true);
    expect(showsFooterCategories("/")).toBe(true);
  });

  test("the back-office sidebar marks the most specific section", () => {
    expect(activeSection(allGestionSections, "/admin/gestion")?.key).toBe("overview");
    expect(activeSection(allGestionSections, "/admin/gestion/blog/12/edit")?.key).toBe("blog");
    expect(activeSection(allGestionSections, "/admin/gestion/entreprise_categories/new")?.key).toBe("categories");
  });
});
