"use server";

import type { NewsletterInput } from "@/lib/site/schemas/newsletter";
import { subscribeNewsletterAction } from "./subscribe-newsletter.core";

// Subscribes a visitor to the newsletter (popup, footer or home page); idempotent, rate-limited per IP.
export async function subscribeNewsletter(input: NewsletterInput) {
  return subscribeNewsletterAction(input);
}
