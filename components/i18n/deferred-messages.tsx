import { getLocale, getTimeZone } from "next-intl/server";
import { MessagesProvider } from "@/lib/i18n/messages-context";
import { shellMessages, type MessagesProps } from "@/components/i18n/pick-messages";
import type { Locale } from "@/lib/i18n/routing";

/**
 * The shell's messages plus `namespaces` for the client components below, without next-intl's
 * client provider (the root layout, and public pages' forms and dialogs): the shell reads its
 * plain texts with `useText`, and the code that formats messages makes next-intl's provider from
 * these when it loads (WithIntl). This module does not import next-intl's client part.
 */
export async function DeferredMessages({ namespaces, children }: MessagesProps) {
  const messages = await shellMessages(namespaces);
  return (
    <MessagesProvider locale={(await getLocale()) as Locale} timeZone={await getTimeZone()} messages={messages}>
      {children}
    </MessagesProvider>
  );
}
