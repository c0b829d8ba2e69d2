"use client";

import { useLocale } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { getProfile } from "@/lib/auth/profile";
import { isLocale, localizePath, splitLocale } from "@/lib/i18n/locale-path";
import type { Locale } from "@/lib/i18n/routing";
import { createProfileStore, type ProfileStore } from "@/lib/accounts/profile-store";
import { signOutSettled } from "@/lib/accounts/sign-out";
import { authRoutes, guardConfig, inList } from "@/lib/auth/routes";
import { sessionEndedHere } from "@/lib/auth/session-ended";
import { hasSessionCookie, loadBrowserClient, whenSignedIn } from "@/lib/supabase/browser";

let store: ProfileStore | null = null;

/** The browser's profile store, shared by the components of this tab. */
function profileStore(): ProfileStore {
  store ??= createProfileStore(async (userId) => getProfile(await loadBrowserClient(), userId));
  return store;
}

/**
 * After a sign-out, a full page load (not the router): the router keeps the pages it rendered in
 * memory and Back would show them again, private data and all. A signed-in page is replaced by
 * /login, so Back cannot return to it; another page is loaded again, signed out.
 */
function leaveSignedInPage(locale: Locale) {
  const { path } = splitLocale(window.location.pathname);
  if (inList(guardConfig.auth, path)) window.location.replace(localizePath(authRoutes.login, locale));
  else window.location.reload();
}

/**
 * Reacts to auth events (§4), once per page: PASSWORD_RECOVERY → /update-password (history
 * replaced); SIGNED_OUT (here or in another tab) → user and preferences cleared, /admin… or
 * /profil… replaced by /login and any other page loaded again (unless a form found the session
 * ended: it keeps its page and offers the sign-in itself);
 * SIGNED_IN of another user → profile fetched, then the server-rendered parts refreshed.
 */
export function AuthListener() {
  const router = useRouter();
  const currentLocale = useLocale();

  useEffect(() => {
    const locale = isLocale(currentLocale) ? currentLocale : "fr";
    let knownUser: string | null | undefined;
    let unsubscribe: (() => void) | null = null;
    let stopped = false;
    // A signed-in page (/admin…, /profil…) was rendered for a session: the server sends anyone
    // else to /login. If its cookie is already gone when this runs (a sign-out in another tab
    // before this page became interactive, a slow load), the page is left at once.
    const signedInPage = inList(guardConfig.auth, splitLocale(window.location.pathname).path);
    if (signedInPage && !hasSessionCookie() && !sessionEndedHere()) {
      profileStore().clear();
      leaveSignedInPage(locale);
      return;
    }
    // Rendered for an anonymous visitor: a session found later comes from a sign-in in another tab.
    const renderedAnonymous = !signedInPage && !hasSessionCookie();
    const stopWaiting = whenSignedIn((supabase) => {
      if (stopped) return;
      const { data } = supabase.auth.onAuthStateChange((event, session) => {
        const user = session?.user ? { id: session.user.id, email: session.user.email ?? null } : null;
        // Supabase calls must not run inside this callback (it holds the auth lock): defer them.
        setTimeout(() => {
          if (event === "INITIAL_SESSION" && user && renderedAnonymous) {
            // Signed in elsewhere while this page showed the anonymous view: render it again.
            knownUser = user.id;
            void profileStore()
              .load(user)
              .then(() => router.refresh());
          } else if (event === "INITIAL_SESSION" && !user && !renderedAnonymous && !hasSessionCookie()) {
            // Signed out (in another tab) between this page's render and this listener's start.
            knownUser = null;
            profileStore().clear();
            if (!sessionEndedHere()) leaveSignedInPage(locale);
          } else if (event === "INITIAL_SESSION") {
            knownUser = user?.id ?? null;
            void profileStore().load(user);
          } else if (event === "PASSWORD_RECOVERY") {
            router.replace(localizePath("/update-password", locale));
          } else if (event === "SIGNED_OUT") {
            knownUser = null;
            profileStore().clear();
            // A form that found the session ended keeps its page, its typed values and its sign-in link.
            if (sessionEndedHere()) return;
            // A sign-out from this tab first reaches the Auth API (leaving would cancel its request).
            void signOutSettled().then(() => leaveSignedInPage(locale));
          } else if (event === "SIGNED_IN" && user && knownUser === undefined) {
            // The session recovered at load can be announced before INITIAL_SESSION: the server
            // already rendered this page for that user, so there is nothing to refresh.
            knownUser = user.id;
            void profileStore().load(user);
          } else if (event === "SIGNED_IN" && user && user.id !== knownUser) {
            knownUser = user.id;
            void profileStore()
              .load(user)
              .then(() => router.refresh());
          }
        }, 0);
      });
      unsubscribe = () => data.subscription.unsubscribe();
    });
    // A page shown again from the back-forward cache after a sign-out (here or in another tab).
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted && !renderedAnonymous && !hasSessionCookie()) leaveSignedInPage(locale);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => {
      stopped = true;
      stopWaiting();
      unsubscribe?.();
      window.removeEventListener("pageshow", onPageShow);
    };
  }, [router, currentLocale]);

  return null;
}
