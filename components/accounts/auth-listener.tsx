"use client";

import { useLocale } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { getProfile } from "@/lib/auth/profile";
import { isLocale, localizePath, splitLocale } from "@/lib/i18n/locale-path";
import { createProfileStore, type ProfileStore } from "@/lib/accounts/profile-store";
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
 * Reacts to auth events (§4), once per page: PASSWORD_RECOVERY → /update-password (history
 * replaced); SIGNED_OUT → user and preferences cleared, and /admin… or /profil… left for /login
 * (unless a form found the session ended: it offers the sign-in itself);
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
    // Rendered for an anonymous visitor: a session found later comes from a sign-in in another tab.
    const renderedAnonymous = !hasSessionCookie();
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
          } else if (event === "INITIAL_SESSION") {
            knownUser = user?.id ?? null;
            void profileStore().load(user);
          } else if (event === "PASSWORD_RECOVERY") {
            router.replace(localizePath("/update-password", locale));
          } else if (event === "SIGNED_OUT") {
            knownUser = null;
            profileStore().clear();
            const { path } = splitLocale(window.location.pathname);
            // A form that found the session ended keeps its page, its typed values and its sign-in link.
            if (sessionEndedHere()) return;
            if (inList(guardConfig.auth, path)) router.replace(localizePath(authRoutes.login, locale));
            else router.refresh();
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
    return () => {
      stopped = true;
      stopWaiting();
      unsubscribe?.();
    };
  }, [router, currentLocale]);

  return null;
}
