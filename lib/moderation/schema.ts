import { z } from "zod";
import { ITEM_KINDS } from "@/lib/listings/kinds";
import { revisionItemSchema } from "@/lib/listings/schemas/revision";

/** Longest rejection reason the tables accept (rejection_reason check). */
export const REJECTION_REASON_MAX = 2000;

const itemId = z.coerce
  .number({ message: "moderation.errors.invalidItem" })
  .int("moderation.errors.invalidItem")
  .positive("moderation.errors.invalidItem");

/** One item of a queue: its kind and id. */
export const moderationItemSchema = z.object({
  kind: z.enum(ITEM_KINDS, { message: "moderation.errors.invalidItem" }),
  id: itemId,
});

/** One business or property of a queue (what may be highlighted in search results). */
export const listingItemSchema = moderationItemSchema.extend({
  kind: z.enum(["entreprise", "immobilier"], { message: "moderation.errors.invalidItem" }),
});

/** A rejection: the item and why, which the owner reads in the e-mail and on the item. */
export const rejectItemSchema = moderationItemSchema.extend({
  reason: z
    .string({ message: "moderation.errors.reasonRequired" })
    .trim()
    .min(1, "moderation.errors.reasonRequired")
    .max(REJECTION_REASON_MAX, `moderation.errors.reasonTooLong?max=${REJECTION_REASON_MAX}`),
});

/** The rejection dialog's form: the reason alone (the item is the dialog's). */
export const rejectionReasonSchema = z.object({ reason: rejectItemSchema.shape.reason });

/** Several items of one kind approved at once (the queue's bulk action). */
export const bulkApproveSchema = z.object({
  kind: z.enum(ITEM_KINDS, { message: "moderation.errors.invalidItem" }),
  ids: z.array(itemId).min(1, "moderation.errors.noneSelected").max(100, "moderation.errors.tooMany?max=100"),
});

/** Several items of one kind rejected at once, with one reason each owner receives. */
export const bulkRejectSchema = bulkApproveSchema.extend({ reason: rejectItemSchema.shape.reason });

export type ModerationItemInput = z.input<typeof moderationItemSchema>;
export type ListingItemInput = z.input<typeof listingItemSchema>;
export type RejectItemInput = z.input<typeof rejectItemSchema>;
export type BulkApproveInput = z.input<typeof bulkApproveSchema>;
export type BulkRejectInput = z.input<typeof bulkRejectSchema>;

/** Declining a revision: why (the owner reads it in the e-mail), as for a rejected item. */
export const rejectRevisionSchema = revisionItemSchema.extend({ reason: rejectItemSchema.shape.reason });

export type RejectRevisionInput = z.input<typeof rejectRevisionSchema>;
