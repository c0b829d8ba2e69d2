/**
 * The catalogue's app types (issue 5): businesses, commercial properties, franchises,
 * experts and their reference data, independent of how the API nests its rows.
 * Money is in CAD as a number (null when not given); dates are ISO strings.
 */
import type { Enums, Json, Tables } from "@/lib/supabase/types";

export type Locale = "fr" | "en";

// The database's enums (lib/supabase/database.types.ts), under the catalogue's names.
export type ListingStatus = Enums<"listing_status">;
export type PublicationStatus = Enums<"publication_status">;
export type ListedBy = Enums<"listing_lister">;
export type RealEstateOption = Enums<"real_estate_option">;
export type SaleStructure = Enums<"sale_structure">;
export type PropertyType = Enums<"property_type">;
export type PropertyTransaction = Enums<"property_transaction">;
export type LeaseRateUnit = Enums<"lease_rate_unit">;
export type ExpertProfession = Enums<"expert_profession">;

export type Province = Pick<Tables<"provinces">, "id" | "code" | "slug" | "name_fr" | "name_en">;
export type Region = Pick<Tables<"regions">, "id" | "code" | "slug" | "name_fr" | "name_en" | "province_id">;
export type RegionWithCount = Region & { listing_count: number };

/** A business category as a landing page knows it: its slug is public.slugify(name_fr). */
export type CategoryPage = { id: number; slug: string; name_fr: string; name_en: string | null };

export type RegionRef = Pick<Region, "id" | "slug" | "name_fr" | "name_en">;
export type ProvinceRef = Pick<Province, "id" | "code" | "slug" | "name_fr" | "name_en">;
export type CategoryRef = { id: number; name_fr: string; name_en: string | null };

/** A photo in the listing-images bucket (path = "<owner id>/<file>"). */
export type ListingImage = { path: string; alt_fr?: string; alt_en?: string };

/** What every listing card (business or property) starts with. */
type CardBase = {
  id: number;
  slug: string;
  status: ListingStatus;
  featured: boolean;
  listed_by: ListedBy;
  title_fr: string;
  title_en: string | null;
  excerpt_fr: string;
  excerpt_en: string | null;
};

/** What a business listing card shows. City and business name are null on confidential listings. */
export type BusinessCard = CardBase & {
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

export type ListingSort = "relevance" | "newest" | "price_asc" | "price_desc";

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

/** One page of results and the total over all pages. */
export type Page<T> = { rows: T[]; total: number; page: number; pageSize: number };

/** The seller or broker card of a business page. */
export type SellerCard = {
  id: string;
  first_name: string | null;
  last_name: string | null;
  avatar_url: string | null;
  public_slug: string | null;
};

export type PropertyCard = CardBase & {
  property_type: PropertyType;
  transaction_type: PropertyTransaction;
  price: number | null;
  lease_rate: number | null;
  lease_rate_unit: LeaseRateUnit | null;
  /** The rent as a monthly amount, what /immobilier filters and sorts on (search rows only). */
  monthly_rent?: number | null;
  price_on_request: boolean;
  area_sqft: number | null;
  lot_area_sqft: number | null;
  year_built: number | null;
  city: string | null;
  region: RegionRef | null;
  province: ProvinceRef;
  images: ListingImage[];
  published_at: string | null;
  last_confirmed_at: string;
};

export type PropertyDetail = PropertyCard & {
  owner_id: string;
  description_fr: string;
  description_en: string | null;
  zoning: string | null;
  address: string | null;
  postal_code: string | null;
  view_count: number;
  created_at: string;
  updated_at: string;
};

export type PropertySearchParams = {
  query?: string | null;
  propertyType?: PropertyType | null;
  transactionType?: PropertyTransaction | null;
  regionId?: number | null;
  provinceId?: number | null;
  priceMin?: number | null;
  priceMax?: number | null;
  areaMin?: number | null;
  areaMax?: number | null;
  sort?: ListingSort;
  page?: number;
  pageSize?: number;
};

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

export type Expert = {
  id: number;
  slug: string;
  status: PublicationStatus;
  featured: boolean;
  name: string;
  profession: ExpertProfession;
  company: string | null;
  region_ids: number[];
  languages: string[];
  phone: string | null;
  email: string | null;
  website: string | null;
  city: string | null;
  bio_fr: string | null;
  bio_en: string | null;
  photo_url: string | null;
};

export type ExpertSearchParams = {
  /** Words found in the name, company or city (accents and case ignored). */
  query?: string | null;
  profession?: ExpertProfession | null;
  regionId?: number | null;
  language?: string | null;
  page?: number;
  pageSize?: number;
};

/** A visitor's message about one business or one property. */
export type ListingInquiryInput = {
  target: { entrepriseId: number } | { immobilierId: number };
  name: string;
  email: string;
  phone?: string | null;
  message: string;
  locale: Locale;
};

/**
 * An inquiry as listListingInquiries reads it (every column but archived_at, which the inbox
 * reads); its locale column is text restricted to fr/en by a check constraint.
 */
export type ListingInquiry = Omit<Tables<"listing_inquiries">, "locale" | "archived_at"> & { locale: Locale };

/** The filters of a search as search_queries keeps them (jsonb): parameter → value. */
export type SearchLogFilters = { [key: string]: Json | undefined };

export type SearchQueryLogEntry = {
  query: string | null;
  filters: SearchLogFilters;
  resultCount: number;
  locale: Locale;
};
