import { EMPTY_PROFILE, type Profile } from "@/lib/auth/queries";
import { errorMessage } from "@/lib/supabase/errors";

/** The browser's view of the signed-in user (§3 client store, §4 profile fetch). */
export type ProfileState = {
  user: { id: string; email: string | null } | null;
  profile: Profile | null;
  industryPreferences: number[];
  loading: boolean;
  error: string | null;
};

/** Reads a profile: null for a missing row; throws on an error (lib/supabase/errors.ts). */
export type ProfileFetcher = (userId: string) => Promise<Profile | null>;

const initialProfileState: ProfileState = {
  user: null,
  profile: null,
  industryPreferences: [],
  loading: false,
  error: null,
};

/**
 * Profile fetch semantics of §4: skipped while one is running or when the same user is loaded;
 * no user clears the state; a missing row gives the null/false defaults; on an error the user
 * keeps only id and e-mail and the error is logged.
 */
export function createProfileStore(fetchProfile: ProfileFetcher, log: (message: string) => void = console.warn) {
  let state: ProfileState = initialProfileState;
  let running: Promise<void> | null = null;
  const listeners = new Set<(s: ProfileState) => void>();
  const set = (next: ProfileState) => {
    state = next;
    for (const listener of listeners) listener(state);
  };

  return {
    get: () => state,
    subscribe(listener: (s: ProfileState) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    clear() {
      set(initialProfileState);
    },
    async load(user: { id: string; email: string | null } | null): Promise<void> {
      if (!user) return set(initialProfileState);
      if (running) return running;
      if (state.user?.id === user.id && state.profile) return;
      set({ ...state, user, loading: true, error: null });
      running = (async () => {
        try {
          const profile = await fetchProfile(user.id);
          set({ ...state, user, profile: profile ?? { ...EMPTY_PROFILE }, loading: false, error: null });
        } catch (error) {
          const message = errorMessage(error);
          log(`[profile] fetch failed: ${message}`);
          set({ ...initialProfileState, user, profile: null, error: message });
        } finally {
          running = null;
        }
      })();
      return running;
    },
  };
}

export type ProfileStore = ReturnType<typeof createProfileStore>;
