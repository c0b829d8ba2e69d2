/**
 * /admin/gestion/formulaires (issue 21): the team's actions on contact messages (handled or new,
 * the e-mail sent again) and newsletter subscribers (unsubscribed), as an admin, a signed-in user
 * and an anonymous visitor; Postgres refuses the writes to anyone but an admin too.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  markSubmissionHandledAction,
  resendSubmissionMailAction,
} from "@/lib/site/actions/manage-form-submission.core";
import { unsubscribeSubscriberAction } from "@/lib/site/actions/unsubscribe-subscriber.core";
import { listUsers } from "@/lib/accounts/queries/admin-users";
import { listInvitations } from "@/lib/accounts/queries/invitations";
import { listIndustryFollowers } from "@/lib/accounts/queries/preferences";
import { listRooms } from "@/lib/dealroom/queries/requests";
import { listModerationQueue } from "@/lib/moderation/queries";
import { listAlertRuns } from "@/lib/alerts/queries/runs";
import { listPrequalificationRequests } from "@/lib/financing/prequalification/queries";
import { createFormSubmission, listFormSubmissions } from "@/lib/site/queries/form-submissions";
import { listNewsletterSubscribers, subscribeToNewsletter } from "@/lib/site/queries/newsletter-subscribers";
import { anonClient, cleanup, createTestUser, serviceClient, sql, type TestUser } from "@/tests/support/db";
import { mailTo } from "@/tests/support/mail";

let admin: TestUser;
let user: TestUser;
const tag = `bo-${Date.now().toString(36)}`;

beforeAll(async () => {
  admin = await createTestUser({ admin: true });
  user = await createTestUser();
});

afterAll(async () => {
  await sql()`delete from public.form_submissions where email like ${`${tag}%`}`;
  await sql()`delete from public.newsletter_subscribers where email like ${`${tag}%`}`;
  await cleanup();
});

async function message(): Promise<string> {
  return createFormSubmission(serviceClient(), {
    form: "contact",
    locale: "fr",
    name: "Jeanne Bouchard",
    email: `${tag}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    phone: null,
    subject: `Achat d'une boulangerie ${tag}`,
    message: "Bonjour, je cherche une boulangerie en Estrie.",
  });
}

describe("contact messages", () => {
  it("an admin marks a message handled and new again; a user or a visitor cannot", async () => {
    const id = await message();
    for (const client of [anonClient(), user.client]) {
      expect((await markSubmissionHandledAction.execute({ id, handled: true }, client)).ok).toBe(false);
      // The Data API refuses them too.
      await client.from("form_submissions").update({ handled_at: new Date().toISOString() }).eq("id", id);
    }
    expect(await sql()`select handled_at from public.form_submissions where id = ${id}`).toEqual([
      { handled_at: null },
    ]);

    expect(await markSubmissionHandledAction.execute({ id, handled: true }, admin.client)).toMatchObject({ ok: true });
    const [handled] = await sql()<
      { handled_at: Date | null }[]
    >`select handled_at from public.form_submissions where id = ${id}`;
    expect(handled!.handled_at).not.toBeNull();
    const news = await listFormSubmissions(admin.client, {
      state: "new",
      search: tag,
      sort: "created",
      dir: "desc",
      limit: 50,
      offset: 0,
    });
    expect(news.rows.map((r) => r.id)).not.toContain(id);
    expect((await markSubmissionHandledAction.execute({ id, handled: false }, admin.client)).ok).toBe(true);
    expect(await sql()`select handled_at from public.form_submissions where id = ${id}`).toEqual([
      { handled_at: null },
    ]);
  });

  it("an admin sends a message's e-mail to the inbox again, and its status says so", async () => {
    const id = await message();
    await sql()`update public.form_submissions set mail_status = 'failed', mail_error = 'connect ECONNREFUSED' where id = ${id}`;
    expect((await resendSubmissionMailAction.execute({ id }, user.client)).ok).toBe(false);
    expect((await resendSubmissionMailAction.execute({ id }, anonClient())).ok).toBe(false);
    expect(await resendSubmissionMailAction.execute({ id }, admin.client)).toMatchObject({ ok: true });
    expect(await sql()`select mail_status, mail_error from public.form_submissions where id = ${id}`).toEqual([
      { mail_status: "sent", mail_error: null },
    ]);
    expect(await mailTo("contact@demo.local", id)).toBeDefined();
    // Only an admin may write the status through the Data API.
    await user.client.from("form_submissions").update({ mail_status: "failed" }).eq("id", id);
    expect(await sql()`select mail_status from public.form_submissions where id = ${id}`).toEqual([
      { mail_status: "sent" },
    ]);
    expect(await resendSubmissionMailAction.execute({ id: crypto.randomUUID() }, admin.client)).toMatchObject({
      ok: false,
      message: "gestion.errors.notFound",
    });
  });
});

describe("newsletter subscribers", () => {
  it("an admin unsubscribes an address, keeping its consent; a user or a visitor cannot", async () => {
    const email = `${tag}-news@example.com`;
    await subscribeToNewsletter(serviceClient(), { email, locale: "en", source: "footer", consentText: "Oui." });
    const [row] = await sql()<{ id: string }[]>`select id from public.newsletter_subscribers where email = ${email}`;
    const id = row!.id;
    for (const client of [anonClient(), user.client]) {
      expect((await unsubscribeSubscriberAction.execute({ id }, client)).ok).toBe(false);
    }
    expect(await unsubscribeSubscriberAction.execute({ id }, admin.client)).toMatchObject({ ok: true });
    const [after] = await sql()<{ unsubscribed_at: Date | null; consent_text: string }[]>`
      select unsubscribed_at, consent_text from public.newsletter_subscribers where id = ${id}`;
    expect(after!.unsubscribed_at).not.toBeNull();
    expect(after!.consent_text).toBe("Oui.");
    // Twice is "not found": nothing left to unsubscribe.
    expect((await unsubscribeSubscriberAction.execute({ id }, admin.client)).ok).toBe(false);
    const listed = await listNewsletterSubscribers(admin.client, {
      state: "unsubscribed",
      source: "footer",
      locale: "en",
      search: tag,
      sort: "email",
      dir: "asc",
      limit: 10,
      offset: 0,
    });
    expect(listed.rows.map((r) => r.email)).toEqual([email]);
    expect(
      (await listNewsletterSubscribers(user.client, { search: tag, sort: "email", dir: "asc", limit: 10, offset: 0 }))
        .total,
    ).toBe(0);
  });
});

describe("a back-office list past its last page", () => {
  it("is an empty page with the list's total, not a failure nor a total of 0", async () => {
    await message();
    const page = { limit: 25 };
    const lists = {
      messages: (offset: number) =>
        listFormSubmissions(admin.client, { sort: "created", dir: "desc", ...page, offset }),
      subscribers: (offset: number) =>
        listNewsletterSubscribers(admin.client, { sort: "email", dir: "asc", ...page, offset }),
      invitations: (offset: number) => listInvitations(admin.client, { sort: "created", dir: "desc", ...page, offset }),
      alertRuns: (offset: number) => listAlertRuns(admin.client, { ...page, offset }),
      prequalifications: (offset: number) =>
        listPrequalificationRequests(admin.client, { ascending: false, ...page, offset }),
      // Lists whose database function gives the total on each row: past the end there is no row to read.
      users: (offset: number) => listUsers(admin.client, { sort: "created", dir: "desc", ...page, offset }),
      followers: (offset: number) =>
        listIndustryFollowers(admin.client, { sort: "email", dir: "asc", ...page, offset }),
      rooms: (offset: number) => listRooms(admin.client, { ...page, offset }),
      businessQueue: (offset: number) =>
        listModerationQueue(admin.client, "entreprise", { sort: "updated", dir: "desc", ...page, offset }),
    };
    const totals: Record<string, number> = {};
    for (const [name, list] of Object.entries(lists)) {
      totals[name] = (await list(0)).total;
      expect({ name, ...(await list(25_000)) }).toEqual({ name, rows: [], total: totals[name] });
    }
    // The seed's and this file's rows: a total of 0 on both sides would prove nothing.
    for (const name of ["messages", "users", "businessQueue"]) expect(totals[name], name).toBeGreaterThan(0);
  });
});
