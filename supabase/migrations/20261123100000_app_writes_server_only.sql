-- Issue 12: rows the app writes on a visitor's behalf after its own checks (honeypot, rate limit)
-- can no longer be written around those checks through the Data API. listing_inquiries and
-- search_queries are inserted by the server with the secret key (service_role) only; the rule
-- that an inquiry is about an open listing moves from the insert policy to a trigger, which holds
-- for every role. (form_submissions, newsletter_subscribers, page_views and rate_limits were
-- already service_role-only writes.)

-- ---------------------------------------------------------------------------
-- listing_inquiries
drop policy listing_inquiries_insert_public_listing on public.listing_inquiries;
revoke insert on public.listing_inquiries from anon, authenticated;

-- An inquiry is only about a published or under-offer listing, whoever inserts it.
create or replace function public.listing_inquiries_open_listing()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not (
    (new.entreprise_id is not null and exists (
      select 1 from public.entreprises e where e.id = new.entreprise_id and e.status in ('published', 'under_offer')))
    or (new.immobilier_id is not null and exists (
      select 1 from public.immobilier i where i.id = new.immobilier_id and i.status in ('published', 'under_offer')))
  ) then
    raise exception 'inquiries are only taken on a public listing' using errcode = '42501';
  end if;
  return new;
end;
$$;

revoke execute on function public.listing_inquiries_open_listing() from public, anon, authenticated;

create trigger listing_inquiries_open_listing
  before insert on public.listing_inquiries
  for each row execute function public.listing_inquiries_open_listing();

-- The server sets the submission time; nobody back-dates an inquiry or marks it read on arrival.
create or replace function public.listing_inquiries_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- The app (server key) and the API roles: a new inquiry is received now and unread. Only the
  -- read and archive marks of an inquiry ever change through the API (the owner's inbox).
  if tg_op = 'INSERT' and current_user in ('anon', 'authenticated', 'service_role') then
    new.created_at := pg_catalog.now();
    new.read_at := null;
    new.archived_at := null;
  elsif tg_op = 'UPDATE' and current_user in ('anon', 'authenticated')
    and (pg_catalog.to_jsonb(new) - 'read_at' - 'archived_at') <> (pg_catalog.to_jsonb(old) - 'read_at' - 'archived_at') then
    raise exception 'only read_at and archived_at of an inquiry can change' using errcode = '42501';
  end if;
  return new;
end;
$$;

-- ---------------------------------------------------------------------------
-- search_queries: the always-true insert policy goes (Security Advisor lint 0024).
drop policy search_queries_insert_all on public.search_queries;
revoke insert on public.search_queries from anon, authenticated;

-- ---------------------------------------------------------------------------
-- listing_inquiry_owner: was security definer and answered the owner of any listing, drafts
-- included, to any signed-in caller. Security invoker now: it sees what the caller may read
-- (public listings, their own, everything for an admin) and answers null otherwise.
create or replace function public.listing_inquiry_owner(p_entreprise_id bigint, p_immobilier_id bigint)
returns uuid
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(
    (select e.owner_id from public.entreprises e where e.id = p_entreprise_id),
    (select i.owner_id from public.immobilier i where i.id = p_immobilier_id));
$$;
