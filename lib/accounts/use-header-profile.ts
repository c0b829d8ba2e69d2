"use client";

import { useEffect, useState } from "react";
import { getAccountCard } from "@/lib/auth/queries";
import { errorMessage } from "@/lib/supabase/errors";
import type { Client } from "@/lib/supabase/types";
import { hasSessionCookie, whenSignedIn } from "@/lib/supabase/browser";
import { useClientValue } from "@/lib/use-client-value";

/** The header's view of the visitor (§3): signed in when claims carry a subject. */
export type HeaderProfile = { loading: boolean; sub: string | null; avatarUrl: string | null; fullName: string | null };

const ANONYMOUS: HeaderProfile = { loading: false, sub: null, avatarUrl: null, fullName: null };

export function useHeaderProfile(): HeaderProfile {
  const [profile, setProfile] = useState<HeaderProfile>({ loading: true, sub: null, avatarUrl: null, fullName: null });
  // Without a session cookie the visitor is anonymous, known at hydration without loading
  // supabase-js (null on the server: the skeleton shows until then).
  const sessionCookie = useClientValue<boolean | null>(hasSessionCookie, null);

  useEffect(() => {
    let cancelled = false;
    let loadedFor: string | null = null;
    let unsubscribe: (() => void) | null = null;

    const load = async (supabase: Client, sub: string | null, email: string | null) => {
      if (!sub) {
        loadedFor = null;
        if (!cancelled) setProfile({ loading: false, sub: null, avatarUrl: null, fullName: null });
        return;
      }
      if (loadedFor === sub) return;
      loadedFor = sub;
      setProfile((p) => ({ ...p, loading: true, sub }));
      const data = await getAccountCard(supabase, sub).catch((error: unknown) => {
        console.warn("[header] profile not loaded:", errorMessage(error));
        return null;
      });
      const name = [data?.first_name, data?.last_name].filter(Boolean).join(" ") || data?.email || email;
      if (!cancelled) setProfile({ loading: false, sub, avatarUrl: data?.avatar_url ?? null, fullName: name || null });
    };

    const stopWaiting = whenSignedIn((supabase) => {
      if (cancelled) return;
      void supabase.auth.getClaims().then(({ data }) => {
        const claims = data?.claims;
        return load(supabase, claims?.sub ?? null, typeof claims?.email === "string" ? claims.email : null);
      });
      const { data: subscription } = supabase.auth.onAuthStateChange((_event, session) => {
        void load(supabase, session?.user.id ?? null, session?.user.email ?? null);
      });
      unsubscribe = () => subscription.subscription.unsubscribe();
    });
    return () => {
      cancelled = true;
      stopWaiting();
      unsubscribe?.();
    };
  }, []);

  return profile.loading && !profile.sub && sessionCookie === false ? ANONYMOUS : profile;
}
