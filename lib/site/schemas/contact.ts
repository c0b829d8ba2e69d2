import { z } from "zod";
import { emailField, honeypotField, messageField, optionalPhoneField, personNameField } from "@/lib/fields";

export const contactSchema = z.object({
  name: personNameField,
  email: emailField,
  phone: optionalPhoneField,
  subject: z.string().trim().min(3, "forms.errors.subjectRequired").max(200, "forms.errors.tooLong"),
  message: messageField,
  website: honeypotField,
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;
