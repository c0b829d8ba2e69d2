import { z } from "zod";
import { rejectItemSchema } from "./moderation";

const itemId = z.coerce
  .number({ message: "revisions.errors.notFound" })
  .int("revisions.errors.notFound")
  .positive("revisions.errors.notFound");

/** A listing's pending revision: its kind and id. */
export const revisionItemSchema = z.object({
  kind: z.enum(["entreprise", "immobilier"], { message: "revisions.errors.notFound" }),
  id: itemId,
});

/** Declining a revision: why (the owner reads it in the e-mail), as for a rejected item. */
export const rejectRevisionSchema = revisionItemSchema.extend({ reason: rejectItemSchema.shape.reason });

export type RevisionItemInput = z.input<typeof revisionItemSchema>;
export type RejectRevisionInput = z.input<typeof rejectRevisionSchema>;
