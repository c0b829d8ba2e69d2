/**
 * Invitations of imported people (issue 22, Law 25): administrators only (RLS and the actions),
 * claimed once the invited address is confirmed at sign-up (the pending data lands on the profile,
 * the invitation is gone), the e-mail in the invitee's language with the prefilled sign-up link,
 * and the expiry that deletes what nobody claimed in 30 days.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cancelInvitationAction, resendInvitationAction } from "@/lib/accounts/actions/manage-invitation.core";
import { sendInvitation } from "@/lib/accounts/invitations";
import { expireInvitations } from "@/lib/accounts/queries/invitations";
import { getInvitation, listInvitations } from "@/lib/accounts/queries/invitations";
import type { Client } from "@/lib/supabase/types";
import { mailsTo, mailTo } from "@/tests/support/mail";
import { anonClient, cleanup, createTestUser, serviceClient, sql, trackUser, type TestUser } from "@/tests/support/db";

let admin: TestUser;
let member: TestUser;
let industries: number[];

const address = (tag: string) => `invite-${tag}-${randomUUID().slice(0, 8)}@example.test`;

async function invite(values: { email: string; is_admin?: boolean; locale?: "fr" | "en"; industry_ids?: number[] }) {
  const { data, error } = await admin.client
    .from("invitations")
    .insert({ first_name: "Émilie", last_name: "Tremblay", phone: "514 555-0199", ...values })
    .select("id, email, first_name, locale, expires_at, send_count")
    .single();
  expect(error).toBeNull();
  return data as {
    id: number;
    email: string;
    first_name: string;
    locale: "fr" | "en";
    expires_at: string;
    send_count: number;
  };
}

/** The back office's list, searched for one address. */
const listOne = (email: string) =>
  listInvitations(admin.client as Client, { search: email, sort: "created", dir: "desc", offset: 0, limit: 5 });

beforeAll(async () => {
  admin = await createTestUser({ admin: true, firstName: "Admin" });
  member = await createTestUser({ firstName: "Membre" });
  industries = (await sql()<{ id: number }[]>`select id from public.entreprise_industries order by id limit 2`).map(
    (r) => Number(r.id),
  );
});

afterAll(async () => {
  await sql()`delete from public.invitations where email like 'invite-%@example.test'`;
  await cleanup();
});

describe("invitations", () => {
  it("are the administrators' only: a member reads none and writes none, through RLS and the actions", async () => {
    const invitation = await invite({ email: address("rls") });
    expect((await member.client.from("invitations").select("id").eq("id", invitation.id)).data).toEqual([]);
    const insert = await member.client.from("invitations").insert({ email: address("member") });
    expect(insert.error?.code).toBe("42501");
    const removed = await member.client.from("invitations").delete().eq("id", invitation.id).select("id");
    expect(removed.data).toEqual([]);
    expect((await anonClient().from("invitations").select("id")).error).not.toBeNull();
    expect(await resendInvitationAction.execute({ id: invitation.id }, member.client)).toMatchObject({
      ok: false,
      message: "guards.adminRequired",
    });
    expect(await cancelInvitationAction.execute({ id: invitation.id }, member.client)).toMatchObject({ ok: false });
    expect(await getInvitation(admin.client as Client, invitation.id)).not.toBeNull();
  });

  it("key on the e-mail whatever its case", async () => {
    const email = address("case");
    await invite({ email });
    const again = await admin.client.from("invitations").insert({ email: email.toUpperCase() });
    expect(again.error).not.toBeNull();
  });

  it("e-mail the invitee in their language with the sign-up link prefilled; resend sends again, cancel deletes", async () => {
    const invitation = await invite({ email: address("mail"), locale: "en" });
    expect(await sendInvitation(admin.client as Client, invitation)).toBe(true);
    const mail = await mailTo(invitation.email, "/en/signup?email=");
    expect(mail?.subject).toMatch(/^Your invitation to create an account on /);
    expect(mail?.text).toContain(`/en/signup?email=${encodeURIComponent(invitation.email)}`);
    // CASL: who sends it, their address, why, and that ignoring it creates nothing.
    expect(mail?.text).toMatch(/Montréal, Québec, Canada/);
    expect(mail?.text).toMatch(/because an administrator/);
    expect(mail?.text).toMatch(/no account will be created/);
    const [stored] = (await listOne(invitation.email)).rows;
    expect(stored).toMatchObject({ send_status: "sent", send_count: 1 });
    expect(stored!.sent_at).not.toBeNull();

    expect(await resendInvitationAction.execute({ id: invitation.id }, admin.client)).toEqual({ ok: true, data: true });
    await expect.poll(async () => (await mailsTo(invitation.email)).length).toBe(2);
    expect((await getInvitation(admin.client as Client, invitation.id))?.send_count).toBe(2);

    expect(await cancelInvitationAction.execute({ id: invitation.id }, admin.client)).toEqual({ ok: true, data: true });
    expect(await getInvitation(admin.client as Client, invitation.id)).toBeNull();
    expect(await cancelInvitationAction.execute({ id: invitation.id }, admin.client)).toMatchObject({
      ok: false,
      message: "invitations.errors.notFound",
    });
  });

  it("is claimed when the invited address signs up and confirms: names, phone, preferences, admin flag; then gone", async () => {
    const email = address("claim");
    const invitation = await invite({ email, is_admin: true, locale: "en", industry_ids: [...industries, 999_999] });
    const { data, error } = await anonClient().auth.signUp({
      email: email.toUpperCase(),
      password: `Pw-${randomUUID()}`,
    });
    expect(error).toBeNull();
    const userId = data.user!.id;
    trackUser(userId);
    // Not confirmed yet: someone signing up with another's address gets nothing of theirs.
    const [before] = await sql()<{ first_name: string | null; is_admin: boolean }[]>`
      select first_name, is_admin from public.profiles where id = ${userId}`;
    expect(before).toEqual({ first_name: null, is_admin: false });
    expect(await getInvitation(admin.client as Client, invitation.id)).not.toBeNull();

    // The confirmation link of the sign-up e-mail, as /auth-confirm opens it.
    let link: string | undefined;
    for (let i = 0; i < 50 && !link; i++) {
      link = /href="([^"]*token_hash=[^"]+)"/.exec((await mailsTo(email))[0]?.html ?? "")?.[1]?.replace(/&amp;/g, "&");
      if (!link) await new Promise((r) => setTimeout(r, 200));
    }
    const params = new URL(link!).searchParams;
    const verified = await anonClient().auth.verifyOtp({
      type: params.get("type") as "signup",
      token_hash: params.get("token_hash")!,
    });
    expect(verified.error).toBeNull();

    const [profile] = await sql()<{ first_name: string; last_name: string; mobile_phone: string; is_admin: boolean }[]>`
      select first_name, last_name, mobile_phone, is_admin from public.profiles where id = ${userId}`;
    expect(profile).toEqual({
      first_name: "Émilie",
      last_name: "Tremblay",
      mobile_phone: "514 555-0199",
      is_admin: true,
    });
    const preferences = await sql()<{ industry_id: number }[]>`
      select industry_id from public.user_industry_preferences where user_id = ${userId} order by industry_id`;
    expect(preferences.map((p) => Number(p.industry_id))).toEqual(industries);
    const [admins] = await sql()<
      { n: number }[]
    >`select count(*)::int as n from app_private.admins where user_id = ${userId}`;
    expect(admins!.n).toBe(1);
    expect(await getInvitation(admin.client as Client, invitation.id)).toBeNull();
  });

  it("show the outbox's state of the last e-mail: not sent, failed, then sent by the retry", async () => {
    const email = address("retried");
    const invitation = await invite({ email });
    const status = async () => (await listOne(email)).rows.map((r) => [r.send_status, r.sent_at !== null]);
    expect(await status()).toEqual([["pending", false]]);
    await sql()`update public.invitations set send_count = 1 where id = ${invitation.id}`;
    await sql()`insert into public.outbound_emails (kind, to_email, subject, body_text, dedupe_key, status)
      values ('invitation', ${email}, 'Invitation', 'Invitation', ${`invitation:${invitation.id}:1`}, 'failed')`;
    expect(await status()).toEqual([["failed", false]]);
    await sql()`update public.outbound_emails set status = 'sent', sent_at = now()
      where dedupe_key = ${`invitation:${invitation.id}:1`}`;
    expect(await status()).toEqual([["sent", true]]);
  });

  it("expire after 30 days: the job deletes a 31-day-old invitation and keeps a fresh one", async () => {
    const old = await invite({ email: address("old") });
    const fresh = await invite({ email: address("fresh") });
    await sql()`update public.invitations set created_at = now() - interval '31 days', expires_at = now() - interval '1 day' where id = ${old.id}`;
    expect(fresh.expires_at > new Date(Date.now() + 29 * 86_400_000).toISOString()).toBe(true);
    const { expired } = await expireInvitations(serviceClient() as Client);
    expect(expired).toBeGreaterThanOrEqual(1);
    expect(await getInvitation(admin.client as Client, old.id)).toBeNull();
    expect(await getInvitation(admin.client as Client, fresh.id)).not.toBeNull();
    // Nobody but the job runs it.
    expect((await admin.client.rpc("expire_invitations")).error).not.toBeNull();
  });
});
