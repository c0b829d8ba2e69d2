import "server-only";
import { z } from "zod";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok } from "@/lib/actions/result";
import { withValues } from "@/lib/i18n/message-keys";
import { TAGS } from "@/lib/cache-tags";
import { retryOutbox } from "@/lib/mail/outbox";
import {
  bulkApproveSchema,
  bulkRejectSchema,
  listingItemSchema,
  moderationItemSchema,
  rejectItemSchema,
} from "@/lib/moderation/schema";
import { createAdminClient } from "@/lib/supabase/admin";
import { decide, setFlag } from "@/lib/moderation/internal/decide";

// What the public sees changes with every decision: search, listing pages, seller pages, franchise pages.
const publicLists = () => [TAGS.listings, TAGS.sellers, TAGS.franchises] as const;

// Publishes a submitted item and e-mails the owner the public link.
export const approveItemAction = defineAction({
  name: "moderation.approve",
  access: "admin",
  schema: moderationItemSchema,
  handler: ({ kind, id }, { client }) => decide(client, kind, id, "published"),
  revalidates: publicLists,
});

// Refuses an item with a reason the owner receives by e-mail (in their language) and sees on the item.
export const rejectItemAction = defineAction({
  name: "moderation.reject",
  access: "admin",
  schema: rejectItemSchema,
  handler: ({ kind, id, reason }, { client }) => decide(client, kind, id, "rejected", reason),
  revalidates: publicLists,
});

// Takes an item out of circulation (its owner may submit it again).
export const archiveItemAction = defineAction({
  name: "moderation.archive",
  access: "admin",
  schema: moderationItemSchema,
  handler: ({ kind, id }, { client }) => decide(client, kind, id, "archived"),
  revalidates: publicLists,
});

// Puts an item forward on the home page and at the top of its lists.
export const featureItemAction = defineAction({
  name: "moderation.feature",
  access: "admin",
  schema: moderationItemSchema,
  handler: ({ kind, id }, { client }) => setFlag(client, kind, id, "featured", true),
  revalidates: publicLists,
});

// Stops featuring an item.
export const unfeatureItemAction = defineAction({
  name: "moderation.unfeature",
  access: "admin",
  schema: moderationItemSchema,
  handler: ({ kind, id }, { client }) => setFlag(client, kind, id, "featured", false),
  revalidates: publicLists,
});

// Sets a business or property apart in search results (its owner's plan must include it).
export const highlightItemAction = defineAction({
  name: "moderation.highlight",
  access: "admin",
  schema: listingItemSchema,
  handler: ({ kind, id }, { client }) => setFlag(client, kind, id, "highlighted", true),
  revalidates: publicLists,
});

// Stops highlighting a listing.
export const unhighlightItemAction = defineAction({
  name: "moderation.unhighlight",
  access: "admin",
  schema: listingItemSchema,
  handler: ({ kind, id }, { client }) => setFlag(client, kind, id, "highlighted", false),
  revalidates: publicLists,
});

// Approves several items of a queue, one by one: each is its own decision with its own e-mail.
export const bulkApproveAction = defineAction({
  name: "moderation.bulkApprove",
  access: "admin",
  schema: bulkApproveSchema,
  handler: async ({ kind, ids }, { client }) => {
    let approved = 0;
    for (const id of new Set(ids)) if ((await decide(client, kind, id, "published")).ok) approved++;
    const failed = new Set(ids).size - approved;
    if (failed > 0) return fail(withValues("moderation.errors.bulkPartial", { approved, failed }));
    return ok({ approved });
  },
  revalidates: publicLists,
});

// Rejects several items of a queue with one reason, one by one: each owner gets their own e-mail.
export const bulkRejectAction = defineAction({
  name: "moderation.bulkReject",
  access: "admin",
  schema: bulkRejectSchema,
  handler: async ({ kind, ids, reason }, { client }) => {
    let rejected = 0;
    for (const id of new Set(ids)) if ((await decide(client, kind, id, "rejected", reason)).ok) rejected++;
    const failed = new Set(ids).size - rejected;
    if (failed > 0) return fail(withValues("moderation.errors.bulkRejectPartial", { rejected, failed }));
    return ok({ rejected });
  },
  revalidates: publicLists,
});

// Sends again the outbox's e-mails that failed (the overview's button; the scheduled job does the same).
export const retryFailedEmailsAction = defineAction({
  name: "moderation.retryOutbox",
  access: "admin",
  schema: z.object({}),
  handler: async () => ok(await retryOutbox(createAdminClient())),
});
