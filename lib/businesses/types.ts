/**
 * A business listing as the app knows it, independent of how the API nests its rows.
 * Money is in CAD as a number (null when not given); dates are ISO strings.
 */
import type { Enums, Json } from "@/lib/supabase/types";
import type { Locale } from "@/lib/i18n/routing";
import type { ListingCardBase, ListingImage, ListingSort } from "@/lib/listings/types";
import type { CategoryRef, ProvinceRef, RegionRef } from "@/lib/taxonomy/types";

export type RealEstateOption = Enums<"real_estate_option">;

type SaleStructure = Enums<"sale_structure">;

/** What a business listing card shows. City and business name are null on confidential listings. */
export type BusinessCard = ListingCardBase & {
  category: CategoryRef;
  region: RegionRef | null;
  province: ProvinceRef;
  city: string | null;
  business_name: string | null;
  confidential: boolean;
  asking_price: number | null;
  price_on_request: boolean;
  gross_revenue: number | null;
  cash_flow: number | null;
  ebitda: number | null;
  employees: number | null;
  year_established: number | null;
  real_estate: RealEstateOption | null;
  seller_financing: boolean;
  images: ListingImage[];
  published_at: string | null;
  last_confirmed_at: string;
};

/** A business listing page: the card plus every public field. */
export type BusinessDetail = BusinessCard & {
  /** The owner as the public may know them: null on a confidential listing. */
  seller_id: string | null;
  description_fr: string;
  description_en: string | null;
  category_id: number;
  region_id: number | null;
  province_id: number;
  rent_monthly: number | null;
  inventory_value: number | null;
  equipment_value: number | null;
  sale_structure: SaleStructure | null;
  home_based: boolean;
  relocatable: boolean;
  franchise_resale: boolean;
  reason_for_selling_fr: string | null;
  reason_for_selling_en: string | null;
  support_training_fr: string | null;
  support_training_en: string | null;
  view_count: number;
  created_at: string;
  updated_at: string;
};

/** The confidential fields of a business, for its owner and admins. */
export type BusinessPrivateDetails = {
  owner_id: string;
  business_name: string | null;
  street_address: string | null;
  postal_code: string | null;
  city: string | null;
};

/** The /entreprises search: every filter optional; ids come from the reference lists. */
export type BusinessSearchParams = {
  query?: string | null;
  /** Several values of one filter are alternatives: any of them matches. */
  industryIds?: number[] | null;
  categoryIds?: number[] | null;
  regionIds?: number[] | null;
  provinceId?: number | null;
  priceMin?: number | null;
  priceMax?: number | null;
  revenueMin?: number | null;
  revenueMax?: number | null;
  realEstate?: RealEstateOption[] | null;
  sellerFinancing?: boolean | null;
  includeSold?: boolean;
  sort?: ListingSort;
  page?: number;
  pageSize?: number;
};

/** The filters of a search as search_queries keeps them (jsonb): parameter → value. */
export type SearchLogFilters = { [key: string]: Json | undefined };

export type SearchQueryLogEntry = {
  query: string | null;
  filters: SearchLogFilters;
  resultCount: number;
  locale: Locale;
};
