/**
 * Authorisation against the real stack (issue 4): a normal user is refused every admin write and
 * any write to another user's profile, preferences or photos; the admin check reads is_admin.
 */
import { isAuthWeakPasswordError } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { authFailure } from "@/lib/accounts/auth-errors";
import { accountAccess, authorizeUser } from "@/lib/auth/authorize";
import { confirmTarget } from "@/lib/accounts/confirm-link";
import { parseMessages } from "@/lib/i18n/message-keys";
import { safeLocalPath } from "@/lib/auth/safe-redirect";
import { createIndustry, deleteIndustry, updateIndustry } from "@/lib/taxonomy/queries/industries";
import { replaceIndustryPreferences } from "@/lib/accounts/queries/preferences";
import { setAvatarUrl, storeAvatar, setProfileDetails, setPublicPage } from "@/lib/accounts/queries/profile-settings";
import { UNIQUE_VIOLATION } from "@/lib/supabase/errors";
import { anonClient, cleanup, createTestUser, sql, type TestUser } from "@/tests/support/db";

let alice: TestUser;
let bob: TestUser;
let admin: TestUser;

beforeAll(async () => {
  alice = await createTestUser({ firstName: "Alice", lastName: "Gagnon" });
  bob = await createTestUser({ firstName: "Bob", lastName: "Roy" });
  admin = await createTestUser({ firstName: "Ada", lastName: "Admin", admin: true });
});

afterAll(async () => {
  await cleanup();
});

const details = {
  first_name: "X",
  last_name: "Y",
  mobile_phone: null,
  address_line1: null,
  address_line2: null,
  city: null,
  province: null,
  country: null,
  postal_code: null,
};
const webp = new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 fake");

describe("the admin check", () => {
  test("reads the caller's verified claims and their is_admin", async () => {
    expect(await authorizeUser(anonClient())).toBeNull();
    expect(await authorizeUser(alice.client)).toMatchObject({ userId: alice.id });
    expect(await accountAccess(alice.client, alice.id)).toEqual({ isAdmin: false, blocked: false });
    expect(await accountAccess(admin.client, admin.id)).toEqual({ isAdmin: true, blocked: false });
  });
});

async function firstIndustryId(): Promise<number> {
  const [row] = await sql()`select id from public.entreprise_industries order by id limit 1`;
  return Number(row!.id);
}

describe("a normal user calling admin writes is refused", () => {
  test("industries: create, update, delete", async () => {
    await expect(createIndustry(alice.client, { name_fr: "Refusée" })).rejects.toThrow();
    const id = await firstIndustryId();
    const before = await sql()`select name_fr from public.entreprise_industries where id = ${id}`;
    await expect(updateIndustry(alice.client, Number(id), { name_fr: "Piratée" })).rejects.toThrow();
    await expect(deleteIndustry(alice.client, Number(id))).rejects.toThrow();
    expect(await sql()`select name_fr from public.entreprise_industries where id = ${id}`).toEqual(before);
  });

  test("is_admin cannot be granted to oneself", async () => {
    const { error } = await alice.client.from("profiles").update({ is_admin: true }).eq("id", alice.id);
    expect(error?.code).toBe("42501");
    const [row] = await sql()`select is_admin from public.profiles where id = ${alice.id}`;
    expect(row?.is_admin).toBe(false);
  });
});

describe("another user's data is out of reach", () => {
  test("profile details, public page and avatar URL of someone else", async () => {
    await expect(setProfileDetails(alice.client, bob.id, details)).rejects.toThrow();
    await expect(
      setPublicPage(alice.client, bob.id, {
        public_page_enabled: true,
        public_bio: "x",
        public_slug: "pirate",
      }),
    ).rejects.toThrow();
    await expect(setAvatarUrl(alice.client, bob.id, "https://evil.example/a.png")).rejects.toThrow();
    const [row] =
      await sql()`select first_name, public_page_enabled, avatar_url from public.profiles where id = ${bob.id}`;
    expect(row).toEqual({ first_name: "Bob", public_page_enabled: false, avatar_url: null });
  });

  test("preferences of someone else", async () => {
    const id = await firstIndustryId();
    await expect(replaceIndustryPreferences(alice.client, bob.id, [Number(id)])).rejects.toThrow();
    expect(await sql()`select 1 from public.user_industry_preferences where user_id = ${bob.id}`).toHaveLength(0);
  });

  test("photos: one's own folder only", async () => {
    const own = await storeAvatar(alice.client, alice.id, webp, "image/webp");
    expect(own).toContain(`/avatars/${alice.id}/`);
    await expect(storeAvatar(alice.client, bob.id, webp, "image/webp")).rejects.toThrow();
  });

  test("photos: a replaced photo leaves no file behind", async () => {
    const first = await storeAvatar(alice.client, alice.id, webp, "image/webp");
    const second = await storeAvatar(alice.client, alice.id, webp, "image/webp");
    const files = await sql()<
      { name: string }[]
    >`select name from storage.objects where bucket_id = 'avatars' and name like ${`${alice.id}/%`}`;
    expect(files).toHaveLength(1);
    expect(second).toContain(files[0]!.name);
    expect(first).not.toContain(files[0]!.name);
  });
});

describe("the owner's own writes", () => {
  test("details are saved; a taken slug fails with the unique-violation code", async () => {
    expect(
      await setProfileDetails(alice.client, alice.id, { ...details, province: "QC", postal_code: "H2X 1Y4" }),
    ).toMatchObject({ province: "QC" });
    const taken = await setPublicPage(bob.client, bob.id, {
      public_page_enabled: true,
      public_bio: null,
      public_slug: "bob-roy-unique",
    });
    expect(taken.public_slug).toBe("bob-roy-unique");
    await expect(
      setPublicPage(alice.client, alice.id, {
        public_page_enabled: true,
        public_bio: null,
        public_slug: "bob-roy-unique",
      }),
    ).rejects.toMatchObject({ code: UNIQUE_VIOLATION });
  });

  test("a page turned on without a slug gets one from the name (§5)", async () => {
    const data = await setPublicPage(admin.client, admin.id, {
      public_page_enabled: true,
      public_bio: "Bio",
      public_slug: null,
    });
    expect(data?.public_slug).toMatch(/^ada-admin(-\d+)?$/);
  });
});

test("the server's weak-password answer is shown with its reasons", async () => {
  const { error } = await anonClient().auth.signUp({ email: `weak-${Date.now()}@exemple.ca`, password: "abc" });
  expect(isAuthWeakPasswordError(error)).toBe(true);
  const failure = authFailure(error!);
  expect(failure.message).toBe("auth.errors.weakPassword.summary");
  expect(parseMessages(failure.fieldErrors.password!)[0]).toMatchObject({ key: "auth.errors.weakPassword.length" });
});

test("open-redirect attempts are ignored where redirects are followed", () => {
  for (const evil of [
    "//evil.example",
    "/\\evil.example",
    "https://evil.example/admin",
    "/%2F%2Fevil.example",
    "javascript:alert(1)",
  ]) {
    expect(safeLocalPath(evil)).toBeNull();
    expect(confirmTarget({ type: "signup", next: evil, saved: evil, locale: "fr" })).toBe("/admin");
  }
});
