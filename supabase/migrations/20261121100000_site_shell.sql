-- Site shell (issue 3): newsletter subscribers, form submissions, page views and rate limits.
-- The app writes these tables with the secret key (service_role), after validating and rate
-- limiting in server code; visitors never reach them directly. Admins read them in the back office.

-- ---------------------------------------------------------------------------
-- Newsletter subscribers. The consent evidence Canada's anti-spam law asks a sender to keep:
-- when, from which form, in which language and the exact wording the person agreed to.
create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null unique
    constraint newsletter_subscribers_email_format check (email = lower(email) and char_length(email) between 3 and 254 and email like '%_@_%'),
  locale text not null check (locale in ('fr', 'en')),
  source text not null check (source in ('popup', 'footer', 'home')),
  consent_text text not null check (char_length(consent_text) between 1 and 2000),
  consented_at timestamptz not null default now(),
  mailing_synced_at timestamptz,
  unsubscribed_at timestamptz,
  created_at timestamptz not null default now()
);

comment on table public.newsletter_subscribers is 'Newsletter sign-ups with their consent evidence (CASL). E-mail stored lower-case, unique.';

-- ---------------------------------------------------------------------------
-- Messages sent through the site's forms, kept for the back office (/admin/gestion/formulaires).
-- Saved before any e-mail is attempted; mail_status records what happened next.
create table public.form_submissions (
  id uuid primary key default gen_random_uuid(),
  form text not null check (form in ('contact')),
  locale text not null check (locale in ('fr', 'en')),
  name text not null check (char_length(name) between 1 and 120),
  email text not null check (char_length(email) between 3 and 254),
  phone text check (char_length(phone) <= 40),
  subject text not null check (char_length(subject) between 1 and 200),
  message text not null check (char_length(message) between 1 and 5000),
  mail_status text not null default 'pending' check (mail_status in ('pending', 'sent', 'failed')),
  mail_error text check (char_length(mail_error) <= 1000),
  handled_at timestamptz,
  created_at timestamptz not null default now()
);

create index form_submissions_created_at_idx on public.form_submissions (created_at desc);
create index form_submissions_duplicate_idx on public.form_submissions (form, email, created_at desc);

comment on table public.form_submissions is 'Contact (and later other) form messages; saved first, then e-mailed.';

-- ---------------------------------------------------------------------------
-- Page views: the route and the path only. No cookie, IP, user agent or user id (Law 25).
create table public.page_views (
  id bigint generated always as identity primary key,
  route text not null check (char_length(route) between 1 and 300),
  path text not null check (char_length(path) between 1 and 500),
  locale text not null check (locale in ('fr', 'en')),
  created_at timestamptz not null default now()
);

create index page_views_created_at_idx on public.page_views (created_at desc);
create index page_views_route_idx on public.page_views (route, created_at desc);

comment on table public.page_views is 'Anonymous page-view counts: route and path, no personal identifier.';

-- ---------------------------------------------------------------------------
-- Rate limits shared by every app server: one counter per bucket, hashed key and fixed window.
-- The key is an HMAC of the visitor's IP computed by the app; the raw IP never reaches the database.
create table public.rate_limits (
  bucket text not null check (char_length(bucket) between 1 and 60),
  key_hash text not null check (char_length(key_hash) between 16 and 128),
  window_start timestamptz not null,
  hits integer not null default 1,
  primary key (bucket, key_hash, window_start)
);

create index rate_limits_window_start_idx on public.rate_limits (window_start);

comment on table public.rate_limits is 'Fixed-window request counters keyed by a hash of the client IP.';

-- Counts one hit and says whether it is within the limit. Old windows are swept as hits arrive.
create or replace function public.hit_rate_limit(p_bucket text, p_key_hash text, p_limit integer, p_window_seconds integer)
returns boolean
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_window timestamptz;
  v_hits integer;
begin
  if p_limit < 1 or p_window_seconds < 1 then
    raise exception 'hit_rate_limit: limit and window must be positive' using errcode = '22023';
  end if;
  v_window := pg_catalog.to_timestamp(
    pg_catalog.floor(extract(epoch from pg_catalog.now()) / p_window_seconds) * p_window_seconds
  );
  insert into public.rate_limits as r (bucket, key_hash, window_start, hits)
  values (p_bucket, p_key_hash, v_window, 1)
  on conflict (bucket, key_hash, window_start) do update set hits = r.hits + 1
  returning r.hits into v_hits;
  if pg_catalog.random() < 0.02 then
    delete from public.rate_limits where window_start < pg_catalog.now() - interval '2 days';
  end if;
  return v_hits <= p_limit;
end;
$$;

-- Idempotent subscription: a new address is added, an unsubscribed one is subscribed again with
-- fresh consent, an active one is left as it is. Returns 'subscribed' or 'already_subscribed'.
create or replace function public.subscribe_newsletter(p_email text, p_locale text, p_source text, p_consent_text text)
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_email text := pg_catalog.lower(pg_catalog.btrim(p_email));
  v_id uuid;
begin
  insert into public.newsletter_subscribers (email, locale, source, consent_text)
  values (v_email, p_locale, p_source, p_consent_text)
  on conflict (email) do nothing
  returning id into v_id;
  if v_id is not null then
    return 'subscribed';
  end if;
  update public.newsletter_subscribers
     set unsubscribed_at = null, consented_at = pg_catalog.now(), consent_text = p_consent_text,
         locale = p_locale, source = p_source, mailing_synced_at = null
   where email = v_email and unsubscribed_at is not null
  returning id into v_id;
  if v_id is not null then
    return 'subscribed';
  end if;
  return 'already_subscribed';
end;
$$;

revoke execute on function public.hit_rate_limit(text, text, integer, integer) from public, anon, authenticated;
revoke execute on function public.subscribe_newsletter(text, text, text, text) from public, anon, authenticated;
grant execute on function public.hit_rate_limit(text, text, integer, integer) to service_role;
grant execute on function public.subscribe_newsletter(text, text, text, text) to service_role;

-- ---------------------------------------------------------------------------
-- Row-level security: visitors have no access at all; admins read (and manage) in the back office.
alter table public.newsletter_subscribers enable row level security;
alter table public.form_submissions enable row level security;
alter table public.page_views enable row level security;
alter table public.rate_limits enable row level security;

create policy newsletter_subscribers_select_admin on public.newsletter_subscribers
  for select to authenticated using ((select public.is_admin()));
create policy newsletter_subscribers_update_admin on public.newsletter_subscribers
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy newsletter_subscribers_delete_admin on public.newsletter_subscribers
  for delete to authenticated using ((select public.is_admin()));

create policy form_submissions_select_admin on public.form_submissions
  for select to authenticated using ((select public.is_admin()));
create policy form_submissions_update_admin on public.form_submissions
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy form_submissions_delete_admin on public.form_submissions
  for delete to authenticated using ((select public.is_admin()));

create policy page_views_select_admin on public.page_views
  for select to authenticated using ((select public.is_admin()));

-- rate_limits: no policy, so only service_role (which bypasses RLS) ever touches it.

revoke all on table public.newsletter_subscribers, public.form_submissions, public.page_views, public.rate_limits
  from public, anon, authenticated;
grant select, delete on table public.newsletter_subscribers to authenticated;
grant update (unsubscribed_at) on table public.newsletter_subscribers to authenticated;
grant select, delete on table public.form_submissions to authenticated;
grant update (handled_at) on table public.form_submissions to authenticated;
grant select on table public.page_views to authenticated;
grant all on table public.newsletter_subscribers, public.form_submissions, public.page_views, public.rate_limits
  to service_role;
grant usage, select on sequence public.page_views_id_seq to service_role;
