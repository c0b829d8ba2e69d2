import type { useRouter } from "next/navigation";
import { getProfile } from "@/lib/auth/queries";
import { localizePath, splitLocale } from "@/lib/i18n/locale-path";
import type { Locale } from "@/lib/i18n/routing";
import { createProfileStore, type ProfileStore } from "@/lib/accounts/profile-store";
import { signedOutHere, signOutSettled } from "@/lib/accounts/sign-out";
import { authRoutes, guardConfig, inList } from "@/lib/auth/routes";
import { sessionEndedHere, signInBackHere } from "@/lib/auth/session-ended";
import { hasSessionCookie, loadBrowserClient } from "@/lib/supabase/browser";
import type { Client } from "@/lib/supabase/types";

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
 * Unless the visitor signed out in this tab, the session ended under them (another tab, a revoked
 * session, Back to a page of the session): /login then leads back to the page after sign-in, as
 * the server's guard does for a signed-in page opened without a session (the editor then offers
 * its kept draft).
 */
function leaveSignedInPage(locale: Locale) {
  const { path } = splitLocale(window.location.pathname);
  if (!inList(guardConfig.auth, path)) {
    window.location.reload();
    return;
  }
  window.location.replace(signedOutHere() ? localizePath(authRoutes.login, locale) : signInBackHere(locale));
}

/**
 * A signed-in page whose session cookie was already gone when the listener started (a sign-out in
 * another tab before this page became interactive, a slow load): the user is forgotten and the
 * page left at once.
 */
export function leaveSignedOutPage(locale: Locale) {
  profileStore().clear();
  leaveSignedInPage(locale);
}

/**
 * Reacts to auth events (§4), once per page: PASSWORD_RECOVERY → /update-password (history
 * replaced); SIGNED_OUT (here or in another tab) → user and preferences cleared, /admin… or
 * /profil… replaced by /login and any other page loaded again (unless a form found the session
 * ended: it keeps its page and offers the sign-in itself);
 * SIGNED_IN of another user → profile fetched, then the server-rendered parts refreshed.
 * Loaded by components/accounts/auth-listener.tsx once the tab has a session. Returns the way to stop.
 */
export function listenToAuthEvents(
  supabase: Client,
  {
    router,
    locale,
    renderedAnonymous,
  }: { router: ReturnType<typeof useRouter>; locale: Locale; renderedAnonymous: boolean },
): () => void {
  let knownUser: string | null | undefined;
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
        // Signed out (here or in another tab) between this page's render and this listener's start.
        knownUser = null;
        profileStore().clear();
        if (!sessionEndedHere()) void signOutSettled().then(() => leaveSignedInPage(locale));
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
  // A page shown again from the back-forward cache after a sign-out (here or in another tab).
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted && !renderedAnonymous && !hasSessionCookie()) leaveSignedInPage(locale);
  };
  window.addEventListener("pageshow", onPageShow);
  return () => {
    data.subscription.unsubscribe();
    window.removeEventListener("pageshow", onPageShow);
  };
}
