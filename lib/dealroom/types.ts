import type { Enums } from "@/lib/supabase/types";

/** The kinds of listing that have a file (issue 41): businesses, and commercial properties where it fits. */
export type DealroomKind = "entreprise" | "immobilier";

/** A listing a file belongs to. */
export type ListingRef = { kind: DealroomKind; id: number };

export const DOCUMENT_CATEGORIES = [
  "financial_statements",
  "lease",
  "equipment_inventory",
  "information_memorandum",
  "other",
] as const satisfies readonly Enums<"dealroom_document_category">[];
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

export const BUY_TIMELINES = [
  "within_3_months",
  "within_6_months",
  "within_12_months",
  "over_12_months",
] as const satisfies readonly Enums<"dealroom_buy_timeline">[];
export type BuyTimeline = (typeof BUY_TIMELINES)[number];

/** How a buyer will pay (dealroom_buyer_profiles.financing: one or more). */
export const FINANCING_SOURCES = [
  "own_funds",
  "bank_loan",
  "seller_financing",
  "investors",
  "government_programs",
] as const;
export type FinancingSource = (typeof FINANCING_SOURCES)[number];

export type RequestStatus = Enums<"dealroom_request_status">;

/** At most this many documents in a file, and this many bytes each (the database and the bucket say the same). */
export const MAX_DOCUMENTS = 50;
export const MAX_DOCUMENT_BYTES = 25 * 1024 * 1024;
/** The private bucket of the files' documents. */
export const DEALROOM_BUCKET = "dealroom-documents";
