-- Moderation (issue 10): listings and expert profiles go draft → submitted → published or
-- rejected. The new enum values get their own migration: PostgreSQL cannot use a value added
-- to an enum in the transaction that adds it.
alter type public.listing_status add value if not exists 'submitted' after 'draft';
alter type public.listing_status add value if not exists 'rejected' after 'submitted';
alter type public.publication_status add value if not exists 'submitted' after 'draft';
alter type public.publication_status add value if not exists 'rejected' after 'submitted';
