import { localizePath } from "@/lib/auth/locale-path";
import type { Locale } from "@/lib/i18n/routing";

/** Where the new listing editor is, in the visitor's language. */
export function newListingPath(locale: Locale): string {
  return localizePath("/admin/entreprises/new", locale);
}

/**
 * "Sell my business": a visitor signs up and then lands on a new listing; a signed-in owner is sent
 * straight there (the guest guard follows `redirect`). `query` adds the plan chosen, if any.
 */
export function sellHref(locale: Locale, query: Record<string, string> = {}): string {
  return `/signup?${new URLSearchParams({ ...query, redirect: newListingPath(locale) }).toString()}`;
}
