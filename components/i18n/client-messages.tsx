import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";

/**
 * The namespaces the shell's client components read on every page (header, footer, newsletter,
 * toaster, error boundaries) and the keys the shell's forms and actions send back (forms, data,
 * guards). Every other namespace stays out of every page's payload: a page whose client
 * components need more wraps them in <ClientMessages namespaces={…}>.
 */
const shellNamespaces = [
  "colorMode",
  "data",
  "errors",
  "footer",
  "forms",
  "guards",
  "header",
  "languageSwitch",
  "meta",
  "nav",
  "newsletter",
  "shell",
] as const;

/** The shell's messages plus `namespaces`, for the client components below. */
export async function ClientMessages({
  namespaces = [],
  children,
}: {
  namespaces?: readonly string[];
  children: ReactNode;
}) {
  const messages = await getMessages();
  const wanted = new Set<string>([...shellNamespaces, ...namespaces]);
  return (
    <NextIntlClientProvider
      messages={Object.fromEntries(Object.entries(messages).filter(([namespace]) => wanted.has(namespace)))}
    >
      {children}
    </NextIntlClientProvider>
  );
}
