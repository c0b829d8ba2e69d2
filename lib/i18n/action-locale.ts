import "server-only";
import { getLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";
import { isLocale } from "./locale-path";

/** The visitor's locale in a server action (next-intl reads it from the request). */
export async function actionLocale(): Promise<Locale> {
  const locale = await getLocale();
  return isLocale(locale) ? locale : "fr";
}
