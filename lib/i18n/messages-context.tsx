"use client";

import { createContext, use, useMemo, type ReactNode } from "react";
import type { Locale } from "@/lib/i18n/routing";
import type AllMessages from "@/messages/fr.json";

type Messages = Record<string, unknown>;

/**
 * The visitor's language and the messages the server picked for the client components below
 * (components/i18n/deferred-messages.tsx), without next-intl's client provider and formatter: the
 * shell reads its plain texts with `useText`, and the code loaded later that formats messages
 * (forms, dialogs, the error page) wraps itself in `WithIntl` (components/i18n/with-intl.tsx),
 * which makes next-intl's provider from these messages then. `intl`: next-intl's provider is
 * already above (pages whose client components use next-intl from their first render).
 */
type Context = { locale: Locale; timeZone: string; messages: Messages; intl: boolean };

const MessagesContext = createContext<Context | null>(null);

export function MessagesProvider({
  locale,
  timeZone,
  messages,
  children,
}: {
  locale: Locale;
  timeZone: string;
  messages: Messages;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ locale, timeZone, messages, intl: false }), [locale, timeZone, messages]);
  return <MessagesContext value={value}>{children}</MessagesContext>;
}

/** Marks next-intl's provider as present (ClientMessages renders it just above this). */
export function IntlPresent({ children }: { children: ReactNode }) {
  const parent = useClientMessages();
  const value = useMemo(() => ({ ...parent, intl: true }), [parent]);
  return <MessagesContext value={value}>{children}</MessagesContext>;
}

export function useClientMessages(): Context {
  const context = use(MessagesContext);
  if (!context) throw new Error("No MessagesProvider above: the root layout renders one (ClientMessages).");
  return context;
}

/** The page's language (what next-intl's useLocale gives), without next-intl. */
export function useClientLocale(): Locale {
  return useClientMessages().locale;
}

/** The dotted keys of a namespace's texts ("labels.dark"). */
type Keys<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${Keys<T[K]>}` }[keyof T & string];

/**
 * A namespace's plain texts (no argument, no plural, no markup), as next-intl's `useTranslations`
 * gives them: messages compiled at build time stay plain strings when they have nothing to format.
 */
export function useText<Namespace extends keyof typeof AllMessages>(
  namespace: Namespace,
): (key: Keys<(typeof AllMessages)[Namespace]>) => string {
  const { messages } = useClientMessages();
  return (key) => {
    let value: unknown = messages;
    for (const part of `${namespace}.${String(key)}`.split(".")) value = (value as Messages | undefined)?.[part];
    if (typeof value !== "string")
      throw new Error(`Not a plain text in the page's messages: ${namespace}.${String(key)}`);
    return value;
  };
}
