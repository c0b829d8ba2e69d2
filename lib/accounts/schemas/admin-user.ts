import { z } from "zod";
import { profileDetailsSchema } from "./profile";

/** The back office's forms and buttons on an account; messages are i18n keys. */
const userId = z.uuid();

export const userDetailsSchema = z.object({ userId, details: profileDetailsSchema });
export const userAdminFlagSchema = z.object({ userId, isAdmin: z.boolean() });
export const blockUserSchema = z.object({
  userId,
  reason: z.string().trim().min(3, "usersAdmin.errors.reasonRequired").max(500, "forms.errors.tooLong"),
});
export const userIdSchema = z.object({ userId });

export type UserDetailsInput = z.input<typeof userDetailsSchema>;
export type UserAdminFlagInput = z.input<typeof userAdminFlagSchema>;
export type BlockUserInput = z.input<typeof blockUserSchema>;
export type UserIdInput = z.input<typeof userIdSchema>;
