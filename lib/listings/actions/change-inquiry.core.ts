import "server-only";
import { QueryError } from "@/lib/supabase/errors";
import { z } from "zod";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok } from "@/lib/actions/result";
import { setInquiryState } from "@/lib/listings/queries/inbox";

const changeInquirySchema = z.object({
  id: z.coerce.number().int().positive(),
  change: z.enum(["read", "unread", "archive", "unarchive"]),
});

/** The inbox's row actions: mark read / unread, archive / bring back (the listing's owner only, by RLS). */
export const changeInquiryAction = defineAction({
  name: "inbox.changeInquiry",
  schema: changeInquirySchema,
  access: "user",
  handler: async ({ id, change }, { client }) => {
    try {
      await setInquiryState(client, id, change);
      return ok({ id, change });
    } catch (error) {
      if (error instanceof QueryError) return fail("inbox.errors.notFound");
      throw error;
    }
  },
});
