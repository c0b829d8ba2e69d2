import "server-only";
import { getLocale, getTranslations } from "next-intl/server";
import { headers } from "next/headers";
import { after } from "next/server";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok } from "@/lib/actions/result";
import {
  markNewsletterSubscriberSynced,
  subscribeToNewsletter,
  type SubscriptionOutcome,
} from "@/lib/site/queries/newsletter-subscribers";
import { rateLimits } from "@/lib/http/rate-limits";
import { hitRateLimit } from "@/lib/http/queries";
import { clientIpHash } from "@/lib/http/client-ip";
import { sendSubscriberToMailingService } from "@/lib/site/mailerlite";
import { newsletterSchema } from "@/lib/site/schemas/newsletter";
import { serverEnv } from "@/lib/server-env";
import { createAdminClient } from "@/lib/supabase/admin";

/** Subscribes a visitor to the newsletter (popup, footer or home page); idempotent, rate-limited per IP. */
export const subscribeNewsletterAction = defineAction({
  name: "newsletter.subscribe",
  schema: newsletterSchema,
  access: "public",
  handler: async ({ email, source, website }) => {
    // A filled honeypot is a bot: it is told it worked and nothing is stored.
    if (website) return ok<{ outcome: SubscriptionOutcome }>({ outcome: "subscribed" });
    // The app writes subscribers with the server key, after its own checks.
    const client = createAdminClient();
    if (!(await hitRateLimit(client, rateLimits.newsletter, clientIpHash(await headers()))))
      return fail("forms.errors.rateLimited");
    const locale = await getLocale();
    const t = await getTranslations({ locale, namespace: "newsletter" });
    const outcome = await subscribeToNewsletter(client, { email, locale, source, consentText: t("consent") });
    if (outcome === "subscribed") {
      after(async () => {
        const env = serverEnv();
        const sent = await sendSubscriberToMailingService(email, {
          apiKey: env.MAILERLITE_API_KEY,
          groupId: env.NEXT_PUBLIC_MAILERLITE_GROUP_GENERAL,
        });
        if (sent === "synced") await markNewsletterSubscriberSynced(client, email);
      });
    }
    return ok({ outcome });
  },
});
