/**
 * The site shell's tables through the real API: what the app (service role) does, and that
 * visitors and signed-in users cannot reach newsletter subscribers, form submissions, page
 * views or rate limits directly. Admins read them for the back office.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SupabaseClient } from "@supabase/supabase-js";
import {
  createFormSubmission,
  findDuplicateFormSubmission,
  setFormSubmissionMailStatus,
  type NewFormSubmission,
} from "@/lib/site/queries/form-submissions";
import { markNewsletterSubscriberSynced, subscribeToNewsletter } from "@/lib/site/queries/newsletter-subscribers";
import { recordPageView } from "@/lib/site/queries/page-views";
import { hitRateLimit } from "@/lib/http/queries";
import { anonClient, cleanup, createTestUser, serviceClient, sql, type TestUser } from "@/tests/support/db";

let service: SupabaseClient;
let anon: SupabaseClient;
let user: TestUser;
let admin: TestUser;

const email = () => `it-${randomUUID().slice(0, 8)}@exemple.ca`;
const subscriber = (address: string) => ({
  email: address,
  locale: "fr",
  source: "footer" as const,
  consentText: "J'accepte de recevoir l'infolettre.",
});

beforeAll(async () => {
  service = serviceClient();
  anon = anonClient();
  user = await createTestUser();
  admin = await createTestUser({ admin: true });
});

afterAll(cleanup);

describe("newsletter subscribers", () => {
  it("subscribes once, whatever the case of the address, and keeps the consent evidence", async () => {
    const address = email();
    expect(await subscribeToNewsletter(service, subscriber(address))).toBe("subscribed");
    expect(await subscribeToNewsletter(service, subscriber(address.toUpperCase()))).toBe("already_subscribed");
    const rows =
      await sql()`select email, locale, source, consent_text, consented_at from public.newsletter_subscribers where email = ${address}`;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: address,
      locale: "fr",
      source: "footer",
      consent_text: "J'accepte de recevoir l'infolettre.",
    });
    expect(rows[0]?.consented_at).toBeInstanceOf(Date);
  });

  it("subscribes an unsubscribed address again with fresh consent", async () => {
    const address = email();
    await subscribeToNewsletter(service, subscriber(address));
    await sql()`update public.newsletter_subscribers set unsubscribed_at = now() - interval '1 day', consented_at = now() - interval '1 year' where email = ${address}`;
    expect(await subscribeToNewsletter(service, { ...subscriber(address), source: "popup" })).toBe("subscribed");
    const [row] =
      await sql()`select unsubscribed_at, source, consented_at > now() - interval '1 minute' as fresh from public.newsletter_subscribers where email = ${address}`;
    expect(row).toMatchObject({ unsubscribed_at: null, source: "popup", fresh: true });
  });

  it("records when the mailing service has the subscriber", async () => {
    const address = email();
    await subscribeToNewsletter(service, subscriber(address));
    await markNewsletterSubscriberSynced(service, address);
    const [row] = await sql()`select mailing_synced_at from public.newsletter_subscribers where email = ${address}`;
    expect(row?.mailing_synced_at).toBeInstanceOf(Date);
  });

  it("is out of reach of visitors and signed-in users, readable by admins", async () => {
    const address = email();
    await subscribeToNewsletter(service, subscriber(address));
    for (const client of [anon, user.client]) {
      const read = await client.from("newsletter_subscribers").select("email").eq("email", address);
      expect(read.data ?? []).toEqual([]);
      const insert = await client
        .from("newsletter_subscribers")
        .insert({ email: email(), locale: "fr", source: "footer", consent_text: "x" });
      expect(insert.error).not.toBeNull();
      const rpc = await client.rpc("subscribe_newsletter", {
        p_email: email(),
        p_locale: "fr",
        p_source: "footer",
        p_consent_text: "x",
      });
      expect(rpc.error).not.toBeNull();
    }
    const asAdmin = await admin.client.from("newsletter_subscribers").select("email").eq("email", address);
    expect(asAdmin.data).toEqual([{ email: address }]);
  });
});

describe("form submissions", () => {
  const submission = (address: string): NewFormSubmission => ({
    form: "contact",
    locale: "en",
    name: "Jean Tremblay",
    email: address,
    phone: null,
    subject: "Buying a bakery",
    message: "Hello, I am looking for a bakery in the Eastern Townships.",
  });

  it("saves a message, finds it again as a duplicate and records the mail outcome", async () => {
    const address = email();
    expect(await findDuplicateFormSubmission(service, submission(address))).toBeNull();
    const id = await createFormSubmission(service, submission(address));
    expect(await findDuplicateFormSubmission(service, submission(address))).toBe(id);
    expect(
      await findDuplicateFormSubmission(service, { ...submission(address), message: "Another question entirely." }),
    ).toBeNull();
    const [pending] = await sql()`select mail_status from public.form_submissions where id = ${id}`;
    expect(pending?.mail_status).toBe("pending");
    await setFormSubmissionMailStatus(service, id, "failed", "connect ECONNREFUSED");
    const [failed] = await sql()`select mail_status, mail_error from public.form_submissions where id = ${id}`;
    expect(failed).toEqual({ mail_status: "failed", mail_error: "connect ECONNREFUSED" });
  });

  it("is out of reach of visitors and signed-in users, readable by admins", async () => {
    const address = email();
    await createFormSubmission(service, submission(address));
    for (const client of [anon, user.client]) {
      expect((await client.from("form_submissions").select("id").eq("email", address)).data ?? []).toEqual([]);
      expect((await client.from("form_submissions").insert(submission(email()))).error).not.toBeNull();
    }
    expect((await admin.client.from("form_submissions").select("email").eq("email", address)).data).toEqual([
      { email: address },
    ]);
  });
});

describe("page views and rate limits", () => {
  it("stores a page view; only admins read them, nobody else writes them", async () => {
    const path = `/essai-${randomUUID().slice(0, 8)}`;
    await recordPageView(service, { route: "/[...rest]", path, locale: "fr" });
    expect((await anon.from("page_views").insert({ route: "/", path, locale: "fr" })).error).not.toBeNull();
    expect((await user.client.from("page_views").select("id").eq("path", path)).data ?? []).toEqual([]);
    expect((await admin.client.from("page_views").select("route, path, locale").eq("path", path)).data).toEqual([
      { route: "/[...rest]", path, locale: "fr" },
    ]);
  });

  it("allows the limit per key and window, then refuses; keys and buckets are independent", async () => {
    const rule = { bucket: `test-${randomUUID().slice(0, 8)}`, limit: 3, windowSeconds: 3600 };
    const key = "a".repeat(64);
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(service, rule, key));
    expect(results).toEqual([true, true, true, false]);
    expect(await hitRateLimit(service, rule, "b".repeat(64))).toBe(true);
    expect(await hitRateLimit(service, { ...rule, bucket: `${rule.bucket}-other` }, key)).toBe(true);
  });

  it("cannot be called by visitors or signed-in users, nor read by anyone but admins", async () => {
    const bucket = `read-${randomUUID().slice(0, 8)}`;
    await hitRateLimit(service, { bucket, limit: 5, windowSeconds: 3600 }, "d".repeat(64));
    for (const client of [anon, user.client, admin.client]) {
      expect(
        (
          await client.rpc("hit_rate_limit", {
            p_bucket: "x",
            p_key_hash: "c".repeat(64),
            p_limit: 1,
            p_window_seconds: 60,
          })
        ).error,
      ).not.toBeNull();
    }
    for (const client of [anon, user.client])
      expect((await client.from("rate_limits").select("bucket").eq("bucket", bucket)).data ?? []).toEqual([]);
    expect((await admin.client.from("rate_limits").select("bucket, hits").eq("bucket", bucket)).data).toEqual([
      { bucket, hits: 1 },
    ]);
    expect((await admin.client.from("rate_limits").delete().eq("bucket", bucket).select()).data ?? []).toEqual([]);
    expect(await sql()`select 1 from public.rate_limits where bucket = ${bucket}`).toHaveLength(1);
  });
});
