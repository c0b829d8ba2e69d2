"use client";

import { useClientLocale } from "@/lib/i18n/messages-context";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { isLocale, splitLocale } from "@/lib/i18n/locale-path";
import { guardConfig, inList } from "@/lib/auth/routes";
import { sessionEndedHere } from "@/lib/auth/session-ended";
import { hasSessionCookie, whenSignedIn } from "@/lib/supabase/browser";

/**
 * The auth events' listener (§4, lib/accounts/auth-events.ts), loaded once the tab has a session:
 * at once on a page loaded signed in, or when a sign-in in another tab gives this one a session
 * cookie, or to leave a signed-in page whose cookie is already gone. An anonymous visit loads
 * neither it nor supabase-js.
 */
export function AuthListener() {
  const router = useRouter();
  const currentLocale = useClientLocale();

  useEffect(() => {
    const locale = isLocale(currentLocale) ? currentLocale : "fr";
    let stopped = false;
    // A signed-in page (/admin…, /profil…) was rendered for a session: the server sends anyone
    // else to /login. If its cookie is already gone when this runs (a sign-out in another tab
    // before this page became interactive, a slow load), the page is left at once.
    const signedInPage = inList(guardConfig.auth, splitLocale(window.location.pathname).path);
    if (signedInPage && !hasSessionCookie() && !sessionEndedHere()) {
      void import("@/lib/accounts/auth-events").then(({ leaveSignedOutPage }) => {
        if (!stopped) leaveSignedOutPage(locale);
      });
      return () => {
        stopped = true;
      };
    }
    // Rendered for an anonymous visitor: a session found later comes from a sign-in in another tab.
    const renderedAnonymous = !signedInPage && !hasSessionCookie();
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
