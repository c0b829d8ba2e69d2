import { expect, test, vi } from "vitest";
import { createProfileStore } from "@/lib/accounts/profile-store";
import { EMPTY_PROFILE } from "@/lib/auth/queries";

const user = { id: "u1", email: "u1@exemple.ca" };

test("a fetch is skipped while one is running and when the same user is loaded", async () => {
  const fetcher = vi.fn(async () => ({ ...EMPTY_PROFILE, first_name: "Marie" }));
  const store = createProfileStore(fetcher);
  await Promise.all([store.load(user), store.load(user)]);
  await store.load(user);
  expect(fetcher).toHaveBeenCalledTimes(1);
  expect(store.get().profile?.first_name).toBe("Marie");
});

test("a missing row gives the null/false defaults; no user clears the state", async () => {
  const store = createProfileStore(async () => null);
  await store.load(user);
  expect(store.get().profile).toEqual(EMPTY_PROFILE);
  await store.load(null);
  expect(store.get().user).toBeNull();
});

test("on an error the user keeps id and e-mail only, and the error is logged", async () => {
  const log = vi.fn();
  const store = createProfileStore(async () => {
    throw new Error("boom");
  }, log);
  await store.load(user);
  expect(store.get()).toMatchObject({ user, profile: null, error: "boom", loading: false });
  expect(log).toHaveBeenCalledWith(expect.stringContaining("boom"));
});
