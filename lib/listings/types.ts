/** What businesses and properties share (and the statuses experts and franchises use too). */
import type { Enums, Tables } from "@/lib/supabase/types";
import type { Locale } from "@/lib/i18n/routing";

// The database's enums (lib/supabase/database.types.ts), under the catalogue's names.
export type ListingStatus = Enums<"listing_status">;

export type PublicationStatus = Enums<"publication_status">;

type ListedBy = Enums<"listing_lister">;

/** A photo in the listing-images bucket (path = "<owner id>/<file>"). */
export type ListingImage = { path: string; alt_fr?: string; alt_en?: string };

/** What every listing card (business or property) starts with. */
export type ListingCardBase = {
  id: number;
  slug: string;
  status: ListingStatus;
  featured: boolean;
  /** Set apart in search results (an administrator's choice, within the owner's plan). */
  highlighted: boolean;
  listed_by: ListedBy;
  title_fr: string;
  title_en: string | null;
  excerpt_fr: string;
  excerpt_en: string | null;
};

export type ListingSort = "relevance" | "newest" | "price_asc" | "price_desc";

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
