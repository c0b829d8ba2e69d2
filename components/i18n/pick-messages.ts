import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";

/**
 * The namespaces the shell's client components read on every page (header, footer, newsletter,
 * toaster, error boundaries) and the keys the shell's forms and actions send back (forms, data,
 * guards). Every other namespace stays out of every page's payload: a page whose client
 * components need more wraps them in <ClientMessages namespaces={…}> (next-intl's provider) or
 * <DeferredMessages namespaces={…}> (public pages).
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

/** The messages of `wanted` namespaces; "a.b" takes only the b part of a (a few keys of a large namespace). */
function pick(messages: Record<string, unknown>, wanted: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const name of wanted) {
    const [top, ...rest] = name.split(".");
    let value: unknown = messages[top!];
    for (const part of rest) value = (value as Record<string, unknown> | undefined)?.[part];
    if (value === undefined) continue;
    let target = picked;
    for (const part of [top!, ...rest].slice(0, -1)) {
      const existing = target[part];
      target = (target[part] = typeof existing === "object" && existing !== null ? existing : {}) as Record<
        string,
        unknown
      >;
    }
    target[[top!, ...rest].at(-1)!] = value;
  }
  return picked;
}

export type MessagesProps = {
  /** Namespaces beyond the shell's ("plans.limits": one part of one). */
  namespaces?: readonly string[];
  children: ReactNode;
};

/** The shell's messages plus `namespaces`, in the request's language. */
export async function shellMessages(namespaces: readonly string[] = []) {
  return pick(await getMessages(), [...shellNamespaces, ...namespaces]);
}
