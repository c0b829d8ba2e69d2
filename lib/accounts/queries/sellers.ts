import type { Client } from "@/lib/supabase/types";
import { raise } from "@/lib/supabase/errors";

/** The seller or broker card of a business page. */
export type SellerCard = {
  id: string;
  first_name: string | null;
  last_name: string | null;
  avatar_url: string | null;
  public_slug: string | null;
};

/**
 * The seller or broker cards of listing owners (name, avatar, public page when enabled).
 * Only accounts with at least one public listing are returned.
 */
export async function getSellerCards(client: Client, ownerIds: string[]): Promise<SellerCard[]> {
  const ids = [...new Set(ownerIds)];
  if (ids.length === 0) return [];
  const { data, error } = await client.rpc("get_seller_cards", { p_ids: ids });
  if (error) raise(error);
  return data ?? [];
}
