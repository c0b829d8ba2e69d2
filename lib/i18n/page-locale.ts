import { hasLocale } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { routing, type Locale } from "@/lib/i18n/routing";

/** The page's locale from its params; an unknown one is a 404. Enables static rendering. */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

/** The page's locale (as `pageLocale`), and what `load` finds from the rest of its params (an item named by its path). */
export async function pageItem<P extends { locale: string }, T>(
  params: Promise<P>,
  load: (params: P) => Promise<T>,
): Promise<[Locale, T]> {
  const locale = await pageLocale(params);
  return [locale, await load(await params)];
}
