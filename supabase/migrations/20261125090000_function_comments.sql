-- What each function is for, in the catalog (issue 19): the squash kept every definition but not the
-- prose that stood above them in the old migrations, so it comes back here, rewritten to describe the
-- function as it is now. supabase/schemas/ prints each comment under its function. Comments only.

-- platform
comment on function public.set_updated_at() is 'Trigger: updated_at is the time of the write.';
comment on function public.slugify(text) is
  'The slug rule of spec §5, identical to lib/slug.ts: NFD without combining accents, œ/æ/ß/ø/ł/đ spelled out, lower case, white space to one hyphen, only a-z 0-9 _ -, no repeated or outer hyphens.';
comment on function public.catalogue_fold(text) is
  'Accent-free lower-case text. IMMUTABLE because it names the unaccent dictionary (unaccent() alone is only STABLE), so it can feed indexes and search documents.';
comment on function public.catalogue_assign_slug() is
  'Trigger: a unique slug for the row, normalised from the given one or made from the column TG_ARGV[0] names (TG_ARGV[1] when that is empty), then -2, -3 … on collision. Security definer: the collision check sees every row.';
comment on function public.catalogue_tsquery(text) is
  'A visitor''s search words as one tsquery, or null: each word (at most 8, stop words left out) as its French and English stems and itself as prefixes, without prefixes another already covers, plus up to 3 catalogue words it resembles when none starts with it. Words are ANDed.';
comment on function public.hit_rate_limit(text, text, integer, integer) is
  'Fixed-window counter: counts one hit for the key and says whether it is within the limit; old windows are swept as hits arrive. Server key only.';
comment on function public.is_storage_image_url(text) is
  'Whether a URL is a public file of the avatars or listing-images bucket (any host), without . or .. segments; null passes.';
comment on function public.is_project_storage_image_url(text) is
  'is_storage_image_url, and for the API roles on this project''s own Storage: the host the caller''s token was issued by. Null passes.';
comment on function public.image_url_guard() is
  'Trigger on profiles, franchises and experts: the avatar, logo or photo is a file of this project''s Storage; an expert''s listing photo is one of its owner''s folder.';

-- accounts
comment on function public.is_admin() is
  'Whether the caller is an administrator (app_private.admins). Runs as the caller, so policies may call it; STABLE.';
comment on function public.handle_new_auth_user() is
  'Trigger on auth.users: the profile of a new account, with its e-mail and the first and last names given at sign-up (trimmed, empty is null; lite''s metadata held as a JSON string is unwrapped).';
comment on function public.handle_auth_user_email_change() is 'Trigger on auth.users: profiles.email follows the account''s e-mail.';
comment on function public.profiles_guard() is
  'Trigger: through the API nobody changes id or email, only an administrator changes is_admin, and created_at stays. Database roles are not limited.';
comment on function public.profiles_set_slug() is
  'Trigger: a given slug is normalised; a public page enabled without one gets first-last (or profil), then -2, -3 … on collision. Security definer: the collision check sees every profile.';
comment on function app_private.profiles_sync() is
  'Trigger: keeps app_private.admins (what is_admin reads) and app_private.profile_cards (public names and photos) in step with profiles. Run as its owner; nobody calls it.';
comment on function public.get_public_profile(text) is 'The public fields of the profile whose public page is enabled at this slug.';
comment on function public.get_seller_cards(uuid[]) is
  'Name, photo and public page of up to 100 people who are the public seller of a public listing; nobody else.';
comment on function public.save_industry_preferences(uuid, bigint[]) is
  'Replaces a user''s followed industries in one transaction: if an insert fails (unknown industry, another user refused by RLS) the previous list stays. Runs as the caller.';

-- taxonomy
comment on function public.entreprise_categories_refresh_listings() is
  'Trigger: a renamed category rewrites its listings (their own triggers rebuild the search documents and words).';

-- listings
comment on function public.listing_images_valid(jsonb, uuid) is
  'Whether a photo list is valid for a listing''s owner: at most 30 objects with only path, alt_fr and alt_en; the path is <owner>/<file name>; alt texts of at most 200 characters.';
comment on function public.listing_images_guard() is 'Trigger: refuses a photo list listing_images_valid refuses, on every insert and every write of the photos or owner.';
comment on function public.listing_revision_excluded_keys() is
  'The columns a revision never holds nor applies: status and freshness (immediate), what triggers and administrators maintain, dates, counters, identity and ownership. Every other column is revisable.';
comment on function public.listing_revision_capture() is
  'Trigger: an owner''s change to a public listing merges into its pending revision (a field back at its approved value leaves it) and the row keeps its approved values. Administrators and the server key write directly.';
comment on function public.listing_revision_forget() is 'Trigger: a deleted listing takes its pending revision with it.';
comment on function public.listing_revision_log() is
  'Trigger: when apply_listing_revision or reject_listing_revision takes a revision out, logs the administrator''s decision; an owner''s withdrawal logs nothing.';
comment on function public.apply_listing_revision(text, bigint) is
  'Administrators: applies a listing''s pending revision (its revisable columns, in one statement), deletes it and logs the decision. Runs as the caller: RLS and the listing''s triggers check it like any edit.';
comment on function public.reject_listing_revision(text, bigint, text) is
  'Administrators: rejects (deletes) a listing''s pending revision with the reason the owner is told.';
comment on function public.listing_inquiry_owner(bigint, bigint) is
  'The owner of the listing an inquiry is about, for the inquiries'' policies (a business''s from its confidential copy).';
comment on function public.listing_inquiry_recipient(bigint, bigint) is
  'Where an inquiry is e-mailed: the owner''s address, first name and language (sign-up metadata locale, French when unknown). Server key, after the inquiry is stored.';
comment on function public.listing_inquiries_guard() is
  'Trigger: a new inquiry is received now and unread; through the API only its read and archive marks change.';
comment on function public.listing_inquiries_open_listing() is 'Trigger: inquiries are taken on a published or under-offer listing only, whoever inserts them.';
comment on function public.list_inbox_inquiries(text, bigint, boolean, integer, integer) is
  'The caller''s inquiries, on one listing or all, archived or not, unread first, a page at a time with the total.';
comment on function public.inbox_listing_counts() is 'Per listing of the caller: inquiries in all, unread, archived, and the latest.';
comment on function public.record_listing_view(text, text, text) is
  'Server key: counts a view of a public listing once per visitor and day (a keyed hash the server computes) and adds it to listing_view_days. Returns whether it counted.';
comment on function public.listing_confirmed_after_publication() is 'Trigger: last_confirmed_at never precedes published_at.';
comment on function public.listing_freshness_guard() is
  'Trigger: a confirmation, or a status that needs none, clears stale_since; marking a listing stale is not an edit (updated_at stays).';
comment on function public.mark_stale_listings(integer) is
  'Job: marks the published and under-offer listings unconfirmed for p_days days as stale (they leave search); returns how many of each kind.';
comment on function public.listing_freshness_reminders_due(integer, integer, integer) is
  'Job: the listings whose owner is due a reminder (unconfirmed for the first or second threshold, not yet stale), with the owner''s address and language.';
comment on function public.confirm_listing_freshness(text, bigint) is
  'Server key, from the e-mailed link it has verified: confirms a published or under-offer listing is still available; returns what happened.';
comment on function public.completeness_score(boolean[]) is 'The share of the checks that pass, 0 to 100, rounded like Math.round.';
comment on function public.completeness_length(text) is 'The length of a text once trimmed like JavaScript''s trim(); null is 0.';
comment on function public.workspace_summary() is 'How many of the caller''s businesses, properties and expert profiles are in each status.';

-- businesses
comment on function public.entreprises_prepare() is
  'Trigger: only administrators feature; a counted view is not an edit; timestamps (published_at on first publication); public city and name unless confidential; the search document.';
comment on function public.entreprises_completeness() is
  'Trigger: the completeness score of the editors'' meter (photos, description, price, financials, region, reason for selling, English texts).';
comment on function public.entreprises_seller() is
  'Trigger, last: seller_id is the owner unless the listing is confidential. Not a generated column, which earlier triggers comparing NEW with OLD would see change.';
comment on function public.entreprises_lexicon_after_insert() is 'Trigger: the words of newly public listings feed the typo-tolerance lexicon, one statement per batch.';
comment on function public.entreprises_lexicon_after_update() is
  'Trigger: the words of listings whose public text changed or that just became public (not a counted view) feed the lexicon.';
comment on function public.entreprise_search_refresh() is 'Trigger: projects the statement''s public rows into entreprise_search (deleted and old versions out).';
comment on function public.entreprise_search_drop_stale() is
  'Trigger, after entreprise_search_refresh: stale listings leave the projection; a confirmation brings them back through the refresh.';
comment on function app_private.entreprises_sync_confidential() is
  'Trigger: copies each listing''s owner and confidential fields to app_private.entreprise_confidential, one statement per batch. Run as its owner; nobody calls it.';
comment on function public.search_entreprises(text, bigint[], bigint[], smallint[], smallint, numeric, numeric, numeric, numeric, public.real_estate_option[], boolean, boolean, text, integer, integer) is
  '/entreprises: public businesses from entreprise_search by words, categories, regions, price, revenue and options; relevance is the text rank weighted by completeness. A page and the total, as JSON.';
comment on function public.entreprise_counts_by_region() is 'Published and under-offer businesses per region, for /entreprises/regions.';
comment on function public.get_entreprise_private(bigint) is 'A business''s owner and confidential fields, for its owner and administrators.';
comment on function public.list_workspace_entreprises(text, text, text, smallint, bigint, text, date, date, text, text, integer, integer) is
  'The caller''s businesses (mine) or every one RLS shows (all: the administrators'' queue), filtered and sorted, with views over 7 and 30 days and inquiry counts.';

-- properties
comment on function public.immobilier_prepare() is
  'Trigger: only administrators feature; a counted view is not an edit; timestamps (published_at on first publication); the search document.';
comment on function public.immobilier_completeness() is
  'Trigger: the completeness score of the editors'' meter (photos, description, price or rent, area, region, year and zoning, English texts).';
comment on function public.immobilier_feed_lexicon() is 'Trigger: the words of newly public properties feed the typo-tolerance lexicon.';
comment on function public.immobilier_feed_lexicon_update() is
  'Trigger: the words of properties whose public text changed or that just became public (not a counted view) feed the lexicon.';
comment on function public.search_immobilier(text, public.property_type, public.property_transaction, smallint, smallint, numeric, numeric, integer, integer, text, integer, integer) is
  '/immobilier: public properties by words, type, transaction, region, price or monthly rent and area; relevance is the text rank weighted by completeness. A page and the total, as JSON.';
comment on function public.list_workspace_immobilier(text, text, text, smallint, text, text, date, date, text, text, integer, integer) is
  'The caller''s properties (mine) or every one RLS shows (all), filtered by property type and sorted as list_workspace_entreprises.';

-- experts
comment on function public.experts_prepare() is 'Trigger: only administrators feature; regions known, unique and sorted; timestamps.';
comment on function public.experts_professions() is 'Trigger: the main profession first in professions, without repeats.';
comment on function public.experts_search_text() is
  'Trigger: the accent-free text the directory filters on: name, company, city, profession names and served regions in both languages.';
comment on function public.expert_profession_names(public.expert_profession) is 'A profession''s names in French and English, for the search text.';
comment on function public.list_workspace_experts(text, text, text, smallint, text, text, date, date, text, text, integer, integer) is
  'The caller''s expert profiles (mine) or every one RLS shows (all); p_profession filters any of an expert''s professions, p_region_id a region served.';

-- franchises
comment on function public.franchises_prepare() is 'Trigger: only administrators feature; timestamps (published_at on publication); the search document.';
comment on function public.search_franchises(text, bigint, numeric, numeric, text, integer, integer) is
  'The franchise list: published franchises by words, category and a budget their investment range overlaps, in the chosen order. A page and the total, as JSON.';

-- moderation
comment on function public.status_transition_allowed(text, text, boolean) is 'Whether status_transitions allows the change, for an owner or an administrator.';
comment on function public.moderation_guard() is
  'Trigger on listings and expert profiles: for API callers, the allowed starting statuses and transitions, review fields kept the administrators'', confirmations dated now; for everyone, what a submission needs, a reason for a rejection, and the review and freshness dates a decision sets. Runs as the caller.';
comment on function public.moderation_log() is 'Trigger: logs creations, status changes and (un)featuring to moderation_events, with the actor.';
comment on function public.moderation_queue_counts() is 'How many items of each kind are in each status: all of them for an administrator, one''s own for anyone else.';
comment on function public.moderation_history(text, bigint[], integer, boolean) is
  'The moderation log of some items (or the latest events), with each item''s title and, for administrators, the actor''s address; p_admin_only keeps the administrators'' decisions.';
comment on function public.moderation_recipient(uuid) is
  'Where a decision about someone''s item is e-mailed: their address, first name and language (French when unknown). Server key.';

-- valuation
comment on function public.evaluation_inputs_valid(jsonb) is 'Whether a valuation''s answers have only known keys, each of its type, at most 2 kB in all.';
comment on function public.evaluations_prepare() is
  'Trigger: for a signed-in caller the owner, id, creation date and share token are the database''s; a new token version draws a new token; updated_at.';
comment on function app_private.evaluations_sync_share() is
  'Trigger: a shared valuation is copied to app_private.evaluation_shares (what a shared link reads); unsharing removes the copy. Run as its owner.';
comment on function public.new_share_token() is
  'An unguessable share token: 244 random bits (two v4 UUIDs), 64 hex characters, from pg_catalog''s gen_random_uuid (no access to the extensions schema needed).';
comment on function public.rotate_evaluation_token(uuid) is
  'A new share link for a valuation; the old one stops working at once. Runs as the caller: the update policies decide.';
comment on function public.shared_evaluation(uuid, text) is 'The shared report when the token matches and sharing is on; nothing otherwise.';
comment on function public.valuation_multiple_for_category(bigint) is
  'The multiples of a category: the first of its industries (by French name) with a benchmark, else the default row.';
comment on function public.valuation_comparables(bigint, smallint) is
  'The median asking price / SDE of the published and under-offer businesses of a category, in the region when it has at least five, else everywhere; price on request does not count. Aggregates only.';

-- financing
comment on function public.financing_requests_history() is 'Trigger: logs a request''s creation and each change of status, notes or lenders to financing_request_events.';
comment on function app_private.financing_requests_sync_buyer() is
  'Trigger: copies what a buyer may see of their request to app_private.buyer_financing_requests. Run as its owner.';
comment on function public.my_financing_requests() is 'The signed-in buyer''s own requests and their status (no notes, no lenders).';

-- site
comment on function public.subscribe_newsletter(text, text, text, text) is
  'Newsletter sign-up with its consent: a new address is added, an unsubscribed one is subscribed again with fresh consent, an active one stays. Returns subscribed or already_subscribed. Server key only.';
comment on function public.search_queries_guard() is 'Trigger: a blank query is stored as null; the API cannot back-date one.';
