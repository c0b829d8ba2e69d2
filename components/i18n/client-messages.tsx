import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { IntlPresent } from "@/lib/i18n/messages-context";
import { shellMessages, type MessagesProps } from "@/components/i18n/pick-messages";

/**
 * The shell's messages plus `namespaces` ("plans.limits": one part of one) with next-intl's client
 * provider, for client components that use next-intl's hooks from their first render (the
 * workspace, the back office, the sign-in pages, the forms of /profil and /contact). Public pages
 * do without it (DeferredMessages): a module that renders this one puts next-intl's client part
 * in its page's first load.
 */
export async function ClientMessages({ namespaces, children }: MessagesProps) {
  const messages = await shellMessages(namespaces);
  return (
    <NextIntlClientProvider messages={messages as Awaited<ReturnType<typeof getMessages>>}>
      <IntlPresent>{children}</IntlPresent>
    </NextIntlClientProvider>
  );
}
