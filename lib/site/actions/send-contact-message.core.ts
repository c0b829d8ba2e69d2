import "server-only";
import { headers } from "next/headers";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok } from "@/lib/actions/result";
import { actionLocale } from "@/lib/i18n/action-locale";
import {
  createFormSubmission,
  findDuplicateFormSubmission,
  setFormSubmissionMailStatus,
  type NewFormSubmission,
} from "@/lib/site/queries/form-submissions";
import { rateLimits } from "@/lib/http/rate-limits";
import { hitRateLimit } from "@/lib/http/queries";
import { clientIpHash } from "@/lib/http/client-ip";
import { sendContactMessageMail } from "@/lib/site/contact-mail";
import { contactSchema } from "@/lib/site/schemas/contact";
import { createAdminClient } from "@/lib/supabase/admin";

export type ContactOutcome = "received" | "duplicate";

const answer = (outcome: ContactOutcome) => ok({ outcome });

/**
 * A contact-form message: bots thanked and dropped, rate limited per IP, saved (the app writes
 * submissions with the server key, after these checks), then e-mailed to the site's inbox. A mail
 * failure loses nothing: the message stays in the back office with the failure.
 */
export const sendContactMessageAction = defineAction({
  name: "contact",
  schema: contactSchema,
  access: "public",
  handler: async (values) => {
    if (values.website) return answer("received");
    const client = createAdminClient();
    if (!(await hitRateLimit(client, rateLimits.contact, clientIpHash(await headers()))))
      return fail("forms.errors.rateLimited");
    const locale = await actionLocale();
    const submission: NewFormSubmission = {
      form: "contact",
      locale,
      name: values.name,
      email: values.email,
      phone: values.phone || null,
      subject: values.subject,
      message: values.message,
    };
    if (await findDuplicateFormSubmission(client, submission)) return answer("duplicate");
    const id = await createFormSubmission(client, submission);
    try {
      await sendContactMessageMail({ ...values, id, locale });
      await setFormSubmissionMailStatus(client, id, "sent");
    } catch (error) {
      console.error(`[contact] e-mail for submission ${id} failed:`, error);
      await setFormSubmissionMailStatus(client, id, "failed", error instanceof Error ? error.message : String(error));
    }
    return answer("received");
  },
});
