import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import { SITE_TIME_ZONE } from "./format";
import { routing } from "./routing";

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
    // Dates and times are formatted by lib/i18n/format.ts; next-intl's own clock is Montréal's too.
    timeZone: SITE_TIME_ZONE,
    // No fallback locale: a missing message must surface, never a silent string from the other language.
    onError(error) {
      throw error;
    },
  };
});
