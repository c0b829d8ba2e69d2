import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { IntlPresent } from "@/lib/i18n/messages-context";
import { pick, shellNamespaces } from "@/components/i18n/pick-messages";

/**
 * The shell's messages plus `namespaces` ("plans.limits": one part of one) with next-intl's client
 * provider, for client components that use next-intl's hooks from their first render (the
 * workspace, the back office, the sign-in pages, the forms of /profil and /contact). Public pages
 * do without it (DeferredMessages): a module that renders this one puts next-intl's client part
 * in its page's first load.
 */
export async function ClientMessages({
  namespaces = [],
  children,
}: {
  namespaces?: readonly string[];
  children: ReactNode;
}) {
  const messages = pick(await getMessages(), [...shellNamespaces, ...namespaces]);
  return (
    <NextIntlClientProvider messages={messages as Awaited<ReturnType<typeof getMessages>>}>
      <IntlPresent>{children}</IntlPresent>
    </NextIntlClientProvider>
  );
}
