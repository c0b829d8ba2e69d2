"use client";

import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { useClientMessages } from "@/lib/i18n/messages-context";

/**
 * next-intl's client provider, made from the page's messages (MessagesProvider) for code loaded
 * after the page's start that formats messages or reads them with next-intl's hooks: a form once
 * it is used, a dialog once it opens, the error page. Only such code imports this module, so
 * next-intl's client part is not in a public page's first load. Where ClientMessages already gave
 * the page next-intl's provider, that one is used.
 */
export function WithIntl({ children }: { children: ReactNode }) {
  const { locale, timeZone, messages, intl } = useClientMessages();
  if (intl) return children;
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
