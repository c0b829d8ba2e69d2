import { z } from "zod";
import { emailField, honeypotField } from "./fields";

const phonePattern = /^\+?[0-9 ().-]{7,25}$/;

export const contactSchema = z.object({
  name: z.string().trim().min(2, "forms.errors.nameRequired").max(120, "forms.errors.tooLong"),
  email: emailField,
  phone: z
    .string()
    .trim()
    .max(40, "forms.errors.tooLong")
    .refine((v) => v === "" || (phonePattern.test(v) && v.replace(/\D/g, "").length >= 7), "forms.errors.phoneInvalid")
    .optional(),
  subject: z.string().trim().min(3, "forms.errors.subjectRequired").max(200, "forms.errors.tooLong"),
  message: z.string().trim().min(10, "forms.errors.messageTooShort").max(5000, "forms.errors.messageTooLong"),
  website: honeypotField,
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;
