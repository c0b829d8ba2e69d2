import "server-only";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import { TAGS } from "@/lib/cache-tags";
import {
  applyListingRevision,
  deleteListingRevision,
  getListingRevision,
  listingTitle,
  rejectListingRevision,
  revisionPhotoPaths,
  type ListingKind,
  type ListingRevision,
} from "@/lib/data/listing-revisions";
import { getModerationRecipient } from "@/lib/data/moderation";
import { DataRefusal, listingPhotoPaths, removeListingPhotos } from "@/lib/data/workspace-listings";
import { queueEmail } from "@/lib/mail/outbox";
import { composeRevisionMail, type RevisionDecision } from "@/lib/mail/revision-decision";
import { rejectRevisionSchema, revisionItemSchema } from "@/lib/schemas/listing-revisions";
import { createAdminClient } from "@/lib/supabase/admin";
import type { Client } from "@/lib/supabase/types";

/**
 * Decisions on the pending revisions of public listings (issue 18): an admin applies the owner's
 * changes or declines them with a reason (the owner is e-mailed either way, in their language);
 * the owner may withdraw them. Postgres checks again (apply/reject_listing_revision, RLS).
 */

const publicLists = () => [TAGS.listings, TAGS.sellers] as const;

function refusal(error: unknown): ActionResult<never> {
  if (!(error instanceof DataRefusal)) throw error;
  if (error.code === "42501") return fail("revisions.errors.notAllowed");
  if (error.code === "23514" && /reason/.test(error.message)) return fail("moderation.errors.reasonRequired");
  // A value the listing's checks refuse now (a photo, a length, a price rule…).
  return fail("revisions.errors.invalid");
}

/** Removes the photos a revision brought that the listing does not use (owner's folder only). */
async function dropRevisionPhotos(client: Client, kind: ListingKind, revision: ListingRevision): Promise<void> {
  const inUse = new Set(await listingPhotoPaths(client, kind, revision.itemId));
  await removeListingPhotos(
    client,
    revisionPhotoPaths(revision).filter((p) => !inUse.has(p)),
    revision.ownerId,
  );
}

/** E-mails the owner the decision through the outbox. Never throws: the decision is saved already. */
async function mailRevisionDecision(
  client: Client,
  ownerId: string,
  decision: Omit<RevisionDecision, "listing">,
): Promise<boolean> {
  try {
    const listing = await listingTitle(client, decision.kind, decision.id);
    const service = createAdminClient();
    const recipient = listing ? await getModerationRecipient(service, ownerId) : null;
    if (!listing || !recipient) return false;
    const mail = composeRevisionMail(recipient, { ...decision, listing });
    const { sent } = await queueEmail(service, {
      kind: `revision.${decision.outcome}`,
      recipientId: ownerId,
      to: recipient.email,
      locale: recipient.locale,
      subject: mail.subject,
      text: mail.text,
      subjectRef: `${decision.kind}:${decision.id}`,
    });
    return sent;
  } catch (error) {
    console.error(`[revisions] decision e-mail for ${decision.kind}:${decision.id} not saved:`, error);
    return false;
  }
}

// Puts the owner's changes online; drops the photos the approved version no longer uses.
export const approveRevisionAction = defineAction({
  name: "revisions.approve",
  access: "admin",
  schema: revisionItemSchema,
  handler: async ({ kind, id }, { client }) => {
    try {
      const revision = await getListingRevision(client, kind, id);
      if (!revision) return fail("revisions.errors.notFound");
      const before = await listingPhotoPaths(client, kind, id);
      if (!(await applyListingRevision(client, kind, id))) return fail("revisions.errors.notFound");
      const now = new Set(await listingPhotoPaths(client, kind, id));
      await removeListingPhotos(
        client,
        before.filter((p) => !now.has(p)),
        revision.ownerId,
      );
      const mailed = await mailRevisionDecision(client, revision.ownerId, { kind, id, outcome: "approved" });
      return ok({ mailed });
    } catch (error) {
      return refusal(error);
    }
  },
  revalidates: publicLists,
});

// Declines the owner's changes with a reason; the published version stays as it is.
export const rejectRevisionAction = defineAction({
  name: "revisions.reject",
  access: "admin",
  schema: rejectRevisionSchema,
  handler: async ({ kind, id, reason }, { client }) => {
    try {
      const revision = await getListingRevision(client, kind, id);
      if (!revision) return fail("revisions.errors.notFound");
      if (!(await rejectListingRevision(client, kind, id, reason))) return fail("revisions.errors.notFound");
      await dropRevisionPhotos(client, kind, revision);
      const mailed = await mailRevisionDecision(client, revision.ownerId, { kind, id, outcome: "rejected", reason });
      return ok({ mailed });
    } catch (error) {
      return refusal(error);
    }
  },
});

// The owner withdraws their pending changes (RLS: their own only).
export const withdrawRevisionAction = defineAction({
  name: "revisions.withdraw",
  access: "user",
  schema: revisionItemSchema,
  handler: async ({ kind, id }, { client }) => {
    try {
      const revision = await deleteListingRevision(client, kind, id);
      if (!revision) return fail("revisions.errors.notFound");
      await dropRevisionPhotos(client, kind, revision);
      return ok({ withdrawn: true });
    } catch (error) {
      return refusal(error);
    }
  },
});
