import "server-only";
import { defineAction } from "@/lib/actions/define-action";
import { ok } from "@/lib/actions/result";
import { listModerationEvents } from "@/lib/moderation/queries";
import { moderationItemSchema } from "@/lib/moderation/schema";

/**
 * One queue row's moderation history, read when the admin opens it: the queue sends no history
 * with its 25 rows (issue 21: p95 < 300 ms). RLS decides what the caller reads.
 */
export const readHistoryAction = defineAction({
  name: "moderation.history",
  access: "admin",
  schema: moderationItemSchema,
  handler: async ({ kind, id }, { client }) => ok(await listModerationEvents(client, { kind, ids: [id], limit: 100 })),
});
