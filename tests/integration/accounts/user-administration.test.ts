/**
 * The back office's user administration (issue 21) through real calls as an admin, a user and a
 * visitor: the list (search, filters, counts of listings and inquiries), profile edits, the admin
 * flag (never one's own, never the last admin's), blocks (a blocked account writes nothing through
 * the Data API, Storage or an action) and the audit log of every change.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_BLOCKED, SESSION_ENDED } from "@/lib/actions/result";
import {
  blockUserAction,
  saveUserDetailsAction,
  setUserAdminAction,
  unblockUserAction,
} from "@/lib/accounts/actions/manage-user.core";
import { updateProfileDetailsAction } from "@/lib/accounts/actions/profile.core";
import { sendListingInquiryAction } from "@/lib/listings/actions/send-listing-inquiry.core";
import { sendContactMessageAction } from "@/lib/site/actions/send-contact-message.core";
import { getUserAccount, getUserPage, listUsers } from "@/lib/accounts/queries/admin-users";
import { anonClient, cleanup, createTestUser, sql, type TestUser } from "@/tests/support/db";

let admin: TestUser;
let user: TestUser;
let seller: TestUser;
const tag = randomUUID().slice(0, 8);

const details = {
  firstName: "Béatrice",
  lastName: `Gestion ${tag}`,
  mobilePhone: "514 555-0199",
  addressLine1: "12 rue Principale",
  addressLine2: "",
  city: "Laval",
  province: "QC" as const,
  country: "Canada",
  postalCode: "h7n1a1",
};
const query = { sort: "created" as const, dir: "desc" as const, limit: 25, offset: 0 };

beforeAll(async () => {
  admin = await createTestUser({ firstName: "Ada", lastName: `Admin ${tag}`, admin: true });
  user = await createTestUser({ firstName: "Uma", lastName: `User ${tag}` });
  seller = await createTestUser({ firstName: "Sam", lastName: `Seller ${tag}` });
  const [property] = await sql()`
    insert into public.immobilier (slug, owner_id, status, title_fr, property_type, price)
    values (${`gestion-users-${tag}`}, ${seller.id}, 'published', 'Immeuble de test', 'retail', 500000) returning id`;
  await sql()`
    insert into public.listing_inquiries (immobilier_id, name, email, message, locale)
    values (${property!.id}, 'Acheteur', ${`acheteur-${tag}@exemple.ca`}, 'Bonjour, est-ce disponible ?', 'fr'),
           (${property!.id}, 'Acheteuse', ${`acheteuse-${tag}@exemple.ca`}, 'Bonjour, encore disponible ?', 'fr')`;
});

afterAll(async () => {
  await sql()`delete from public.immobilier where slug = ${`gestion-users-${tag}`}`;
  await cleanup();
});

describe("the user list", () => {
  it("an admin searches by name or e-mail and sees each user's listings and the inquiries they received", async () => {
    const byName = await listUsers(admin.client, { ...query, search: `Seller ${tag}` });
    expect(byName.total).toBe(1);
    expect(byName.rows[0]).toMatchObject({ id: seller.id, listing_count: 1, inquiry_count: 2, is_admin: false });

    const byEmail = await listUsers(admin.client, { ...query, search: user.email.toUpperCase() });
    expect(byEmail.rows.map((r) => r.id)).toEqual([user.id]);
  });

  it("filters by admin flag, listings and sign-up dates, and orders by listings", async () => {
    const admins = await listUsers(admin.client, { ...query, search: tag, admin: true });
    expect(admins.rows.map((r) => r.id)).toEqual([admin.id]);
    const withListings = await listUsers(admin.client, { ...query, search: tag, hasListings: true });
    expect(withListings.rows.map((r) => r.id)).toEqual([seller.id]);
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "America/Toronto" });
    expect((await listUsers(admin.client, { ...query, search: tag, from: today, to: today })).total).toBe(3);
    expect((await listUsers(admin.client, { ...query, search: tag, to: "2020-01-01" })).total).toBe(0);
    const ordered = await listUsers(admin.client, { ...query, search: tag, sort: "listings", dir: "desc" });
    expect(ordered.rows[0]!.id).toBe(seller.id);
    const byName = await listUsers(admin.client, { ...query, search: tag, sort: "name", dir: "asc" });
    expect(byName.rows.map((r) => r.id)).toEqual([admin.id, seller.id, user.id]);
    const second = await listUsers(admin.client, {
      ...query,
      search: tag,
      sort: "name",
      dir: "asc",
      limit: 1,
      offset: 1,
    });
    expect(second).toMatchObject({ total: 3, rows: [{ id: seller.id, listing_count: 1, inquiry_count: 2 }] });
  });

  it("a user and a visitor are refused by Postgres", async () => {
    await expect(listUsers(user.client, query)).rejects.toMatchObject({ code: "42501" });
    await expect(listUsers(anonClient(), query)).rejects.toThrow();
  });
});

describe("profile edits", () => {
  it("an admin saves someone's profile, and the audit log keeps each change", async () => {
    expect(await saveUserDetailsAction.execute({ userId: user.id, details }, admin.client)).toEqual({
      ok: true,
      data: true,
    });
    expect(await getUserAccount(admin.client, user.id)).toMatchObject({
      first_name: "Béatrice",
      city: "Laval",
      postal_code: "H7N 1A1",
      address_line2: null,
    });
    const [entry] = (await getUserPage(admin.client, user.id))!.audit;
    expect(entry).toMatchObject({ action: "profile", actor: { email: admin.email } });
    expect(entry!.changes.first_name).toEqual(["Uma", "Béatrice"]);
  });

  it("bad input is said at its field", async () => {
    const result = await saveUserDetailsAction.execute(
      { userId: user.id, details: { ...details, firstName: " " } },
      admin.client,
    );
    expect(result).toMatchObject({ ok: false, fieldErrors: { "details.firstName": "auth.errors.firstNameRequired" } });
  });

  it("a user cannot run it on someone else, a visitor is asked to sign in", async () => {
    expect(await saveUserDetailsAction.execute({ userId: seller.id, details }, user.client)).toMatchObject({
      ok: false,
      message: "guards.adminRequired",
    });
    expect(await saveUserDetailsAction.execute({ userId: seller.id, details }, anonClient())).toMatchObject({
      ok: false,
      message: SESSION_ENDED,
    });
  });

  it("the audit log is for admins only, and nobody writes it through the API", async () => {
    expect((await user.client.from("admin_audit_log").select("id").eq("target_id", user.id)).data).toEqual([]);
    expect((await anonClient().from("admin_audit_log").select("id")).error).not.toBeNull();
    // The account's page, in one call, likewise: a user cannot read even their own through it.
    await expect(getUserPage(user.client, user.id)).rejects.toMatchObject({ code: "42501" });
    await expect(getUserPage(anonClient(), user.id)).rejects.toThrow();
    expect(await getUserPage(admin.client, "00000000-0000-4000-8000-000000000000")).toBeNull();
    const forged = await admin.client
      .from("admin_audit_log")
      .insert({ actor_id: admin.id, target_id: user.id, action: "profile" });
    expect(forged.error?.code).toBe("42501");
  });
});

describe("the admin flag", () => {
  it("an admin grants and removes it, both in the audit log", async () => {
    expect(await setUserAdminAction.execute({ userId: user.id, isAdmin: true }, admin.client)).toEqual({
      ok: true,
      data: true,
    });
    expect((await getUserAccount(admin.client, user.id))?.is_admin).toBe(true);
    expect(await setUserAdminAction.execute({ userId: user.id, isAdmin: false }, admin.client)).toEqual({
      ok: true,
      data: true,
    });
    const actions = (await getUserPage(admin.client, user.id))!.audit.map((e) => e.action);
    expect(actions.slice(0, 2)).toEqual(["admin_removed", "admin_granted"]);
  });

  it("an admin cannot remove their own flag", async () => {
    expect(await setUserAdminAction.execute({ userId: admin.id, isAdmin: false }, admin.client)).toEqual({
      ok: false,
      message: "usersAdmin.errors.ownFlag",
      fieldErrors: {},
    });
    expect((await getUserAccount(admin.client, admin.id))?.is_admin).toBe(true);
  });

  it("the last active admin keeps the flag, whoever asks", async () => {
    const attempt = sql().begin(async (tx) => {
      await tx`update public.profiles set is_admin = false where is_admin and id <> ${admin.id}`;
      await tx`update public.profiles set is_admin = false where id = ${admin.id}`;
    });
    await expect(attempt).rejects.toThrow("the last administrator cannot be demoted");
  });

  it("a user cannot make themselves admin, through the action or the Data API", async () => {
    expect(await setUserAdminAction.execute({ userId: user.id, isAdmin: true }, user.client)).toMatchObject({
      ok: false,
      message: "guards.adminRequired",
    });
    const direct = await user.client.from("profiles").update({ is_admin: true }).eq("id", user.id);
    expect(direct.error?.message).toContain("only an administrator");
    expect(await setUserAdminAction.execute({ userId: user.id, isAdmin: true }, anonClient())).toMatchObject({
      ok: false,
      message: SESSION_ENDED,
    });
  });
});

describe("blocks", () => {
  afterAll(async () => {
    await sql()`update public.profiles set suspended_at = null, suspension_reason = null where id = ${user.id}`;
  });

  it("a reason is required, and an admin cannot block themselves", async () => {
    expect(await blockUserAction.execute({ userId: user.id, reason: " " }, admin.client)).toMatchObject({
      ok: false,
      fieldErrors: { reason: "usersAdmin.errors.reasonRequired" },
    });
    expect(await blockUserAction.execute({ userId: admin.id, reason: "Test" }, admin.client)).toMatchObject({
      ok: false,
      message: "usersAdmin.errors.ownBlock",
    });
  });

  it("a user and a visitor cannot block anyone, nor unblock themselves", async () => {
    expect(await blockUserAction.execute({ userId: seller.id, reason: "Pourriel" }, user.client)).toMatchObject({
      ok: false,
      message: "guards.adminRequired",
    });
    expect(await blockUserAction.execute({ userId: seller.id, reason: "Pourriel" }, anonClient())).toMatchObject({
      ok: false,
      message: SESSION_ENDED,
    });
    const direct = await user.client
      .from("profiles")
      .update({ suspended_at: new Date().toISOString() })
      .eq("id", seller.id)
      .select("id");
    expect(direct.data ?? []).toEqual([]);
  });

  it("a blocked user writes nothing: not through an action, the Data API, an RPC or Storage", async () => {
    expect(
      await blockUserAction.execute({ userId: user.id, reason: "Annonces trompeuses signalées" }, admin.client),
    ).toEqual({ ok: true, data: true });
    expect((await getUserPage(admin.client, user.id))!.audit[0]).toMatchObject({
      action: "blocked",
      changes: { suspension_reason: [null, "Annonces trompeuses signalées"] },
    });

    expect(await updateProfileDetailsAction.execute(details, user.client)).toMatchObject({
      ok: false,
      message: ACCOUNT_BLOCKED,
    });
    // The public forms, which the app saves with the server key, refuse a blocked account's session too.
    const contact = { name: "Bloqué", email: user.email, subject: "Question", message: "Un message assez long." };
    expect(await sendContactMessageAction.execute({ ...contact, phone: "", website: "" }, user.client)).toMatchObject({
      ok: false,
      message: ACCOUNT_BLOCKED,
    });
    const inquiry = { listingKind: "entreprise" as const, listingSlug: "x", name: "Bloqué", email: user.email };
    expect(
      await sendListingInquiryAction.execute(
        { ...inquiry, phone: "", message: "Un message assez long.", website: "" },
        user.client,
      ),
    ).toMatchObject({ ok: false, message: ACCOUNT_BLOCKED });
    const update = await user.client.from("profiles").update({ city: "Ailleurs" }).eq("id", user.id).select("id");
    expect(update.data ?? []).toEqual([]);
    const [industry] = await sql()`select id from public.entreprise_industries order by id limit 1`;
    const insert = await user.client
      .from("user_industry_preferences")
      .insert({ user_id: user.id, industry_id: Number(industry!.id) });
    expect(insert.error?.code).toBe("42501");
    const rpc = await user.client.rpc("save_industry_preferences", {
      p_user_id: user.id,
      p_industry_ids: [Number(industry!.id)],
    });
    expect(rpc.error?.code).toBe("42501");
    const property = await user.client
      .from("immobilier")
      .insert({ owner_id: user.id, title_fr: "Refusé", property_type: "retail", price: 1 });
    expect(property.error?.code).toBe("42501");
    const upload = await user.client.storage
      .from("avatars")
      .upload(`${user.id}/blocked.png`, new ArrayBuffer(8), { contentType: "image/png" });
    expect(upload.error).not.toBeNull();
    expect((await getUserAccount(admin.client, user.id))?.city).toBe("Laval");
  });

  it("an unblocked user writes again", async () => {
    expect(await unblockUserAction.execute({ userId: user.id }, admin.client)).toEqual({ ok: true, data: true });
    expect((await getUserPage(admin.client, user.id))!.audit[0]).toMatchObject({ action: "unblocked" });
    expect(await updateProfileDetailsAction.execute({ ...details, city: "Montréal" }, user.client)).toEqual({
      ok: true,
      data: true,
    });
  });

  it("every table of the API that users write refuses a blocked account's writes (a new one too)", async () => {
    const missing = await sql()`
      select c.relname from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
        and pg_catalog.has_table_privilege('authenticated', c.oid, 'INSERT, UPDATE, DELETE')
        and not exists (select 1 from pg_catalog.pg_policies p
                        where p.schemaname = 'public' and p.tablename = c.relname
                          and p.policyname = c.relname || '_active_insert' and p.permissive = 'RESTRICTIVE')`;
    expect(missing.map((r) => r.relname)).toEqual([]);
  });
});
