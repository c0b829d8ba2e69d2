import { z } from "zod";
import { REVISABLE_KINDS } from "@/lib/listings/kinds";

const itemId = z.coerce
  .number({ message: "revisions.errors.notFound" })
  .int("revisions.errors.notFound")
  .positive("revisions.errors.notFound");

/** A listing's pending revision: its kind and id. */
export const revisionItemSchema = z.object({
  kind: z.enum(REVISABLE_KINDS, { message: "revisions.errors.notFound" }),
  id: itemId,
});

export type RevisionItemInput = z.input<typeof revisionItemSchema>;
