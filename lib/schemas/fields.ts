import { z } from "zod";

/** Field rules shared by the site's forms; messages are keys of the `forms.errors` namespace. */
export const emailField = z
  .string()
  .trim()
  .min(1, "forms.errors.emailRequired")
  .max(254, "forms.errors.tooLong")
  .pipe(z.email("forms.errors.emailInvalid"))
  .transform((email) => email.toLowerCase());

/** Honeypot: a field hidden from people; anything in it marks a bot. */
export const honeypotField = z.string().max(500).optional();
