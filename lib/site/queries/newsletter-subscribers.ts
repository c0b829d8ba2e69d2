import { QueryError, raise } from "@/lib/supabase/errors";
import { pageOf } from "@/lib/supabase/page";
import type { Client } from "@/lib/supabase/types";
import type { NewsletterSource } from "@/lib/site/schemas/newsletter";

export type SubscriptionOutcome = "subscribed" | "already_subscribed";

/** Adds the address (idempotent) with its consent evidence. Needs the service role. */
export async function subscribeToNewsletter(
  client: Client,
  subscriber: { email: string; locale: string; source: NewsletterSource; consentText: string },
): Promise<SubscriptionOutcome> {
  const { data, error } = await client.rpc("subscribe_newsletter", {
    p_email: subscriber.email,
    p_locale: subscriber.locale,
    p_source: subscriber.source,
    p_consent_text: subscriber.consentText,
  });
  if (error) raise(error);
  if (data !== "subscribed" && data !== "already_subscribed")
    throw new Error(`subscribe_newsletter returned ${String(data)}`);
  return data;
}

/** Records that the mailing service has the subscriber. */
export async function markNewsletterSubscriberSynced(client: Client, email: string): Promise<void> {
  const { error } = await client
    .from("newsletter_subscribers")
    .update({ mailing_synced_at: new Date().toISOString() })
    .eq("email", email);
  if (error) raise(error);
}

export type NewsletterSubscriberRow = {
  id: string;
  email: string;
  locale: string;
  source: string;
  consent_text: string;
  consented_at: string;
  unsubscribed_at: string | null;
};

export type NewsletterSubscriberQuery = {
  state?: "active" | "unsubscribed";
  source?: string;
  locale?: string;
  search?: string;
  sort: "consented" | "email";
  dir: "asc" | "desc";
  limit: number;
  offset: number;
};

/** One page of newsletter subscribers (admins only: RLS shows anyone else none) and how many match. */
export async function listNewsletterSubscribers(
  client: Client,
  q: NewsletterSubscriberQuery,
): Promise<{ rows: NewsletterSubscriberRow[]; total: number }> {
  const subscribers = (options?: { head: true }) => {
    let query = client
      .from("newsletter_subscribers")
      .select("id, email, locale, source, consent_text, consented_at, unsubscribed_at", { count: "exact", ...options });
    if (q.state === "active") query = query.is("unsubscribed_at", null);
    if (q.state === "unsubscribed") query = query.not("unsubscribed_at", "is", null);
    if (q.source) query = query.eq("source", q.source);
    if (q.locale) query = query.eq("locale", q.locale);
    if (q.search) query = query.ilike("email", `%${q.search.replace(/[%_\\]/g, "_")}%`);
    return query;
  };
  return pageOf(
    await subscribers()
      .order(q.sort === "email" ? "email" : "consented_at", { ascending: q.dir === "asc" })
      .order("id")
      .range(q.offset, q.offset + q.limit - 1),
    () => subscribers({ head: true }),
  );
}

/** Unsubscribes an address (the consent record stays, dated); throws "not found" when the caller may not (RLS). */
export async function unsubscribeNewsletterSubscriber(client: Client, id: string): Promise<void> {
  const { data, error } = await client
    .from("newsletter_subscribers")
    .update({ unsubscribed_at: new Date().toISOString() })
    .eq("id", id)
    .is("unsubscribed_at", null)
    .select("id")
    .maybeSingle();
  if (error) raise(error);
  if (!data) throw new QueryError("not found", { code: "PGRST116" });
}
