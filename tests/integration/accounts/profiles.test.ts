/** lib/accounts profiles and preferences through real calls, plus the profile triggers. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getIndustryPreferences, replaceIndustryPreferences } from "@/lib/accounts/queries/preferences";
import { slugify } from "@/lib/slug";
import { EMPTY_PROFILE, getProfile } from "@/lib/auth/queries";
import { fullName, getPublicProfile, profileView } from "@/lib/accounts/queries/profiles";
import {
  anonClient,
  cleanup,
  createTestUser,
  frMessages,
  signIn,
  sql,
  trackUser,
  uniqueName,
  type TestUser,
} from "@/tests/support/db";

let alice: TestUser;
let industries: number[];

beforeAll(async () => {
  alice = await createTestUser({ firstName: "Alice", lastName: "Pelletier" });
  const rows = await sql()<{ id: string }[]>`select id from public.entreprise_industries order by id limit 3`;
  industries = rows.map((r) => Number(r.id));
});

afterAll(cleanup);

describe("getProfile", () => {
  it("reads the §7 fields of the user's own profile", async () => {
    const data = await getProfile(alice.client, alice.id);
    expect(data).toEqual({ ...EMPTY_PROFILE, first_name: "Alice", last_name: "Pelletier" });
  });

  it("gives null for another user's profile (not visible) and for a missing row", async () => {
    const bob = await createTestUser({ firstName: "Bob" });
    expect(await getProfile(alice.client, bob.id)).toBeNull();
    await sql()`delete from public.profiles where id = ${bob.id}`;
    const missing = await getProfile(bob.client, bob.id);
    expect(missing).toBeNull();
    // A missing row reads as null/false fields (spec §4).
    expect(profileView({ id: bob.id, email: bob.email }, missing, frMessages.userFallbackName)).toEqual({
      fullName: bob.email,
      avatarUrl: null,
      isAuthenticated: true,
      isAdmin: false,
      publicPageEnabled: false,
      bio: null,
      slug: null,
    });
  });

  it("reports an error for an anonymous caller", async () => {
    await expect(getProfile(anonClient(), alice.id)).rejects.toMatchObject({ key: null, code: "42501" });
  });
});

describe("derived values (spec §3)", () => {
  it("full name: first and last name, else the e-mail, else the word for user", () => {
    expect(fullName({ first_name: "Sophie", last_name: "Tremblay" }, "s@example.test", "utilisateur")).toBe(
      "Sophie Tremblay",
    );
    expect(fullName({ first_name: "Sophie", last_name: null }, "s@example.test", "utilisateur")).toBe("Sophie");
    expect(fullName({ first_name: " ", last_name: "Tremblay" }, null, "utilisateur")).toBe("Tremblay");
    expect(fullName({ first_name: null, last_name: null }, "s@example.test", "utilisateur")).toBe("s@example.test");
    expect(fullName(null, null, frMessages.userFallbackName)).toBe("utilisateur");
  });

  it("flags for signed-in users and for nobody", () => {
    const profile = {
      ...EMPTY_PROFILE,
      is_admin: true,
      public_page_enabled: true,
      public_slug: "a-b",
      public_bio: "Bio",
      avatar_url: "https://x/a.png",
    };
    expect(profileView({ id: "u1", email: "a@b.c" }, profile, "utilisateur")).toEqual({
      fullName: "a@b.c",
      avatarUrl: "https://x/a.png",
      isAuthenticated: true,
      isAdmin: true,
      publicPageEnabled: true,
      bio: "Bio",
      slug: "a-b",
    });
    expect(profileView(null, profile, "utilisateur")).toMatchObject({
      fullName: "utilisateur",
      isAuthenticated: false,
      isAdmin: false,
    });
  });
});

describe("industry preferences", () => {
  it("starts empty, saves, replaces and clears", async () => {
    expect(await getIndustryPreferences(alice.client, alice.id)).toEqual([]);

    await replaceIndustryPreferences(alice.client, alice.id, [industries[0]!, industries[1]!, industries[0]!]);
    expect((await getIndustryPreferences(alice.client, alice.id)).sort()).toEqual(
      [industries[0], industries[1]].sort(),
    );

    await replaceIndustryPreferences(alice.client, alice.id, [industries[2]!]);
    expect(await getIndustryPreferences(alice.client, alice.id)).toEqual([industries[2]]);

    await replaceIndustryPreferences(alice.client, alice.id, []);
    expect(await getIndustryPreferences(alice.client, alice.id)).toEqual([]);
  });

  it("keeps the previous preferences when a save fails (an industry that does not exist)", async () => {
    await replaceIndustryPreferences(alice.client, alice.id, [industries[0]!, industries[1]!]);
    await expect(
      replaceIndustryPreferences(alice.client, alice.id, [industries[2]!, 999_999_999]),
    ).rejects.toMatchObject({
      key: null,
      code: "23503",
      message: expect.stringMatching(/foreign key/),
    });
    expect((await getIndustryPreferences(alice.client, alice.id)).sort()).toEqual(
      [industries[0], industries[1]].sort(),
    );
  });

  it("reports a read error for an anonymous caller", async () => {
    await expect(getIndustryPreferences(anonClient(), alice.id)).rejects.toMatchObject({ code: "42501" });
  });
});

describe("profile triggers", () => {
  it("creates the profile, with e-mail and names, when someone signs up through the API", async () => {
    const email = `signup-${uniqueName("x").split(" ")[1]}@example.test`;
    const password = "Signup-test-2026!";
    const { data, error } = await anonClient().auth.signUp({
      email,
      password,
      options: { data: { first_name: " Élise ", last_name: "Bouchard" } },
    });
    expect(error).toBeNull();
    const id = data.user!.id;
    trackUser(id);
    // E-mail confirmation is on: no session until the link is followed; confirm it here.
    expect(data.session).toBeNull();
    const [profile] = await sql()`select email, first_name, last_name, is_admin from public.profiles where id = ${id}`;
    expect(profile).toEqual({ email, first_name: "Élise", last_name: "Bouchard", is_admin: false });

    await sql()`update auth.users set email_confirmed_at = now() where id = ${id}`;
    await sql()`update auth.users set confirmed_at = now() where id = ${id}`.catch(() => {});
    const { client } = await signIn(email, password);
    expect(await getProfile(client, id)).toMatchObject({ first_name: "Élise", last_name: "Bouchard" });
  });

  it("keeps profiles.email in step with the account's e-mail", async () => {
    const user = await createTestUser();
    const changed = `changed-${user.id.slice(0, 8)}@example.test`;
    await sql()`update auth.users set email = ${changed} where id = ${user.id}`;
    const [row] = await sql()`select email from public.profiles where id = ${user.id}`;
    expect(row?.email).toBe(changed);
  });

  it("derives the public slug from the names, with -2, -3 on collision", async () => {
    const last = uniqueName("Côté");
    const expected = slugify(`Jean ${last}`);
    expect(expected).toMatch(/^jean-cote-[0-9a-f]{8}$/);
    const users = [
      await createTestUser({ firstName: "Jean", lastName: last }),
      await createTestUser({ firstName: "Jean", lastName: last }),
      await createTestUser({ firstName: "Jean", lastName: last }),
    ];
    const slugs: string[] = [];
    for (const user of users) {
      const { data, error } = await user.client
        .from("profiles")
        .update({ public_page_enabled: true })
        .eq("id", user.id)
        .select("public_slug")
        .single();
      expect(error).toBeNull();
      slugs.push(data!.public_slug as string);
    }
    expect(slugs).toEqual([expected, `${expected}-2`, `${expected}-3`]);

    // The page can be read by its slug; switching it off keeps the slug for next time.
    expect(await getPublicProfile(anonClient(), expected)).toMatchObject({
      id: users[0]!.id,
      first_name: "Jean",
      last_name: last,
    });
    await users[0]!.client.from("profiles").update({ public_page_enabled: false }).eq("id", users[0]!.id);
    expect(await getPublicProfile(anonClient(), expected)).toBeNull();
    const [kept] = await sql()`select public_slug from public.profiles where id = ${users[0]!.id}`;
    expect(kept?.public_slug).toBe(expected);
  });

  it("normalises a slug the user chooses, refuses one already taken, and falls back to 'profil'", async () => {
    const a = await createTestUser({ firstName: "Anne" });
    const b = await createTestUser();
    const wanted = uniqueName("Ma Boutique d'Été");
    const chosen = await a.client
      .from("profiles")
      .update({ public_slug: wanted, public_page_enabled: true })
      .eq("id", a.id)
      .select("public_slug")
      .single();
    expect(chosen.data?.public_slug).toBe(slugify(wanted));
    expect(chosen.data?.public_slug).toMatch(/^ma-boutique-dete-[0-9a-f]{8}$/);

    const taken = await b.client.from("profiles").update({ public_slug: chosen.data!.public_slug }).eq("id", b.id);
    expect(taken.error?.code).toBe("23505");

    const nameless = await b.client
      .from("profiles")
      .update({ public_page_enabled: true })
      .eq("id", b.id)
      .select("public_slug")
      .single();
    expect(nameless.data?.public_slug).toMatch(/^profil(-\d+)?$/);
  });

  it("keeps entreprise_categories.updated_at current", async () => {
    const [row] = await sql()<{ id: string; updated_at: Date }[]>`
      insert into public.entreprise_categories (name_fr, updated_at) values (${uniqueName("Données horodatage")}, now() - interval '1 day')
      returning id, updated_at`;
    const [after] = await sql()<{ updated_at: Date }[]>`
      update public.entreprise_categories set name_en = 'Timestamp' where id = ${row!.id} returning updated_at`;
    expect(after!.updated_at.getTime()).toBeGreaterThan(row!.updated_at.getTime());
    await sql()`delete from public.entreprise_categories where id = ${row!.id}`;
  });
});
