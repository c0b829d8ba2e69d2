import { z } from "zod";

/** A row button of the invitations list (resend, cancel). */
export const invitationIdSchema = z.object({ id: z.coerce.number().int().positive() });

export type InvitationIdInput = z.input<typeof invitationIdSchema>;
