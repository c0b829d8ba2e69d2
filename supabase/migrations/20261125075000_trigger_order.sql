-- Triggers run in a written order (issue 19). PostgreSQL fires the triggers of one table, timing and
-- level by name, so every trigger is named <table>_<NN>_<purpose>: NN is its position (gaps leave
-- room), and two triggers that can fire for the same event never share one. Each keeps its place:
-- only names change (a tie at 25 is broken the way the names already broke it), and each trigger
-- says why it sits where it does. Triggers on auth.users keep Supabase's documented names.

-- ---------------------------------------------------------------------------
-- entreprises and immobilier: the same steps, in the same order.
alter trigger entreprises_25_freshness on public.entreprises rename to entreprises_26_freshness;
alter trigger entreprises_sync_confidential_insert on public.entreprises rename to entreprises_60_sync_confidential_insert;
alter trigger entreprises_sync_confidential_update on public.entreprises rename to entreprises_60_sync_confidential_update;
alter trigger immobilier_25_freshness on public.immobilier rename to immobilier_26_freshness;

comment on trigger entreprises_05_moderation on public.entreprises is
  'First: refuses a status change the caller may not make and keeps the review fields the administrators''; every later step sees an allowed status.';
comment on trigger entreprises_06_revision on public.entreprises is
  'An owner''s change to a public listing becomes its pending revision and the row keeps its approved values, before anything is checked or derived from them.';
comment on trigger entreprises_07_images on public.entreprises is
  'Refuses photos outside the owner''s folder, on the values 06 left.';
comment on trigger entreprises_10_slug on public.entreprises is
  'The unique slug, from title_fr when none is given.';
comment on trigger entreprises_20_prepare on public.entreprises is
  'Only administrators feature; timestamps (published_at on first publication); public fields from the confidential ones; the search document.';
comment on trigger entreprises_25_confirmed_after_publication on public.entreprises is
  'After 20, which may just have set published_at: last_confirmed_at never precedes it.';
comment on trigger entreprises_26_freshness on public.entreprises is
  'After 25: a changed last_confirmed_at clears stale_since; a change of the stale flag alone keeps the updated_at 20 set.';
comment on trigger entreprises_28_completeness on public.entreprises is
  'Scores the finished row (photos, texts, price, region) for relevance.';
comment on trigger entreprises_90_seller on public.entreprises is
  'Last before the write: seller_id from the final owner and confidential flag.';
comment on trigger entreprises_40_moderation_log on public.entreprises is
  'Logs status and featured changes to moderation_events.';
comment on trigger entreprises_50_revision_forget on public.entreprises is
  'A deleted listing''s pending revision goes with it.';
comment on trigger entreprises_30_lexicon_insert on public.entreprises is
  'The words of newly public listings feed the typo-tolerance lexicon.';
comment on trigger entreprises_30_lexicon_update on public.entreprises is
  'The words of listings whose public text changed or that just became public feed the lexicon.';
comment on trigger entreprises_40_search_insert on public.entreprises is
  'Projects the new public rows into entreprise_search.';
comment on trigger entreprises_40_search_update on public.entreprises is
  'Re-projects the changed rows into entreprise_search.';
comment on trigger entreprises_40_search_delete on public.entreprises is
  'Removes the deleted rows from entreprise_search.';
comment on trigger entreprises_45_search_stale_insert on public.entreprises is
  'After 40: a stale listing leaves the projection 40 just wrote.';
comment on trigger entreprises_45_search_stale_update on public.entreprises is
  'After 40: a stale listing leaves the projection 40 just wrote.';
comment on trigger entreprises_60_sync_confidential_insert on public.entreprises is
  'Copies the owner and confidential fields to app_private.entreprise_confidential.';
comment on trigger entreprises_60_sync_confidential_update on public.entreprises is
  'Copies the owner and confidential fields to app_private.entreprise_confidential.';

comment on trigger immobilier_05_moderation on public.immobilier is
  'First: refuses a status change the caller may not make and keeps the review fields the administrators''; every later step sees an allowed status.';
comment on trigger immobilier_06_revision on public.immobilier is
  'An owner''s change to a public listing becomes its pending revision and the row keeps its approved values, before anything is checked or derived from them.';
comment on trigger immobilier_07_images on public.immobilier is
  'Refuses photos outside the owner''s folder, on the values 06 left.';
comment on trigger immobilier_10_slug on public.immobilier is
  'The unique slug, from title_fr when none is given.';
comment on trigger immobilier_20_prepare on public.immobilier is
  'Only administrators feature; timestamps (published_at on first publication); the search document.';
comment on trigger immobilier_25_confirmed_after_publication on public.immobilier is
  'After 20, which may just have set published_at: last_confirmed_at never precedes it.';
comment on trigger immobilier_26_freshness on public.immobilier is
  'After 25: a changed last_confirmed_at clears stale_since; a change of the stale flag alone keeps the updated_at 20 set.';
comment on trigger immobilier_28_completeness on public.immobilier is
  'Scores the finished row (photos, texts, price or rent, area, region) for relevance.';
comment on trigger immobilier_40_moderation_log on public.immobilier is
  'Logs status and featured changes to moderation_events.';
comment on trigger immobilier_50_revision_forget on public.immobilier is
  'A deleted listing''s pending revision goes with it.';
comment on trigger immobilier_30_lexicon_insert on public.immobilier is
  'The words of newly public listings feed the typo-tolerance lexicon.';
comment on trigger immobilier_30_lexicon_update on public.immobilier is
  'The words of listings whose public text changed or that just became public feed the lexicon.';

-- ---------------------------------------------------------------------------
-- experts and franchises (already numbered).
comment on trigger experts_05_moderation on public.experts is
  'First: refuses a status change the caller may not make and keeps the review fields the administrators''.';
comment on trigger experts_07_image_url on public.experts is
  'Refuses a photo that is not a file of this project''s Storage (of the owner''s folder when it is a listing photo).';
comment on trigger experts_10_slug on public.experts is
  'The unique slug, from the name when none is given.';
comment on trigger experts_15_professions on public.experts is
  'The main profession first in professions, without repeats.';
comment on trigger experts_20_prepare on public.experts is
  'Only administrators feature; known, sorted regions; timestamps.';
comment on trigger experts_30_search_text on public.experts is
  'After 20: the search text from the name, company, city, profession and the regions as 20 left them.';
comment on trigger experts_40_moderation_log on public.experts is
  'Logs status and featured changes to moderation_events.';

comment on trigger franchises_07_image_url on public.franchises is
  'Refuses a logo that is not a file of this project''s Storage.';
comment on trigger franchises_10_slug on public.franchises is
  'The unique slug, from the name when none is given.';
comment on trigger franchises_20_prepare on public.franchises is
  'Only administrators feature; timestamps; the search document.';

-- ---------------------------------------------------------------------------
-- Every other table.
alter trigger entreprise_categories_set_updated_at on public.entreprise_categories rename to entreprise_categories_20_updated_at;
alter trigger entreprise_categories_refresh_listings on public.entreprise_categories rename to entreprise_categories_40_refresh_listings;
comment on trigger entreprise_categories_20_updated_at on public.entreprise_categories is 'updated_at is the time of the write.';
comment on trigger entreprise_categories_40_refresh_listings on public.entreprise_categories is
  'A renamed category rewrites its listings'' search documents (through their own triggers).';

alter trigger franchise_categories_set_updated_at on public.franchise_categories rename to franchise_categories_20_updated_at;
comment on trigger franchise_categories_10_slug on public.franchise_categories is 'The unique slug, from name_fr when none is given.';
comment on trigger franchise_categories_20_updated_at on public.franchise_categories is 'updated_at is the time of the write.';

alter trigger profiles_guard on public.profiles rename to profiles_05_guard;
alter trigger profiles_image_url on public.profiles rename to profiles_07_image_url;
alter trigger profiles_set_slug on public.profiles rename to profiles_10_slug;
alter trigger profiles_set_updated_at on public.profiles rename to profiles_20_updated_at;
alter trigger profiles_sync on public.profiles rename to profiles_40_sync;
comment on trigger profiles_05_guard on public.profiles is
  'First: through the API nobody changes id or email, only an administrator changes is_admin.';
comment on trigger profiles_07_image_url on public.profiles is 'Refuses an avatar that is not a file of this project''s Storage.';
comment on trigger profiles_10_slug on public.profiles is 'A public page gets a unique slug, from the names when none is given.';
comment on trigger profiles_20_updated_at on public.profiles is 'updated_at is the time of the write.';
comment on trigger profiles_40_sync on public.profiles is
  'Keeps app_private.admins and app_private.profile_cards (what policies and seller cards read) in step.';

alter trigger evaluations_prepare on public.evaluations rename to evaluations_20_prepare;
alter trigger evaluations_sync_share on public.evaluations rename to evaluations_40_sync_share;
comment on trigger evaluations_20_prepare on public.evaluations is
  'The owner and share token are the database''s to set; a new token version draws a new token; timestamps.';
comment on trigger evaluations_40_sync_share on public.evaluations is
  'Keeps app_private.evaluation_shares (what a shared link reads) in step.';

alter trigger financing_partners_set_updated_at on public.financing_partners rename to financing_partners_20_updated_at;
comment on trigger financing_partners_20_updated_at on public.financing_partners is 'updated_at is the time of the write.';

alter trigger financing_requests_set_updated_at on public.financing_requests rename to financing_requests_20_updated_at;
alter trigger financing_requests_history on public.financing_requests rename to financing_requests_40_history;
alter trigger financing_requests_sync_buyer_insert on public.financing_requests rename to financing_requests_50_sync_buyer_insert;
alter trigger financing_requests_sync_buyer_update on public.financing_requests rename to financing_requests_50_sync_buyer_update;
comment on trigger financing_requests_20_updated_at on public.financing_requests is 'updated_at is the time of the write.';
comment on trigger financing_requests_40_history on public.financing_requests is
  'Logs the creation and every change of status, notes or lenders to financing_request_events.';
comment on trigger financing_requests_50_sync_buyer_insert on public.financing_requests is
  'Keeps app_private.buyer_financing_requests (what a buyer reads of their requests) in step.';
comment on trigger financing_requests_50_sync_buyer_update on public.financing_requests is
  'Keeps app_private.buyer_financing_requests (what a buyer reads of their requests) in step.';

alter trigger listing_inquiries_guard on public.listing_inquiries rename to listing_inquiries_05_guard;
alter trigger listing_inquiries_open_listing on public.listing_inquiries rename to listing_inquiries_10_open_listing;
comment on trigger listing_inquiries_05_guard on public.listing_inquiries is
  'A new inquiry is received now and unread; through the API only its read and archive marks change.';
comment on trigger listing_inquiries_10_open_listing on public.listing_inquiries is
  'Inquiries are taken on a published or under-offer listing only.';

alter trigger listing_revisions_log on public.listing_revisions rename to listing_revisions_40_log;
comment on trigger listing_revisions_40_log on public.listing_revisions is
  'An administrator''s approval or rejection of a revision is logged to moderation_events.';

alter trigger search_queries_guard on public.search_queries rename to search_queries_05_guard;
comment on trigger search_queries_05_guard on public.search_queries is 'A blank query is stored as null; the API cannot back-date one.';

alter trigger valuation_multiples_set_updated_at on public.valuation_multiples rename to valuation_multiples_20_updated_at;
comment on trigger valuation_multiples_20_updated_at on public.valuation_multiples is 'updated_at is the time of the write.';
