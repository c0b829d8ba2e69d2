/**
 * How complete a listing or an expert profile is, and what it lacks: the meter in the editors.
 * Each point weighs the same; an item with all of them scores 100. Completeness (never payment)
 * is what ranks listings in "relevance".
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

const COMPLETE_PHOTOS = 3;
const COMPLETE_DESCRIPTION = 600;
const COMPLETE_BIO = 400;

type Missing =
  | { key: "photos" | "description" | "bio"; count: number }
  | {
      key:
        | "financials"
        | "english"
        | "price"
        | "region"
        | "reason"
        | "area"
        | "details"
        | "photo"
        | "regionsServed"
        | "licence"
        | "contact"
        | "englishBio";
    };

export type Completeness = { score: number; missing: Missing[] };

function completeness(checks: [boolean, Missing][]): Completeness {
  const missing = checks.filter(([ok]) => !ok).map(([, m]) => m);
  return { score: Math.round((100 * (checks.length - missing.length)) / checks.length), missing };
}

const filled = (v: string | null | undefined) => Boolean(v?.trim());

export function businessCompleteness(v: CompletenessInput): Completeness {
  const description = v.description_fr.trim().length;
  return completeness([
    [v.images.length >= COMPLETE_PHOTOS, { key: "photos", count: v.images.length }],
    [description >= COMPLETE_DESCRIPTION, { key: "description", count: description }],
    [v.price_on_request || v.asking_price !== null, { key: "price" }],
    [v.gross_revenue !== null && v.cash_flow !== null, { key: "financials" }],
    [v.region_id !== null, { key: "region" }],
    [filled(v.reason_for_selling_fr), { key: "reason" }],
    [filled(v.title_en) && filled(v.description_en), { key: "english" }],
  ]);
}

export function propertyCompleteness(v: {
  images: readonly unknown[];
  description_fr: string;
  description_en: string | null;
  title_en: string | null;
  has_price: boolean;
  area_sqft: number | null;
  region_id: number | null;
  year_built: number | null;
  zoning: string | null;
}): Completeness {
  const description = v.description_fr.trim().length;
  return completeness([
    [v.images.length >= COMPLETE_PHOTOS, { key: "photos", count: v.images.length }],
    [description >= COMPLETE_DESCRIPTION, { key: "description", count: description }],
    [v.has_price, { key: "price" }],
    [v.area_sqft !== null, { key: "area" }],
    [v.region_id !== null, { key: "region" }],
    [v.year_built !== null && filled(v.zoning), { key: "details" }],
    [filled(v.title_en) && filled(v.description_en), { key: "english" }],
  ]);
}

export function expertCompleteness(v: {
  photo_url: string | null;
  bio_fr: string | null;
  bio_en: string | null;
  region_ids: readonly unknown[];
  licence_body: string | null;
  licence_number: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
}): Completeness {
  const bio = (v.bio_fr ?? "").trim().length;
  return completeness([
    [filled(v.photo_url), { key: "photo" }],
    [bio >= COMPLETE_BIO, { key: "bio", count: bio }],
    [v.region_ids.length > 0, { key: "regionsServed" }],
    [filled(v.licence_body) && filled(v.licence_number), { key: "licence" }],
    [filled(v.email) && filled(v.phone) && filled(v.website), { key: "contact" }],
    [filled(v.bio_en), { key: "englishBio" }],
  ]);
}
