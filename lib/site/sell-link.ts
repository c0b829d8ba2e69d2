import { localizePath } from "@/lib/i18n/locale-path";
import type { Locale } from "@/lib/i18n/routing";

/** Where the new business editor is, in the visitor's language. */
function newBusinessPath(locale: Locale): string {
  return localizePath("/admin/entreprises/new", locale);
}

/**
 * "Sell my business": a visitor signs up and then lands on a new business; a signed-in owner is sent
 * straight there (the guest guard follows `redirect`). `query` adds the plan chosen, if any.
 */
export function sellHref(locale: Locale, query: Record<string, string> = {}): string {
  return `/signup?${new URLSearchParams({ ...query, redirect: newBusinessPath(locale) }).toString()}`;
}
