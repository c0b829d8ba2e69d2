"use client";

import { useLocale } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { isLocale } from "@/lib/i18n/locale-path";
import { hasSessionCookie, whenSignedIn } from "@/lib/supabase/browser";

/**
 * The auth events' listener (§4, lib/accounts/auth-events.ts), loaded once the tab has a session:
 * at once on a page loaded signed in, or when a sign-in in another tab gives this one a session
 * cookie. An anonymous visit loads neither it nor supabase-js.
 */
export function AuthListener() {
  const router = useRouter();
  const currentLocale = useLocale();

  useEffect(() => {
    const locale = isLocale(currentLocale) ? currentLocale : "fr";
    // Rendered for an anonymous visitor: a session found later comes from a sign-in in another tab.
    const renderedAnonymous = !hasSessionCookie();
    let stopped = false;
    let stopListening: (() => void) | null = null;
    const stopWaiting = whenSignedIn((supabase) => {
      void import("@/lib/accounts/auth-events").then(({ listenToAuthEvents }) => {
        if (!stopped) stopListening = listenToAuthEvents(supabase, { router, locale, renderedAnonymous });
      });
    });
    return () => {
      stopped = true;
      stopWaiting();
      stopListening?.();
    };
  }, [router, currentLocale]);

  return null;
}
