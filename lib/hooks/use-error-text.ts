"use client";

import { useTranslations } from "next-intl";

/** Turns an error key from a schema or an action into the visitor's language. */
export function useErrorText() {
  const t = useTranslations();
  return (key: string | undefined): string | undefined => {
    if (!key) return undefined;
    type Key = Parameters<typeof t>[0];
    return t.has(key as Key) ? t(key as Key) : t("forms.errors.invalid");
  };
}
