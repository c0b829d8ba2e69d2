import "server-only";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok } from "@/lib/actions/result";
import { resendInvitation } from "@/lib/accounts/invitations";
import { cancelInvitation } from "@/lib/accounts/queries/invitations";
import { invitationIdSchema } from "@/lib/accounts/schemas/invitation";

// Sends an invitation's e-mail again (valid 30 more days); admins only, and RLS on public.invitations.
export const resendInvitationAction = defineAction({
  name: "invitations.resend",
  schema: invitationIdSchema,
  access: "admin",
  handler: async ({ id }, { client }) =>
    (await resendInvitation(client, id)) ? ok(true) : fail("invitations.errors.notFound"),
});

// Cancels an invitation: it is deleted with everything it held.
export const cancelInvitationAction = defineAction({
  name: "invitations.cancel",
  schema: invitationIdSchema,
  access: "admin",
  handler: async ({ id }, { client }) =>
    (await cancelInvitation(client, id)) ? ok(true) : fail("invitations.errors.notFound"),
});
