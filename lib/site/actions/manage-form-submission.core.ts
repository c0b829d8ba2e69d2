import "server-only";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok } from "@/lib/actions/result";
import { QueryError } from "@/lib/supabase/errors";
import { sendContactMessageMail } from "@/lib/site/contact-mail";
import {
  getFormSubmission,
  setFormSubmissionHandled,
  setFormSubmissionMailStatus,
} from "@/lib/site/queries/form-submissions";
import { submissionHandledSchema, submissionRefSchema } from "@/lib/site/schemas/back-office";

// Marks a contact message handled, or new again (the admin's own client: RLS lets only admins).
export const markSubmissionHandledAction = defineAction({
  name: "gestion.submissionHandled",
  access: "admin",
  schema: submissionHandledSchema,
  handler: async ({ id, handled }, { client }) => {
    try {
      await setFormSubmissionHandled(client, id, handled);
      return ok({ handled });
    } catch (error) {
      if (error instanceof QueryError) return fail("gestion.errors.notFound");
      throw error;
    }
  },
});

// Sends a saved message's e-mail to the site's inbox again and records how it went.
export const resendSubmissionMailAction = defineAction({
  name: "gestion.resendSubmission",
  access: "admin",
  schema: submissionRefSchema,
  handler: async ({ id }, { client }) => {
    const submission = await getFormSubmission(client, id);
    if (!submission) return fail("gestion.errors.notFound");
    try {
      await sendContactMessageMail({ ...submission, phone: submission.phone ?? "", website: "" });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await setFormSubmissionMailStatus(client, id, "failed", reason);
      return fail("gestion.forms.resendFailed");
    }
    await setFormSubmissionMailStatus(client, id, "sent");
    return ok({ mailStatus: "sent" as const });
  },
});
