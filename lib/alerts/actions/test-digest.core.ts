import "server-only";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok } from "@/lib/actions/result";
import { previewDigest } from "@/lib/alerts/digest-job";
import { testDigestSchema } from "@/lib/alerts/schema";
import { queueEmail } from "@/lib/mail/outbox";
import { createAdminClient } from "@/lib/supabase/admin";

/**
 * The back office's test digest: the e-mail the chosen person would get now for this frequency,
 * exactly as composed, sent to the admin's own address (never to the person) and recorded
 * nowhere as sent to them: nothing is marked in alert_sent_listings.
 */
export const sendTestDigestAction = defineAction({
  name: "testDigest.send",
  schema: testDigestSchema,
  access: "admin",
  handler: async (v, { user }) => {
    if (!user.email) return fail("testDigest.errors.noAddress");
    const service = createAdminClient();
    const mail = await previewDigest(service, v.userId, v.frequency);
    if (!mail) return fail("testDigest.errors.nothingNew");
    const result = await queueEmail(service, {
      kind: "alert_digest_test",
      recipientId: user.userId,
      to: user.email,
      locale: mail.locale,
      subject: `[Test] ${mail.subject}`,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
      subjectRef: `test-digest:${v.userId}`,
    });
    return result.sent ? ok({ to: user.email }) : fail("testDigest.errors.sendFailed");
  },
});
