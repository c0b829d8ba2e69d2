import { z } from "zod";
import { emailField } from "@/lib/fields";
import { planIds } from "@/lib/accounts/plans";

/** The app's password rule; the Auth API may add its own (its weak-password reasons are shown too). */
const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 72;

export const newPasswordField = z
  .string()
  .min(1, "auth.errors.passwordRequired")
  .min(PASSWORD_MIN_LENGTH, "auth.errors.passwordTooShort")
  .max(PASSWORD_MAX_LENGTH, "auth.errors.passwordTooLong");

const nameField = (required: string) => z.string().trim().min(1, required).max(100, "forms.errors.tooLong");

/** `redirect` is checked again by the action (safeLocalPath); here it only has to be a short string. */
const redirectField = z.string().max(2048).optional();

export const loginSchema = z.object({
  email: emailField,
  password: z.string().min(1, "auth.errors.passwordRequired").max(1024, "forms.errors.tooLong"),
  redirect: redirectField,
});
export type LoginInput = z.input<typeof loginSchema>;

export const signupSchema = z.object({
  email: emailField,
  password: newPasswordField,
  firstName: nameField("auth.errors.firstNameRequired"),
  lastName: nameField("auth.errors.lastNameRequired"),
  // A box the person ticks themselves: the form starts unticked.
  acceptTerms: z.boolean().refine((v) => v, "auth.errors.termsRequired"),
  redirect: redirectField,
  /** The plan chosen on /forfaits, kept with the account (the team confirms a paid one). */
  plan: z.enum(planIds).optional(),
});
export type SignupInput = z.input<typeof signupSchema>;

export const passwordResetSchema = z.object({ email: emailField });
export type PasswordResetInput = z.input<typeof passwordResetSchema>;

export const resendConfirmationSchema = z.object({ email: emailField });

/** `currentPassword`: asked unless the session was opened by a recovery link (the action decides). */
export const updatePasswordSchema = z
  .object({
    currentPassword: z.string().max(1024, "forms.errors.tooLong").optional(),
    password: newPasswordField,
    confirmPassword: z.string().min(1, "auth.errors.confirmRequired"),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "auth.errors.passwordsDiffer",
  });
export type UpdatePasswordInput = z.input<typeof updatePasswordSchema>;
