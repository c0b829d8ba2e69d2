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

/** A person's full name. */
export const personNameField = z.string().trim().min(2, "forms.errors.nameRequired").max(120, "forms.errors.tooLong");

const phonePattern = /^\+?[0-9 ().-]{7,25}$/;

/** An optional phone number: empty, or at least seven digits with the usual separators. */
export const optionalPhoneField = z
  .string()
  .trim()
  .max(40, "forms.errors.tooLong")
  .refine((v) => v === "" || (phonePattern.test(v) && v.replace(/\D/g, "").length >= 7), "forms.errors.phoneInvalid")
  .optional();

/** A free-text message of 10 to 5000 characters. */
export const messageField = z
  .string()
  .trim()
  .min(10, "forms.errors.messageTooShort")
  .max(5000, "forms.errors.messageTooLong");
