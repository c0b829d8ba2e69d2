/**
 * Who may do what, through the real API (supabase-js against the local stack), for the
 * anonymous visitor, a signed-in user and an admin, on every table of the core schema.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SupabaseClient } from "@supabase/supabase-js";
import { anonClient, cleanup, createTestUser, sql, uniqueName, type TestUser } from "@/tests/support/db";

const TAXONOMY = ["entreprise_industries", "entreprise_categories", "entreprise_category_industry_map"] as const;

let anon: SupabaseClient;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
let industryId: number;
let categoryId: number;
let otherIndustryId: number;

/** A row of each taxonomy table, to try updates and deletes on. */
function sampleRow(table: (typeof TAXONOMY)[number]): { match: Record<string, number> } {
  if (table === "entreprise_category_industry_map")
    return { match: { category_id: categoryId, industry_id: industryId } };
  return { match: { id: table === "entreprise_industries" ? industryId : categoryId } };
}

function newRow(table: (typeof TAXONOMY)[number]): Record<string, string | number> {
  if (table === "entreprise_category_industry_map") return { category_id: categoryId, industry_id: otherIndustryId };
  return { name_fr: uniqueName("Essai RLS"), name_en: "RLS test" };
}

async function rowCount(table: string, match: Record<string, number>): Promise<number> {
  const where = Object.entries(match)
    .map(([column, value]) => sql()`${sql()(column)} = ${value}`)
    .reduce((a, b) => sql()`${a} and ${b}`);
  const [row] = await sql()<{ n: number }[]>`select count(*)::int as n from ${sql()("public." + table)} where ${where}`;
  return row?.n ?? 0;
}

beforeAll(async () => {
  anon = anonClient();
  alice = await createTestUser({ firstName: "Alice", lastName: "Gagnon" });
  bob = await createTestUser({ firstName: "Bob", lastName: "Roy" });
  admin = await createTestUser({ firstName: "Ada", lastName: "Admin", admin: true });
  const [industry] = await sql()<{ id: number }[]>`
    insert into public.entreprise_industries (name_fr, name_en) values (${uniqueName("Industrie RLS")}, 'RLS industry') returning id`;
  const [other] = await sql()<{ id: number }[]>`
    insert into public.entreprise_industries (name_fr) values (${uniqueName("Autre industrie RLS")}) returning id`;
  const [category] = await sql()<{ id: number }[]>`
    insert into public.entreprise_categories (name_fr) values (${uniqueName("Catégorie RLS")}) returning id`;
  industryId = Number(industry!.id);
  otherIndustryId = Number(other!.id);
  categoryId = Number(category!.id);
  await sql()`insert into public.entreprise_category_industry_map (category_id, industry_id) values (${categoryId}, ${industryId})`;
});

afterAll(async () => {
  await sql()`delete from public.entreprise_categories where name_fr like 'Catégorie RLS %' or name_fr like 'Essai RLS %'`;
  await sql()`delete from public.entreprise_industries where name_fr like 'Industrie RLS %' or name_fr like 'Autre industrie RLS %' or name_fr like 'Essai RLS %'`;
  await cleanup();
});

describe.each(TAXONOMY)("%s", (table) => {
  it("is readable by anyone", async () => {
    for (const client of [anon, alice.client, admin.client]) {
      const { data, error } = await client.from(table).select("*").limit(5);
      expect(error).toBeNull();
      expect(data!.length).toBeGreaterThan(0);
    }
  });

  it("refuses anonymous inserts, updates and deletes", async () => {
    const { match } = sampleRow(table);
    const insert = await anon.from(table).insert(newRow(table));
    expect(insert.error?.code).toBe("42501");
    const update = await anon
      .from(table)
      .update(table === "entreprise_category_industry_map" ? { industry_id: otherIndustryId } : { name_en: "anon" })
      .match(match);
    expect(update.error?.code).toBe("42501");
    const remove = await anon.from(table).delete().match(match);
    expect(remove.error?.code).toBe("42501");
    expect(await rowCount(table, match)).toBe(1);
  });

  it("refuses a signed-in user's insert; their updates and deletes change nothing", async () => {
    const { match } = sampleRow(table);
    const insert = await alice.client.from(table).insert(newRow(table));
    expect(insert.error?.code).toBe("42501");
    expect(insert.error?.message).toMatch(/row-level security/);

    const change =
      table === "entreprise_category_industry_map" ? { industry_id: otherIndustryId } : { name_en: "user" };
    const update = await alice.client.from(table).update(change).match(match).select();
    expect(update.error).toBeNull();
    expect(update.data).toEqual([]);

    const remove = await alice.client.from(table).delete().match(match).select();
    expect(remove.error).toBeNull();
    expect(remove.data).toEqual([]);
    expect(await rowCount(table, match)).toBe(1);
  });

  it("lets an admin insert, update and delete", async () => {
    const inserted = await admin.client.from(table).insert(newRow(table)).select().single();
    expect(inserted.error).toBeNull();
    const row = inserted.data as Record<string, number>;
    const match: Record<string, number> =
      table === "entreprise_category_industry_map"
        ? { category_id: row.category_id!, industry_id: row.industry_id! }
        : { id: row.id! };

    if (table !== "entreprise_category_industry_map") {
      const updated = await admin.client
        .from(table)
        .update({ name_en: "Updated by admin" })
        .match(match)
        .select()
        .single();
      expect(updated.error).toBeNull();
      expect(updated.data).toMatchObject({ name_en: "Updated by admin" });
    }

    const removed = await admin.client.from(table).delete().match(match).select();
    expect(removed.error).toBeNull();
    expect(removed.data).toHaveLength(1);
    expect(await rowCount(table, match)).toBe(0);
  });
});

describe("profiles", () => {
  it("cannot be read anonymously at all", async () => {
    const { data, error } = await anon.from("profiles").select("id");
    expect(error?.code).toBe("42501");
    expect(data).toBeNull();
    const email = await anon.from("profiles").select("email").eq("id", alice.id);
    expect(email.error?.code).toBe("42501");
  });

  it("shows a user their own row only", async () => {
    const { data, error } = await alice.client.from("profiles").select("id, email, first_name");
    expect(error).toBeNull();
    expect(data).toEqual([{ id: alice.id, email: alice.email, first_name: "Alice" }]);
  });

  it("never shows a user another user's e-mail", async () => {
    const { data, error } = await alice.client.from("profiles").select("email").eq("id", bob.id);
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it("lets a user update their own names, bio and address", async () => {
    const { data, error } = await alice.client
      .from("profiles")
      .update({ first_name: "Alice-Anne", city: "Sherbrooke", public_bio: "Bonjour" })
      .eq("id", alice.id)
      .select("first_name, city, public_bio")
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ first_name: "Alice-Anne", city: "Sherbrooke", public_bio: "Bonjour" });
  });

  it("refuses a user setting is_admin on themselves", async () => {
    const { error } = await alice.client.from("profiles").update({ is_admin: true }).eq("id", alice.id);
    expect(error?.code).toBe("42501");
    expect(error?.message).toBe("only an administrator can change is_admin or block an account");
    const [row] = await sql()`select is_admin from public.profiles where id = ${alice.id}`;
    expect(row?.is_admin).toBe(false);
  });

  it("refuses a user changing their id or e-mail (column grants)", async () => {
    const email = await alice.client.from("profiles").update({ email: "hijack@example.test" }).eq("id", alice.id);
    expect(email.error?.code).toBe("42501");
    const id = await alice.client.from("profiles").update({ id: bob.id }).eq("id", alice.id);
    expect(id.error?.code).toBe("42501");
    const [row] = await sql()`select email from public.profiles where id = ${alice.id}`;
    expect(row?.email).toBe(alice.email);
  });

  it("changes nothing when a user updates another user's profile", async () => {
    const { data, error } = await alice.client
      .from("profiles")
      .update({ first_name: "Piraté" })
      .eq("id", bob.id)
      .select();
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const [row] = await sql()`select first_name from public.profiles where id = ${bob.id}`;
    expect(row?.first_name).toBe("Bob");
  });

  it("refuses inserts and deletes through the API", async () => {
    const insert = await alice.client.from("profiles").insert({ id: alice.id, first_name: "X" });
    expect(insert.error?.code).toBe("42501");
    const remove = await alice.client.from("profiles").delete().eq("id", alice.id);
    expect(remove.error?.code).toBe("42501");
    const anonUpdate = await anon.from("profiles").update({ first_name: "X" }).eq("id", alice.id);
    expect(anonUpdate.error?.code).toBe("42501");
    const [row] = await sql()`select count(*)::int as n from public.profiles where id = ${alice.id}`;
    expect(row?.n).toBe(1);
  });

  it("shows an admin every profile", async () => {
    const { data, error } = await admin.client
      .from("profiles")
      .select("id, email")
      .in("id", [alice.id, bob.id, admin.id]);
    expect(error).toBeNull();
    expect(data).toHaveLength(3);
    expect(data!.find((p) => p.id === bob.id)?.email).toBe(bob.email);
  });

  it("lets an admin set and clear is_admin on another user, but not their e-mail", async () => {
    const granted = await admin.client
      .from("profiles")
      .update({ is_admin: true })
      .eq("id", bob.id)
      .select("is_admin")
      .single();
    expect(granted.error).toBeNull();
    expect(granted.data).toEqual({ is_admin: true });
    // Bob is now an admin for the database too.
    const bobSees = await bob.client.from("profiles").select("id").in("id", [alice.id, bob.id]);
    expect(bobSees.data).toHaveLength(2);

    const cleared = await admin.client
      .from("profiles")
      .update({ is_admin: false })
      .eq("id", bob.id)
      .select("is_admin")
      .single();
    expect(cleared.data).toEqual({ is_admin: false });

    const email = await admin.client.from("profiles").update({ email: "other@example.test" }).eq("id", bob.id);
    expect(email.error?.code).toBe("42501");
  });

  it("holds id, e-mail and is_admin even where a role has table-wide UPDATE (guard trigger)", async () => {
    // The trigger is the second line behind the column grants: simulate a table-wide grant.
    const attempt = (set: string) =>
      sql()
        .begin(async (tx) => {
          await tx`grant update on public.profiles to authenticated`;
          await tx`select set_config('request.jwt.claim.sub', ${alice.id}, true)`;
          await tx`set local role authenticated`;
          await tx.unsafe(`update public.profiles set ${set} where id = '${alice.id}'`);
          throw new Error("rollback: the update went through");
        })
        .catch((error: { code?: string; message: string }) => error);
    expect(await attempt("email = 'x@example.test'")).toMatchObject({
      code: "42501",
      message: expect.stringMatching(/email/),
    });
    expect(await attempt(`id = '${bob.id}'`)).toMatchObject({
      code: "42501",
      message: expect.stringMatching(/id cannot be changed/),
    });
    expect(await attempt("is_admin = true")).toMatchObject({
      code: "42501",
      message: "only an administrator can change is_admin or block an account",
    });
    const [row] =
      await sql()`select has_column_privilege('authenticated', 'public.profiles', 'email', 'UPDATE') as granted`;
    expect(row?.granted).toBe(false);
  });
});

describe("public page (get_public_profile)", () => {
  it("returns only the public fields of an enabled page, to anyone", async () => {
    const enabled = await alice.client
      .from("profiles")
      .update({ public_page_enabled: true, public_bio: "Vendeuse à Sherbrooke" })
      .eq("id", alice.id)
      .select("public_slug")
      .single();
    expect(enabled.error).toBeNull();
    const slug = enabled.data!.public_slug as string;
    expect(slug).toMatch(/^alice-anne-gagnon(-\d+)?$/);

    const { data, error } = await anon.rpc("get_public_profile", { p_slug: slug }).maybeSingle();
    expect(error).toBeNull();
    expect(Object.keys(data as object).sort()).toEqual([
      "avatar_url",
      "first_name",
      "id",
      "last_name",
      "public_bio",
      "public_slug",
    ]);
    expect(data).toMatchObject({
      id: alice.id,
      first_name: "Alice-Anne",
      last_name: "Gagnon",
      public_bio: "Vendeuse à Sherbrooke",
    });
    expect(JSON.stringify(data)).not.toContain(alice.email);
  });

  it("returns nothing when the page is off", async () => {
    const { data: row } = await alice.client.from("profiles").select("public_slug").eq("id", alice.id).single();
    await alice.client.from("profiles").update({ public_page_enabled: false }).eq("id", alice.id);
    const { data, error } = await anon.rpc("get_public_profile", { p_slug: row!.public_slug as string }).maybeSingle();
    expect(error).toBeNull();
    expect(data).toBeNull();
    const unknown = await anon.rpc("get_public_profile", { p_slug: "nobody-here" }).maybeSingle();
    expect(unknown.data).toBeNull();
  });
});

describe("user_industry_preferences", () => {
  beforeAll(async () => {
    await sql()`insert into public.user_industry_preferences (user_id, industry_id) values (${bob.id}, ${industryId})`;
  });

  it("cannot be read or written anonymously", async () => {
    const read = await anon.from("user_industry_preferences").select("*");
    expect(read.error?.code).toBe("42501");
    const insert = await anon
      .from("user_industry_preferences")
      .insert({ user_id: bob.id, industry_id: otherIndustryId });
    expect(insert.error?.code).toBe("42501");
    const save = await anon.rpc("save_industry_preferences", { p_user_id: bob.id, p_industry_ids: [] });
    expect(save.error?.code).toBe("42501");
  });

  it("lets a user insert, read and delete their own rows", async () => {
    const insert = await alice.client
      .from("user_industry_preferences")
      .insert({ user_id: alice.id, industry_id: industryId });
    expect(insert.error).toBeNull();
    const read = await alice.client.from("user_industry_preferences").select("user_id, industry_id");
    expect(read.data).toEqual([{ user_id: alice.id, industry_id: industryId }]);
    const removed = await alice.client.from("user_industry_preferences").delete().eq("user_id", alice.id).select();
    expect(removed.data).toHaveLength(1);
  });

  it("never shows a user another user's preferences", async () => {
    const { data, error } = await alice.client.from("user_industry_preferences").select("*").eq("user_id", bob.id);
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it("refuses a user writing another user's preferences", async () => {
    const insert = await alice.client
      .from("user_industry_preferences")
      .insert({ user_id: bob.id, industry_id: otherIndustryId });
    expect(insert.error?.code).toBe("42501");
    const remove = await alice.client.from("user_industry_preferences").delete().eq("user_id", bob.id).select();
    expect(remove.data).toEqual([]);
    const save = await alice.client.rpc("save_industry_preferences", {
      p_user_id: bob.id,
      p_industry_ids: [otherIndustryId],
    });
    expect(save.error?.code).toBe("42501");
    const update = await alice.client
      .from("user_industry_preferences")
      .update({ industry_id: otherIndustryId })
      .eq("user_id", alice.id);
    expect(update.error?.code).toBe("42501");
    const rows = await sql()`select industry_id from public.user_industry_preferences where user_id = ${bob.id}`;
    expect(rows.map((r) => Number(r.industry_id))).toEqual([industryId]);
  });

  it("shows an admin every user's preferences, without letting them write others'", async () => {
    const { data, error } = await admin.client
      .from("user_industry_preferences")
      .select("user_id, industry_id")
      .eq("user_id", bob.id);
    expect(error).toBeNull();
    expect(data).toEqual([{ user_id: bob.id, industry_id: industryId }]);
    const insert = await admin.client
      .from("user_industry_preferences")
      .insert({ user_id: bob.id, industry_id: otherIndustryId });
    expect(insert.error?.code).toBe("42501");
  });
});
