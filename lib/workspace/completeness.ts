/**
 * How complete a business listing is, and what it lacks: the meter in the editor. Each point
 * weighs the same; a listing with all of them scores 100.
 */
export type CompletenessInput = {
  images: readonly unknown[];
  description_fr: string;
  description_en: string | null;
  title_en: string | null;
  gross_revenue: number | null;
  cash_flow: number | null;
  asking_price: number | null;
  price_on_request: boolean;
  region_id: number | null;
  reason_for_selling_fr: string | null;
};

export const COMPLETE_PHOTOS = 3;
export const COMPLETE_DESCRIPTION = 600;

export type Missing =
  | { key: "photos"; count: number }
  | { key: "description"; count: number }
  | { key: "financials" | "english" | "price" | "region" | "reason" };

export function businessCompleteness(v: CompletenessInput): { score: number; missing: Missing[] } {
  const description = v.description_fr.trim().length;
  const checks: [boolean, Missing][] = [
    [v.images.length >= COMPLETE_PHOTOS, { key: "photos", count: v.images.length }],
    [description >= COMPLETE_DESCRIPTION, { key: "description", count: description }],
    [v.price_on_request || v.asking_price !== null, { key: "price" }],
    [v.gross_revenue !== null && v.cash_flow !== null, { key: "financials" }],
    [v.region_id !== null, { key: "region" }],
    [Boolean(v.reason_for_selling_fr?.trim()), { key: "reason" }],
    [Boolean(v.title_en?.trim() && v.description_en?.trim()), { key: "english" }],
  ];
  const missing = checks.filter(([ok]) => !ok).map(([, m]) => m);
  return { score: Math.round((100 * (checks.length - missing.length)) / checks.length), missing };
}
