import "server-only";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok } from "@/lib/actions/result";
import { deleteListingRevision, dropRevisionPhotos } from "@/lib/listings/queries/revisions";
import { revisionRefusal } from "@/lib/listings/refusal";
import { revisionItemSchema } from "@/lib/listings/schemas/revision";

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
      return revisionRefusal(error);
    }
  },
});
