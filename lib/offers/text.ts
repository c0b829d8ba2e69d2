import "server-only";
import { createTranslator } from "use-intl/core";
import type { Locale } from "@/lib/i18n/routing";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";

/** next-intl's translator of the offers' messages in a language, for e-mails and PDFs (no request). */
export function offersText(locale: Locale) {
  return createTranslator({ locale, messages: locale === "en" ? en : fr, namespace: "offers" });
}
