import type { UserListQuery } from "@/lib/accounts/queries/admin-users";

/** The back office's user pages. */
export const usersPath = "/admin/gestion/utilisateurs";
export const userEditPath = (id: string) => `${usersPath}/${id}/edit`;

/** The user list's filters in its URL: search, role, listings, status and sign-up dates. */
export const USER_FILTERS = ["q", "role", "listings", "status", "from", "to"] as const;
type UserFilter = (typeof USER_FILTERS)[number];

/** A calendar day as the date field sends it (YYYY-MM-DD) that exists; anything else is no filter. */
function day(value: string | undefined): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

function yesNo(value: string | undefined, yes: string, no: string): boolean | undefined {
  return value === yes ? true : value === no ? false : undefined;
}

/** The URL's filters as the list query takes them; a value it does not know is ignored. */
export function userFilters(
  raw: Partial<Record<UserFilter, string>>,
): Pick<UserListQuery, "search" | "admin" | "hasListings" | "blocked" | "from" | "to"> {
  return {
    search: raw.q,
    admin: yesNo(raw.role, "admin", "user"),
    hasListings: yesNo(raw.listings, "yes", "no"),
    blocked: yesNo(raw.status, "blocked", "active"),
    from: day(raw.from),
    to: day(raw.to),
  };
}
