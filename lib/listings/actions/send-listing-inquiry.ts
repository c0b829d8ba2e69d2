"use server";

import type { InquiryInput } from "@/lib/listings/schemas/inquiry";
import { sendListingInquiryAction } from "./send-listing-inquiry.core";

// Sends a buyer's message from a business or property listing page to the listing's owner.
export async function sendListingInquiry(input: InquiryInput) {
  return sendListingInquiryAction(input);
}
