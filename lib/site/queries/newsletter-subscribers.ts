import type { Client } from "@/lib/supabase/types";
import type { NewsletterSource } from "@/lib/site/schemas/newsletter";

export type SubscriptionOutcome = "subscribed" | "already_subscribed";

/** Adds the address (idempotent) with its consent evidence. Needs the service role. */
export async function subscribeToNewsletter(
  client: Client,
  subscriber: { email: string; locale: string; source: NewsletterSource; consentText: string },
): Promise<SubscriptionOutcome> {
  const { data } = await client
    .rpc("subscribe_newsletter", {
      p_email: subscriber.email,
      p_locale: subscriber.locale,
      p_source: subscriber.source,
      p_consent_text: subscriber.consentText,
    })
    .throwOnError();
  if (data !== "subscribed" && data !== "already_subscribed")
    throw new Error(`subscribe_newsletter returned ${String(data)}`);
  return data;
}

/** Records that the mailing service has the subscriber. */
export async function markNewsletterSubscriberSynced(client: Client, email: string): Promise<void> {
  await client
    .from("newsletter_subscribers")
    .update({ mailing_synced_at: new Date().toISOString() })
    .eq("email", email)
    .throwOnError();
}
