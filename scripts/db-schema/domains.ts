/**
 * Which domain file of supabase/schemas/ each database object is written to (the same names as
 * lib/<domain>/). The rule, in order:
 *   1. A table is listed under its domain; everything that hangs on it (columns, constraints,
 *      indexes, identity sequences, partitions, triggers, row-level security, policies, grants,
 *      comments) is written with it, so a table's triggers are read in one place, in firing order.
 *   2. A function or type is listed under the domain whose behaviour it implements: a trigger
 *      function of one domain's tables lives there; one shared by businesses and properties
 *      lives in listings; the statuses and their transitions in moderation; helpers every domain
 *      uses (updated_at, slugs, text folding, search words, rate limits, image URLs) in platform.
 *   3. Schemas, extensions, grants on Supabase's schemas and Storage (buckets and their policies)
 *      are platform; a trigger on a Supabase table (auth.users) goes with its function.
 * An object the database has and no list names, or a name no object has, stops the generator.
 */
export const DOMAINS = [
  "platform",
  "accounts",
  "taxonomy",
  "listings",
  "businesses",
  "properties",
  "experts",
  "franchises",
  "moderation",
  "valuation",
  "financing",
  "site",
  "blog",
  "alerts",
] as const;

export type Domain = (typeof DOMAINS)[number];

type Assignment = { summary: string; tables: string[]; functions: string[]; types: string[] };

/** Unqualified names are in schema public; functions are named without arguments (overloads go together). */
export const ASSIGNMENTS: Record<Domain, Assignment> = {
  platform: {
    summary:
      "schemas, extensions, shared helpers (updated_at, slugs, text folding, search words, rate limits, image URLs), Storage",
    tables: ["rate_limits", "catalogue_private.lexicon"],
    functions: [
      "set_updated_at",
      "slugify",
      "catalogue_fold",
      "catalogue_assign_slug",
      "catalogue_tsquery",
      "hit_rate_limit",
      "take_rate_limit",
      "refund_rate_limit",
      "is_storage_image_url",
      "is_project_storage_image_url",
      "image_url_guard",
    ],
    types: [],
  },
  accounts: {
    summary: "profiles, administrators, plans, followed industries, public profile and seller cards",
    tables: [
      "profiles",
      "user_industry_preferences",
      "app_private.admins",
      "app_private.profile_cards",
      "admin_audit_log",
      "plans",
      "plan_changes",
      "invitations",
    ],
    functions: [
      "is_admin",
      "handle_new_auth_user",
      "handle_auth_user_email_change",
      "profiles_guard",
      "profiles_set_slug",
      "app_private.profiles_sync",
      "get_public_profile",
      "get_seller_cards",
      "save_industry_preferences",
      "caller_is_active",
      "app_private.profiles_audit",
      "admin_list_users",
      "admin_user_page",
      "industry_follower_counts",
      "list_industry_followers",
      "profiles_plan_guard",
      "profiles_plan_log",
      "log_data_export",
      "app_private.claim_invitation",
      "handle_auth_user_invitation",
      "handle_auth_user_recovery_request",
      "expire_invitations",
    ],
    types: ["plan_id"],
  },
  taxonomy: {
    summary: "industries, business categories, provinces, regions, franchise categories",
    tables: [
      "entreprise_industries",
      "entreprise_categories",
      "entreprise_category_industry_map",
      "provinces",
      "regions",
      "franchise_categories",
    ],
    functions: ["entreprise_categories_refresh_listings", "taxonomy_usage"],
    types: [],
  },
  listings: {
    summary:
      "what businesses and properties share: photos, pending revisions, inquiries, views, freshness, completeness, the seller's workspace counts",
    tables: ["listing_revisions", "listing_inquiries", "listing_view_days", "catalogue_private.listing_view_marks"],
    functions: [
      "listing_images_valid",
      "listing_images_guard",
      "app_private.import_ref_guard",
      "import_existing_entreprises",
      "import_plan_room",
      "import_existing_immobilier",
      "listing_revision_excluded_keys",
      "listing_revision_capture",
      "listing_revision_forget",
      "listing_plan_guard",
      "listing_highlight_guard",
      "listing_highlight_log",
      "expire_listings",
      "listing_revision_log",
      "apply_listing_revision",
      "reject_listing_revision",
      "listing_inquiry_owner",
      "listing_inquiry_recipient",
      "listing_inquiries_guard",
      "listing_inquiries_open_listing",
      "list_inbox_inquiries",
      "inbox_listing_counts",
      "record_listing_view",
      "listing_confirmed_after_publication",
      "listing_freshness_guard",
      "mark_stale_listings",
      "listing_freshness_reminders_due",
      "confirm_listing_freshness",
      "completeness_score",
      "completeness_length",
      "workspace_summary",
    ],
    types: ["listing_lister"],
  },
  businesses: {
    summary: "businesses for sale (entreprises), their search projection and confidential owner",
    tables: ["entreprises", "entreprise_search", "app_private.entreprise_confidential"],
    functions: [
      "entreprises_prepare",
      "entreprises_completeness",
      "entreprises_seller",
      "entreprises_lexicon_after_insert",
      "entreprises_lexicon_after_update",
      "entreprise_search_refresh",
      "entreprise_search_drop_stale",
      "app_private.entreprises_sync_confidential",
      "search_entreprises",
      "entreprise_counts_by_region",
      "get_entreprise_private",
      "list_workspace_entreprises",
    ],
    types: ["real_estate_option", "sale_structure"],
  },
  properties: {
    summary: "commercial real estate (immobilier)",
    tables: ["immobilier"],
    functions: [
      "immobilier_prepare",
      "immobilier_completeness",
      "immobilier_feed_lexicon",
      "immobilier_feed_lexicon_update",
      "immobilier_monthly_rent",
      "immobilier_comparable_price",
      "search_immobilier",
      "list_workspace_immobilier",
    ],
    types: ["property_type", "property_transaction", "lease_rate_unit"],
  },
  experts: {
    summary: "the experts directory",
    tables: ["experts"],
    functions: [
      "experts_prepare",
      "experts_professions",
      "experts_search_text",
      "expert_profession_names",
      "list_workspace_experts",
    ],
    types: ["expert_profession", "licence_body"],
  },
  franchises: {
    summary: "franchises",
    tables: ["franchises"],
    functions: ["franchises_prepare", "search_franchises", "list_workspace_franchises"],
    types: [],
  },
  moderation: {
    summary: "statuses and their allowed transitions, review, moderation history, the e-mail outbox",
    tables: ["status_transitions", "moderation_events", "outbound_emails"],
    functions: [
      "status_transition_allowed",
      "moderation_guard",
      "moderation_log",
      "moderation_queue_counts",
      "moderation_history",
      "moderation_recipient",
      "moderation_item_kind",
    ],
    types: ["listing_status", "publication_status"],
  },
  valuation: {
    summary: "valuations (evaluations), industry multiples, shared links",
    tables: ["valuation_multiples", "valuation_category_multiples", "evaluations", "app_private.evaluation_shares"],
    functions: [
      "evaluation_inputs_valid",
      "evaluations_prepare",
      "app_private.evaluations_sync_share",
      "new_share_token",
      "rotate_evaluation_token",
      "shared_evaluation",
      "valuation_multiple_for_category",
      "valuation_comparables",
    ],
    types: [],
  },
  financing: {
    summary: "financing partners and requests",
    tables: [
      "financing_partners",
      "financing_requests",
      "financing_request_events",
      "app_private.buyer_financing_requests",
    ],
    functions: ["financing_requests_history", "app_private.financing_requests_sync_buyer", "my_financing_requests"],
    types: ["financing_partner_kind", "financing_request_status"],
  },
  site: {
    summary:
      "newsletter, contact form messages, page views, the search log, the back office's rollups (activity, businesses per category and status, owners' listings and inquiries)",
    tables: [
      "newsletter_subscribers",
      "form_submissions",
      "page_views",
      "search_queries",
      "search_query_days",
      "search_filter_days",
      "app_private.activity_days",
      "app_private.entreprise_counts",
      "app_private.listing_inquiry_counts",
      "app_private.owner_activity",
      "app_private.industry_followers",
      "app_private.follower_total",
    ],
    functions: [
      "subscribe_newsletter",
      "search_queries_guard",
      "search_log_day",
      "search_log_filters",
      "search_queries_rollup",
      "search_report_queries",
      "search_report_days",
      "search_report",
      "search_report_filters",
      "admin_activity",
      "admin_work_counts",
      "admin_overview",
      "app_private.entreprise_counts_apply",
      "app_private.owner_activity_add",
      "app_private.owner_activity_listings",
      "app_private.owner_activity_inquiries",
      "app_private.industry_followers_apply",
    ],
    types: [],
  },
  blog: {
    summary: "blog articles, their authors, categories and sectors",
    tables: ["blog_authors", "blog_categories", "blog_articles", "blog_article_categories", "blog_article_industries"],
    functions: ["article_is_public", "blog_articles_slug", "blog_articles_prepare", "save_blog_article"],
    types: ["article_status"],
  },
  alerts: {
    summary: "saved searches, the digests' runs and the listings each person was sent",
    tables: ["saved_searches", "alert_sent_listings", "alert_runs"],
    functions: [
      "app_private.saved_searches_limit",
      "app_private.alert_filter_values",
      "alert_matches",
      "alerts_due",
      "listing_alert_match_counts",
    ],
    types: ["alert_frequency"],
  },
};

/** The schemas the migrations create objects in (besides what they add to Supabase's auth and storage). */
export const SCHEMAS = ["public", "app_private", "catalogue_private"];

/** Tables whose rows are part of the schema: the same on every database, changed only by migrations. */
export const REFERENCE_TABLES = ["provinces", "regions", "status_transitions"];

export const qualified = (name: string) => (name.includes(".") ? name : `public.${name}`);
