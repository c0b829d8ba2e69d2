import { describe, expect, test } from "vitest";
import { localizePath, splitLocale } from "@/lib/i18n/locale-path";
import { decide, isValidRoute, matchesPattern, redirectFor, type Viewer } from "@/lib/auth/routes";
import { specRoutes, type Access } from "@/tests/support/spec-routes";

const anonymous: Viewer = { signedIn: false, isAdmin: false };
const user: Viewer = { signedIn: true, isAdmin: false };
const admin: Viewer = { signedIn: true, isAdmin: true };

describe("patterns", () => {
  test("* is one segment, ** any number (zero too), {id} an id", () => {
    expect(matchesPattern("/admin/**", "/admin")).toBe(true);
    expect(matchesPattern("/admin/**", "/admin/gestion/blog/1/edit")).toBe(true);
    expect(matchesPattern("/admin/**", "/administration")).toBe(false);
    expect(matchesPattern("/admin/evaluations/*/show", "/admin/evaluations/7/show")).toBe(true);
    expect(matchesPattern("/admin/evaluations/*/show", "/admin/evaluations/7/edit")).toBe(false);
    expect(matchesPattern("/a/{id}/edit", "/a/42/edit")).toBe(true);
    expect(matchesPattern("/a/{id}/edit", "/a/0b0e9c1e-7d2c-4c53-9a07-5f5f5f5f5f5f/edit")).toBe(true);
    expect(matchesPattern("/a/{id}/edit", "/a/abc/edit")).toBe(false);
  });

  test("route validation: malformed ids and internal paths are invalid", () => {
    expect(isValidRoute("/admin/entreprises/42/edit")).toBe(true);
    expect(isValidRoute("/admin/entreprises/abc/edit")).toBe(false);
    expect(isValidRoute("/admin/entreprises/0/edit")).toBe(false);
    expect(isValidRoute("/admin/forbidden")).toBe(false);
    expect(isValidRoute("/entreprises/abc")).toBe(true);
  });

  test("redirect rules", () => {
    expect(redirectFor("/connexion")).toBe("/login");
    expect(redirectFor("/profile/")).toBe("/profil");
    expect(redirectFor("/admin")).toBeNull();
  });
});

describe("the guard table agrees with every route of spec §2", () => {
  const expected: Record<Access, (v: Viewer) => string> = {
    public: () => "allow",
    open: () => "allow",
    guest: (v) => (v.signedIn ? "signed-in-away" : "allow"),
    user: (v) => (v.signedIn ? "allow" : "login"),
    admin: (v) => (!v.signedIn ? "login" : v.isAdmin ? "allow" : "forbidden"),
  };
  for (const route of specRoutes) {
    test(`${route.path} (${route.access})`, () => {
      for (const viewer of [anonymous, user, admin])
        expect(decide(route.path, viewer).kind).toBe(expected[route.access](viewer));
    });
  }

  test("/admin/gestion/franchises is a signed-in route, not an admin one: a franchisor's list and editor", () => {
    expect(decide("/admin/gestion/franchises", user).kind).toBe("allow");
    expect(decide("/admin/gestion/franchises/new", user).kind).toBe("allow");
    expect(decide("/admin/gestion/franchises/12/edit", user).kind).toBe("allow");
    expect(decide("/admin/gestion/formulaires", user).kind).toBe("forbidden");
  });
});

describe("locale prefixes", () => {
  test.each([
    ["/admin", "fr", "/admin"],
    ["/en", "en", "/"],
    ["/en/admin/gestion", "en", "/admin/gestion"],
    ["/entreprises", "fr", "/entreprises"],
    ["/enfants", "fr", "/enfants"],
  ])("%s → %s %s", (pathname, locale, path) => {
    expect(splitLocale(pathname)).toEqual({ locale, path });
  });

  test("localizePath", () => {
    expect(localizePath("/login", "fr")).toBe("/login");
    expect(localizePath("/login", "en")).toBe("/en/login");
    expect(localizePath("/", "en")).toBe("/en");
  });
});

describe("variants of a protected path get the same guard", () => {
  const anonymous: Viewer = { signedIn: false, isAdmin: false };
  const user: Viewer = { signedIn: true, isAdmin: false };
  test.each([
    "/%61dmin",
    "/%2561dmin",
    "//admin",
    "/ADMIN",
    "/admin/",
    "/Admin/Gestion",
    "/admin%2Fgestion",
    "/en//admin",
    "/PROFIL",
    "/Profil/",
  ])("%s sends an anonymous visitor to sign in", (path) => {
    expect(decide(path, anonymous).kind).toBe("login");
  });
  test.each(["/%61dmin/gestion", "/ADMIN/GESTION/utilisateurs", "//admin//gestion/", "/admin/%67estion"])(
    "%s is admin-only",
    (path) => {
      expect(decide(path, user).kind).toBe("forbidden");
    },
  );
  test("public paths stay public", () => {
    for (const path of ["/", "/entreprises", "/foo.bar", "/profil.json", "/administration-publique"])
      expect(decide(path, anonymous).kind).toBe("allow");
  });
});
