import { raise } from "@/lib/supabase/errors";
import { oneOf } from "@/lib/supabase/db-values";
import { toAmount } from "@/lib/supabase/numbers";
import type { Client } from "@/lib/supabase/types";
import { DEAL_PURCHASES, type ClosedDealValues } from "./schema";

export type ClosedDeal = ClosedDealValues & { updated_at: string };

/** The business a seller records a sale for: their own, or any for an admin; null for anyone else. */
export async function getSoldBusiness(
  client: Client,
  id: number,
): Promise<{
  id: number;
  title_fr: string;
  title_en: string | null;
  status: string;
  asking_price: number | null;
} | null> {
  const { data, error } = await client
    .from("entreprises")
    .select("id, title_fr, title_en, status, asking_price")
    .eq("id", id)
    .maybeSingle();
  if (error) raise(error);
  if (!data) return null;
  // A sold business is public: only its owner and the admins get its private fields, and record its sale.
  const { data: own, error: ownError } = await client.rpc("get_entreprise_private", { p_id: id });
  if (ownError) raise(ownError);
  if (!own?.[0]) return null;
  return { ...data, asking_price: toAmount(data.asking_price) };
}

/** A business's recorded sale, or null (private: RLS shows it to its owner and the admins only). */
export async function getClosedDeal(client: Client, entrepriseId: number): Promise<ClosedDeal | null> {
  const { data, error } = await client
    .from("entreprise_closed_deals")
    .select(
      "entreprise_id, final_price, purchase_type, cash_at_closing, bank_loan, vendor_take_back, earn_out, closed_on, updated_at",
    )
    .eq("entreprise_id", entrepriseId)
    .maybeSingle();
  if (error) raise(error);
  if (!data) return null;
  return {
    ...data,
    purchase_type: oneOf(DEAL_PURCHASES, data.purchase_type),
    final_price: toAmount(data.final_price) ?? 0,
    cash_at_closing: toAmount(data.cash_at_closing) ?? 0,
    bank_loan: toAmount(data.bank_loan) ?? 0,
    vendor_take_back: toAmount(data.vendor_take_back) ?? 0,
    earn_out: toAmount(data.earn_out) ?? 0,
  };
}

/** Records or corrects a sale (the caller's own listing, or any for an admin: RLS and the trigger decide). */
export async function upsertClosedDeal(client: Client, values: ClosedDealValues): Promise<boolean> {
  const { data, error } = await client
    .from("entreprise_closed_deals")
    .upsert(values, { onConflict: "entreprise_id" })
    .select("entreprise_id");
  if (error) raise(error);
  return (data ?? []).length > 0;
}

export type ClosedDealComparables = {
  /** Where the medians come from: the region, every region, or nowhere (fewer than five deals). */
  scope: "region" | "all" | "none";
  count: number;
  medianMultiple: number | null;
  medianPrice: number | null;
};

/** Medians of the site's closed deals of a sector (never fewer than five deals: valuation_closed_deals). */
export async function getClosedDealComparables(
  client: Client,
  categoryId: number,
  regionId: number | null,
): Promise<ClosedDealComparables> {
  const { data, error } = await client.rpc("valuation_closed_deals", {
    p_category_id: categoryId,
    p_region_id: regionId ?? undefined,
  });
  if (error) raise(error);
  const row = data?.[0];
  const scope = row ? oneOf(["region", "all", "none"], row.scope) : "none";
  return {
    scope,
    count: row?.deal_count ?? 0,
    medianMultiple: scope === "none" ? null : toAmount(row?.median_multiple),
    medianPrice: scope === "none" ? null : toAmount(row?.median_price),
  };
}
