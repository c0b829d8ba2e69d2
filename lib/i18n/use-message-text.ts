"use client";

import { useTranslations } from "next-intl";
import { parseMessages } from "@/lib/i18n/message-keys";

/**
 * Turns message keys from schemas and actions (lib/i18n/message-keys.ts: values after "?",
 * several messages on separate lines) into text in the visitor's language.
 */
export function useMessageText() {
  const t = useTranslations();
  return (encoded: string | undefined): string | undefined => {
    if (!encoded) return undefined;
    return parseMessages(encoded)
      .map(({ key, values }) => {
        type Key = Parameters<typeof t>[0];
        return t.has(key as Key) ? t(key as Key, values as never) : t("forms.errors.invalid");
      })
      .join(" ");
  };
}
