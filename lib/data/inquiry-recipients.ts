import type { SupabaseClient } from "@supabase/supabase-js";
import type { Locale } from "@/lib/catalogue/types";
import { dataError, fail, ok, type Result } from "./errors";

/** Who receives the e-mail about an inquiry: the listing owner's address, first name and language. */
export type InquiryRecipient = { email: string; first_name: string | null; locale: Locale };

/**
 * The owner of a business or property listing as an e-mail recipient, or null when the
 * listing or its owner's address is gone. Needs the service role (addresses are private).
 */
export async function getInquiryRecipient(
  client: SupabaseClient,
  target: { entrepriseId: number } | { immobilierId: number },
): Promise<Result<InquiryRecipient | null>> {
  const { data, error } = await client.rpc("listing_inquiry_recipient", {
    p_entreprise_id: "entrepriseId" in target ? target.entrepriseId : null,
    p_immobilier_id: "immobilierId" in target ? target.immobilierId : null,
  });
  if (error) return fail(dataError(error));
  const rows = (data ?? []) as InquiryRecipient[];
  return ok(rows[0] ?? null);
}
