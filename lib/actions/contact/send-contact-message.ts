"use server";

import { getLocale } from "next-intl/server";
import { headers } from "next/headers";
import { fail, fieldErrorsOf, ok, type ActionResult } from "@/lib/actions/result";
import {
  createFormSubmission,
  findDuplicateFormSubmission,
  setFormSubmissionMailStatus,
  type NewFormSubmission,
} from "@/lib/data/form-submissions";
import { hitRateLimit, rateLimits } from "@/lib/data/rate-limits";
import { clientIpHash } from "@/lib/http/client-ip";
import { sendContactMessageMail } from "@/lib/mail/contact-message";
import { contactSchema, type ContactInput } from "@/lib/schemas/contact";
import { createAdminClient } from "@/lib/supabase/admin";

export type ContactOutcome = "received" | "duplicate";

// Saves a contact-form message, then e-mails it to the site's inbox; a mail failure loses nothing.
export async function sendContactMessage(input: ContactInput): Promise<ActionResult<{ outcome: ContactOutcome }>> {
  const parsed = contactSchema.safeParse(input);
  if (!parsed.success) return fail("forms.errors.invalid", fieldErrorsOf(parsed.error));
  if (parsed.data.website) return ok({ outcome: "received" });
  const values = parsed.data;
  try {
    const client = createAdminClient();
    if (!(await hitRateLimit(client, rateLimits.contact, clientIpHash(await headers())))) return fail("forms.errors.rateLimited");
    const locale = await getLocale();
    const submission: NewFormSubmission = {
      form: "contact",
      locale,
      name: values.name,
      email: values.email,
      phone: values.phone || null,
      subject: values.subject,
      message: values.message,
    };
    if (await findDuplicateFormSubmission(client, submission)) return ok({ outcome: "duplicate" });
    const id = await createFormSubmission(client, submission);
    try {
      await sendContactMessageMail({ ...values, id, locale });
      await setFormSubmissionMailStatus(client, id, "sent");
    } catch (error) {
      // The message is saved and stays visible in the back office; the team reads it there.
      console.error(`[contact] e-mail for submission ${id} failed:`, error);
      await setFormSubmissionMailStatus(client, id, "failed", error instanceof Error ? error.message : String(error));
    }
    return ok({ outcome: "received" });
  } catch (error) {
    console.error("[contact] submission failed:", error);
    return fail("forms.errors.server");
  }
}
