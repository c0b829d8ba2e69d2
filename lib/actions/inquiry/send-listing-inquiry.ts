"use server";

import { headers } from "next/headers";
import { fail, type ActionResult } from "@/lib/actions/result";
import { actionLocale } from "@/lib/auth/locale";
import { getSessionUser } from "@/lib/auth/session";
import { clientIpHash } from "@/lib/http/client-ip";
import type { InquiryInput } from "@/lib/schemas/inquiry";
import { createAdminClient } from "@/lib/supabase/admin";
import { createPublicClient } from "@/lib/supabase/public";
import { processListingInquiry } from "./process-listing-inquiry";

// Sends a buyer's message from a business or property listing page to the listing's owner.
export async function sendListingInquiry(input: InquiryInput): Promise<ActionResult<{ outcome: "received" }>> {
  try {
    const [locale, user, requestHeaders] = await Promise.all([actionLocale(), getSessionUser(), headers()]);
    return await processListingInquiry(
      input,
      { ipHash: clientIpHash(requestHeaders), locale, userId: user?.id ?? null },
      { visitor: createPublicClient(), service: createAdminClient() },
    );
  } catch (error) {
    console.error("[inquiry] submission failed:", error);
    return fail("forms.errors.server");
  }
}
