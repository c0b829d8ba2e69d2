import "server-only";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok } from "@/lib/actions/result";
import { TAGS } from "@/lib/cache-tags";
import {
  applyListingRevision,
  dropRevisionPhotos,
  getListingRevision,
  listingTitle,
  rejectListingRevision,
} from "@/lib/listings/queries/revisions";
import { mailOwner } from "@/lib/moderation/internal/owner-mail";
import { listingPhotoPaths, removeListingPhotos } from "@/lib/listings/queries/items";
import { revisionRefusal } from "@/lib/listings/refusal";
import { composeRevisionMail, type RevisionDecision } from "@/lib/moderation/revision-mail";
import { rejectRevisionSchema } from "@/lib/moderation/schema";
import { revisionItemSchema } from "@/lib/listings/schemas/revision";
import type { Client } from "@/lib/supabase/types";

/**
 * Decisions on the pending revisions of public listings (issue 18): an admin applies the owner's
 * changes or declines them with a reason (the owner is e-mailed either way, in their language);
 * the owner withdraws them in lib/listings. Postgres checks again (apply/reject_listing_revision, RLS).
 */

const publicLists = () => [TAGS.listings, TAGS.sellers, TAGS.franchises] as const;

/** E-mails the owner the decision (see mailOwner); nothing when the listing is gone. */
function mailRevisionDecision(
  client: Client,
  ownerId: string,
  decision: Omit<RevisionDecision, "listing">,
): Promise<boolean> {
  const { kind, id, outcome } = decision;
  return mailOwner({ ownerId, kind, id, mailKind: `revision.${outcome}`, log: "revisions" }, async (recipient) => {
    const listing = await listingTitle(client, kind, id);
    return listing ? composeRevisionMail(recipient, { ...decision, listing }) : null;
  });
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
      return revisionRefusal(error);
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
      return revisionRefusal(error);
    }
  },
});
