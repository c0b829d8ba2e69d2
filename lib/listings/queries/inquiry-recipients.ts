import type { Client, Database } from "@/lib/supabase/types";
import type { Locale } from "@/lib/i18n/routing";
import { localeOf } from "@/lib/supabase/db-values";
import { raise } from "@/lib/supabase/errors";

/** Who receives the e-mail about an inquiry: the listing owner's address, first name and language. */
export type InquiryRecipient = { email: string; first_name: string | null; locale: Locale };

/**
 * The owner of a business or property listing as an e-mail recipient, or null when the
 * listing or its owner's address is gone. Needs the service role (addresses are private).
 */
export async function getInquiryRecipient(
  client: Client,
  target: { entrepriseId: number } | { immobilierId: number },
): Promise<InquiryRecipient | null> {
  const args = {
    p_entreprise_id: "entrepriseId" in target ? target.entrepriseId : null,
    p_immobilier_id: "immobilierId" in target ? target.immobilierId : null,
  };
  // The generated types make SQL arguments non-null; this function takes one id and null for the other.
  const { data, error } = await client.rpc(
    "listing_inquiry_recipient",
    args as Database["public"]["Functions"]["listing_inquiry_recipient"]["Args"],
  );
  if (error) raise(error);
  const row = data?.[0];
  return row ? { ...row, locale: localeOf(row.locale) } : null;
}
