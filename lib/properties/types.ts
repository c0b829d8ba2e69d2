/** A commercial property as the app knows it (money in CAD, dates as ISO strings). */
import type { Enums } from "@/lib/supabase/types";
import type { ListingCardBase, ListingImage, ListingSort } from "@/lib/listings/types";
import type { ProvinceRef, RegionRef } from "@/lib/taxonomy/types";

export type PropertyType = Enums<"property_type">;

export type PropertyTransaction = Enums<"property_transaction">;

type LeaseRateUnit = Enums<"lease_rate_unit">;

export type PropertyCard = ListingCardBase & {
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
