"use server";

import type { ContactInput } from "@/lib/site/schemas/contact";
import { sendContactMessageAction } from "./send-contact-message.core";

// Saves a contact-form message, then e-mails it to the site's inbox; a mail failure loses nothing.
export async function sendContactMessage(input: ContactInput) {
  return sendContactMessageAction(input);
}
