"use server";

import { getLocale, getTranslations } from "next-intl/server";
import { headers } from "next/headers";
import { after } from "next/server";
import { fail, fieldErrorsOf, ok, type ActionResult } from "@/lib/actions/result";
import { markNewsletterSubscriberSynced, subscribeToNewsletter, type SubscriptionOutcome } from "@/lib/data/newsletter-subscribers";
import { hitRateLimit, rateLimits } from "@/lib/data/rate-limits";
import { clientIpHash } from "@/lib/http/client-ip";
import { sendSubscriberToMailingService } from "@/lib/mailing/mailerlite";
import { newsletterSchema, type NewsletterInput } from "@/lib/schemas/newsletter";
import { serverEnv } from "@/lib/server-env";
import { createAdminClient } from "@/lib/supabase/admin";

// Subscribes a visitor to the newsletter (popup, footer or home page); idempotent, rate-limited per IP.
export async function subscribeNewsletter(input: NewsletterInput): Promise<ActionResult<{ outcome: SubscriptionOutcome }>> {
  const parsed = newsletterSchema.safeParse(input);
  if (!parsed.success) return fail("forms.errors.invalid", fieldErrorsOf(parsed.error));
  // A filled honeypot is a bot: it is told it worked and nothing is stored.
  if (parsed.data.website) return ok({ outcome: "subscribed" });
  const { email, source } = parsed.data;
  try {
    const client = createAdminClient();
    if (!(await hitRateLimit(client, rateLimits.newsletter, clientIpHash(await headers())))) return fail("forms.errors.rateLimited");
    const locale = await getLocale();
    const t = await getTranslations({ locale, namespace: "newsletter" });
    const outcome = await subscribeToNewsletter(client, { email, locale, source, consentText: t("consent") });
    if (outcome === "subscribed") {
      after(async () => {
        const env = serverEnv();
        const sent = await sendSubscriberToMailingService(email, { apiKey: env.MAILERLITE_API_KEY, groupId: env.NEXT_PUBLIC_MAILERLITE_GROUP_GENERAL });
        if (sent === "synced") await markNewsletterSubscriberSynced(client, email);
      });
    }
    return ok({ outcome });
  } catch (error) {
    console.error("[newsletter] subscription failed:", error);
    return fail("forms.errors.server");
  }
}
