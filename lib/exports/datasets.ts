import { Constants } from "@/lib/supabase/database.types";

/** A status filter: values of an enum column, or a state read from whether a date is set. */
type StatusFilter =
  | { kind: "enum"; column: string; values: readonly string[] }
  | { kind: "dateSet"; column: string; values: readonly ["active", "ended"] };

export type ExportDataset = {
  table:
    | "profiles"
    | "entreprises_export"
    | "immobilier"
    | "experts"
    | "franchises"
    | "listing_inquiries"
    | "financing_requests"
    | "form_submissions"
    | "newsletter_subscribers"
    | "search_queries"
    | "page_views";
  /** Every column that may be exported, in the file's order (how each reads: columns.ts); `defaults` are checked at first. */
  columns: readonly string[];
  defaults: readonly string[];
  status?: StatusFilter;
  /** Holds people's personal information: each export is written to the audit log. */
  personal: boolean;
};

/** Names written as one string, space-separated: their list, each name keeping its literal type. */
type Words<S extends string> = S extends `${infer Head} ${infer Tail}` ? [Head, ...Words<Tail>] : [S];
const words = <const S extends string>(names: S) => names.split(" ") as Words<S>;

const listingStatus = (column = "status") =>
  ({ kind: "enum", column, values: Constants.public.Enums.listing_status }) as const;
const publicationStatus = {
  kind: "enum",
  column: "status",
  values: Constants.public.Enums.publication_status,
} as const;

/** The datasets an admin can export (issue 22), each read through the admin's own session (RLS). */
const exportDatasets = {
  users: {
    table: "profiles",
    columns: words("id email first_name last_name mobile_phone city province plan is_admin suspended_at created_at"),
    defaults: words("email first_name last_name plan created_at"),
    status: { kind: "dateSet", column: "suspended_at", values: ["active", "ended"] },
    personal: true,
  },
  businesses: {
    // The view gives administrators the confidential city and the owner (entreprises.city is not theirs to read).
    table: "entreprises_export",
    columns: words(
      "id slug title_fr title_en status category region city owner_name owner_email asking_price gross_revenue cash_flow employees year_established view_count created_at published_at",
    ),
    defaults: words("id title_fr status category region city owner_email asking_price created_at"),
    status: listingStatus(),
    personal: true,
  },
  properties: {
    table: "immobilier",
    columns: words(
      "id slug title_fr title_en status property_type transaction_type city price area_sqft view_count created_at published_at",
    ),
    defaults: words("id title_fr status property_type city price created_at"),
    status: listingStatus(),
    personal: false,
  },
  experts: {
    table: "experts",
    columns: words("id name company profession email phone city website status created_at published_at"),
    defaults: words("name company profession email status created_at"),
    status: publicationStatus,
    personal: true,
  },
  franchises: {
    table: "franchises",
    columns: words(
      "id name slug status franchise_fee investment_min investment_max headquarters_city units_count year_founded website created_at published_at",
    ),
    defaults: words("id name status franchise_fee investment_min created_at"),
    status: publicationStatus,
    personal: false,
  },
  inquiries: {
    table: "listing_inquiries",
    columns: words("id name email phone message locale entreprise_id immobilier_id read_at created_at"),
    defaults: words("name email phone message created_at"),
    status: { kind: "dateSet", column: "archived_at", values: ["active", "ended"] },
    personal: true,
  },
  financingRequests: {
    table: "financing_requests",
    columns: words("id name email phone status purchase_type price amount_requested down_payment locale created_at"),
    defaults: words("name email status amount_requested created_at"),
    status: { kind: "enum", column: "status", values: Constants.public.Enums.financing_request_status },
    personal: true,
  },
  contactMessages: {
    table: "form_submissions",
    columns: words("id form name email phone subject message mail_status locale handled_at created_at"),
    defaults: words("name email subject message created_at"),
    status: { kind: "enum", column: "mail_status", values: ["pending", "sent", "failed"] },
    personal: true,
  },
  newsletterSubscribers: {
    table: "newsletter_subscribers",
    columns: words("id email locale source consented_at unsubscribed_at created_at"),
    defaults: words("email locale consented_at unsubscribed_at"),
    status: { kind: "dateSet", column: "unsubscribed_at", values: ["active", "ended"] },
    personal: true,
  },
  searchQueries: {
    table: "search_queries",
    columns: words("id query filters result_count locale created_at"),
    defaults: words("query filters result_count locale created_at"),
    personal: false,
  },
  pageViews: {
    table: "page_views",
    columns: words("id path route locale created_at"),
    defaults: words("path route locale created_at"),
    personal: false,
  },
} as const satisfies Record<string, ExportDataset>;

export type ExportDatasetKey = keyof typeof exportDatasets;

/** A column some dataset exports. */
export type ExportColumn = (typeof exportDatasets)[ExportDatasetKey]["columns"][number];

export const exportDatasetKeys = Object.keys(exportDatasets) as ExportDatasetKey[];

export function isExportDataset(value: unknown): value is ExportDatasetKey {
  return typeof value === "string" && Object.hasOwn(exportDatasets, value);
}

/** The dataset's definition, widened (callers need no per-dataset literal types). */
export function exportDataset(key: ExportDatasetKey): ExportDataset {
  return exportDatasets[key];
}
