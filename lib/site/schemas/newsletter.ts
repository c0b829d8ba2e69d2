import { z } from "zod";
import { emailField, honeypotField } from "@/lib/fields";

export const newsletterSources = ["popup", "footer", "home"] as const;
export type NewsletterSource = (typeof newsletterSources)[number];

export const newsletterSchema = z.object({
  email: emailField,
  // Express consent (CASL): an unticked box the person ticks themselves.
  consent: z.boolean().refine((v) => v, "forms.errors.consentRequired"),
  source: z.enum(newsletterSources),
  website: honeypotField,
});

export type NewsletterInput = z.input<typeof newsletterSchema>;
