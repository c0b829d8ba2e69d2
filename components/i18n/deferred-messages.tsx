import { getLocale, getMessages, getTimeZone } from "next-intl/server";
import type { ReactNode } from "react";
import { MessagesProvider } from "@/lib/i18n/messages-context";
import { pick, shellNamespaces } from "@/components/i18n/pick-messages";
import type { Locale } from "@/lib/i18n/routing";

/**
 * The shell's messages plus `namespaces` for the client components below, without next-intl's
 * client provider (the root layout, and public pages' forms and dialogs): the shell reads its
 * plain texts with `useText`, and the code that formats messages makes next-intl's provider from
 * these when it loads (WithIntl). This module does not import next-intl's client part.
 */
export async function DeferredMessages({
  namespaces = [],
  children,
}: {
  namespaces?: readonly string[];
  children: ReactNode;
}) {
  const messages = pick(await getMessages(), [...shellNamespaces, ...namespaces]);
  return (
    <MessagesProvider locale={(await getLocale()) as Locale} timeZone={await getTimeZone()} messages={messages}>
      {children}
    </MessagesProvider>
  );
}
