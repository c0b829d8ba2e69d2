/** A franchise as the app knows it (money in CAD, dates as ISO strings). */
import type { Tables } from "@/lib/supabase/types";
import type { PublicationStatus } from "@/lib/listings/types";

export type FranchiseCategory = Pick<Tables<"franchise_categories">, "id" | "slug" | "name_fr" | "name_en">;

export type FranchiseCard = {
  id: number;
  slug: string;
  name: string;
  featured: boolean;
  category: FranchiseCategory;
  excerpt_fr: string;
  excerpt_en: string | null;
  investment_min: number | null;
  investment_max: number | null;
  franchise_fee: number | null;
  royalty_percent: number | null;
  units_count: number | null;
  year_founded: number | null;
  logo_url: string | null;
};

export type FranchiseDetail = FranchiseCard & {
  status: PublicationStatus;
  owner_id: string;
  description_fr: string;
  description_en: string | null;
  advertising_fee_percent: number | null;
  training_support_fr: string | null;
  training_support_en: string | null;
  headquarters_city: string | null;
  website: string | null;
  published_at: string | null;
  updated_at: string;
};

export type FranchiseSort = "relevance" | "investment_asc" | "investment_desc" | "units_desc";

/** The /franchises list: a budget [investmentMin, investmentMax] keeps franchises whose investment range overlaps it. */
export type FranchiseSearchParams = {
  query?: string | null;
  categoryId?: number | null;
  investmentMin?: number | null;
  investmentMax?: number | null;
  sort?: FranchiseSort;
  page?: number;
  pageSize?: number;
};
