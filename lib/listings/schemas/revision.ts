import { z } from "zod";

const itemId = z.coerce
  .number({ message: "revisions.errors.notFound" })
  .int("revisions.errors.notFound")
  .positive("revisions.errors.notFound");

/** A listing's pending revision: its kind and id. */
export const revisionItemSchema = z.object({
  kind: z.enum(["entreprise", "immobilier"], { message: "revisions.errors.notFound" }),
  id: itemId,
});

export type RevisionItemInput = z.input<typeof revisionItemSchema>;
