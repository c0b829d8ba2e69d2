import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";

/** The message namespaces the account forms read in the browser (the root layout sends only the shell's). */
const namespaces = ["forms", "auth", "profile", "guards", "dashboard"] as const;

/** Gives the client components inside it the account namespaces (added to the shell's). */
export async function AccountMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  const picked = Object.fromEntries(namespaces.map((ns) => [ns, messages[ns]]));
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
