import { describe, expect, it } from "vitest";
import { userFilters } from "@/lib/accounts/admin-user-list";

describe("the user list's filters from the URL", () => {
  it("reads the role, listings, status and sign-up dates it knows", () => {
    expect(
      userFilters({
        q: "tremblay",
        role: "admin",
        listings: "no",
        status: "blocked",
        from: "2026-01-31",
        to: "2026-02-28",
      }),
    ).toEqual({
      search: "tremblay",
      admin: true,
      hasListings: false,
      blocked: true,
      from: "2026-01-31",
      to: "2026-02-28",
    });
    expect(userFilters({ role: "user", listings: "yes", status: "active" })).toMatchObject({
      admin: false,
      hasListings: true,
      blocked: false,
    });
  });

  it("ignores values it does not know and days that do not exist", () => {
    expect(userFilters({ role: "root", listings: "1", status: "x", from: "2026-02-30", to: "26-01-01" })).toEqual({
      search: undefined,
      admin: undefined,
      hasListings: undefined,
      blocked: undefined,
      from: undefined,
      to: undefined,
    });
  });
});
