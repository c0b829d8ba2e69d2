import "server-only";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok } from "@/lib/actions/result";
import { QueryError } from "@/lib/supabase/errors";
import { unsubscribeNewsletterSubscriber } from "@/lib/site/queries/newsletter-subscribers";
import { subscriberRefSchema } from "@/lib/site/schemas/back-office";

// Unsubscribes a newsletter address for the team (asked by mail or phone); the consent record stays, dated.
export const unsubscribeSubscriberAction = defineAction({
  name: "gestion.unsubscribe",
  access: "admin",
  schema: subscriberRefSchema,
  handler: async ({ id }, { client }) => {
    try {
      await unsubscribeNewsletterSubscriber(client, id);
      return ok(true);
    } catch (error) {
      if (error instanceof QueryError) return fail("gestion.errors.notFound");
      throw error;
    }
  },
});
