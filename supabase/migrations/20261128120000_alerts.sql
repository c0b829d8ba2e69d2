-- Alerts and digests (issue 22): saved searches of /entreprises, the implicit weekly alert of the
-- industry preferences (§3), the listings each user was sent (once ever), the digest runs (one per
-- frequency and period) and the HTML and headers of outgoing e-mails.

CREATE TYPE public.alert_frequency AS ENUM ('immediately', 'daily', 'weekly', 'never');

CREATE TABLE public.saved_searches (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  owner_id uuid DEFAULT auth.uid() NOT NULL,
  name text NOT NULL,
  filters jsonb DEFAULT '{}'::jsonb NOT NULL,
  frequency public.alert_frequency DEFAULT 'daily'::public.alert_frequency NOT NULL,
  language text DEFAULT 'fr'::text NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT saved_searches_pkey PRIMARY KEY (id),
  CONSTRAINT saved_searches_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES public.profiles(id) ON DELETE CASCADE,
  CONSTRAINT saved_searches_name_check CHECK (char_length(btrim(name)) BETWEEN 1 AND 100),
  CONSTRAINT saved_searches_filters_check CHECK (jsonb_typeof(filters) = 'object' AND char_length(filters::text) <= 4000),
  CONSTRAINT saved_searches_language_check CHECK (language = ANY (ARRAY['fr'::text, 'en'::text]))
);
CREATE INDEX saved_searches_owner_idx ON public.saved_searches USING btree (owner_id, created_at DESC);
CREATE INDEX saved_searches_frequency_idx ON public.saved_searches USING btree (frequency);

ALTER TABLE public.saved_searches ENABLE ROW LEVEL SECURITY;
CREATE POLICY saved_searches_owner_select ON public.saved_searches FOR SELECT TO authenticated
  USING (owner_id = (SELECT auth.uid()));
CREATE POLICY saved_searches_owner_insert ON public.saved_searches FOR INSERT TO authenticated
  WITH CHECK (owner_id = (SELECT auth.uid()));
CREATE POLICY saved_searches_owner_update ON public.saved_searches FOR UPDATE TO authenticated
  USING (owner_id = (SELECT auth.uid())) WITH CHECK (owner_id = (SELECT auth.uid()));
CREATE POLICY saved_searches_owner_delete ON public.saved_searches FOR DELETE TO authenticated
  USING (owner_id = (SELECT auth.uid()));
-- A blocked account writes nothing (issue 21's restrictive policies, on this table too).
CREATE POLICY saved_searches_active_insert ON public.saved_searches AS RESTRICTIVE FOR INSERT TO authenticated
  WITH CHECK ((SELECT public.caller_is_active()));
CREATE POLICY saved_searches_active_update ON public.saved_searches AS RESTRICTIVE FOR UPDATE TO authenticated
  USING ((SELECT public.caller_is_active()));
CREATE POLICY saved_searches_active_delete ON public.saved_searches AS RESTRICTIVE FOR DELETE TO authenticated
  USING ((SELECT public.caller_is_active()));
REVOKE ALL ON TABLE public.saved_searches FROM PUBLIC, anon, authenticated;
GRANT SELECT, DELETE ON TABLE public.saved_searches TO authenticated;
GRANT INSERT (name, filters, frequency, language) ON TABLE public.saved_searches TO authenticated;
GRANT UPDATE (name, frequency) ON TABLE public.saved_searches TO authenticated;
GRANT ALL ON TABLE public.saved_searches TO service_role;

-- At most 50 saved searches a person.
CREATE OR REPLACE FUNCTION app_private.saved_searches_limit()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if (select count(*) from public.saved_searches s where s.owner_id = new.owner_id) >= 50 then
    raise exception 'saved searches: at most 50 a person' using errcode = '23514';
  end if;
  return new;
end;
$function$;
REVOKE ALL ON FUNCTION app_private.saved_searches_limit() FROM PUBLIC, anon, authenticated;
CREATE TRIGGER saved_searches_05_limit BEFORE INSERT ON public.saved_searches
  FOR EACH ROW EXECUTE FUNCTION app_private.saved_searches_limit();
COMMENT ON TRIGGER saved_searches_05_limit ON public.saved_searches IS 'Guard (05): refuses a 51st saved search before anything else runs.';
CREATE TRIGGER saved_searches_20_updated_at BEFORE UPDATE ON public.saved_searches
  FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();
COMMENT ON TRIGGER saved_searches_20_updated_at ON public.saved_searches IS 'Derived value (20): updated_at on every change (rename, frequency).';

-- The implicit alert of the industry preferences (§3): weekly unless the person stopped it.
ALTER TABLE public.profiles
  ADD COLUMN preference_alert_frequency public.alert_frequency DEFAULT 'weekly'::public.alert_frequency NOT NULL;

-- Each listing goes to a person at most once, whichever alert found it.
CREATE TABLE public.alert_sent_listings (
  user_id uuid NOT NULL,
  entreprise_id bigint NOT NULL,
  saved_search_id bigint,
  sent_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT alert_sent_listings_pkey PRIMARY KEY (user_id, entreprise_id),
  CONSTRAINT alert_sent_listings_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE,
  CONSTRAINT alert_sent_listings_entreprise_id_fkey FOREIGN KEY (entreprise_id) REFERENCES public.entreprises(id) ON DELETE CASCADE,
  CONSTRAINT alert_sent_listings_saved_search_id_fkey FOREIGN KEY (saved_search_id) REFERENCES public.saved_searches(id) ON DELETE SET NULL
);
CREATE INDEX alert_sent_listings_entreprise_idx ON public.alert_sent_listings USING btree (entreprise_id);
ALTER TABLE public.alert_sent_listings ENABLE ROW LEVEL SECURITY;
-- A person may read what they were sent; only the job (service role) writes.
CREATE POLICY alert_sent_listings_owner_select ON public.alert_sent_listings FOR SELECT TO authenticated
  USING (user_id = (SELECT auth.uid()));
REVOKE ALL ON TABLE public.alert_sent_listings FROM PUBLIC, anon, authenticated;
GRANT SELECT ON TABLE public.alert_sent_listings TO authenticated;
GRANT ALL ON TABLE public.alert_sent_listings TO service_role;

-- One run per frequency and period: a second trigger of the same period finds it and sends nothing.
CREATE TABLE public.alert_runs (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  frequency public.alert_frequency NOT NULL,
  period_key text NOT NULL,
  started_at timestamp with time zone DEFAULT now() NOT NULL,
  finished_at timestamp with time zone,
  sent integer DEFAULT 0 NOT NULL,
  skipped integer DEFAULT 0 NOT NULL,
  failed integer DEFAULT 0 NOT NULL,
  CONSTRAINT alert_runs_pkey PRIMARY KEY (id),
  CONSTRAINT alert_runs_period_key UNIQUE (frequency, period_key),
  CONSTRAINT alert_runs_period_key_check CHECK (char_length(period_key) BETWEEN 1 AND 40)
);
ALTER TABLE public.alert_runs ENABLE ROW LEVEL SECURITY;
CREATE POLICY alert_runs_admin_select ON public.alert_runs FOR SELECT TO authenticated USING ((SELECT public.is_admin()));
REVOKE ALL ON TABLE public.alert_runs FROM PUBLIC, anon, authenticated;
GRANT SELECT ON TABLE public.alert_runs TO authenticated;
GRANT ALL ON TABLE public.alert_runs TO service_role;

-- Digests are HTML + text with their own headers (List-Unsubscribe).
ALTER TABLE public.outbound_emails
  ADD COLUMN body_html text,
  ADD COLUMN headers jsonb,
  ADD CONSTRAINT outbound_emails_body_html_check CHECK (char_length(body_html) <= 200000),
  ADD CONSTRAINT outbound_emails_headers_check CHECK (headers IS NULL OR jsonb_typeof(headers) = 'object');

-- A filter value as a list of texts (a URL parameter holds one value or several).
CREATE OR REPLACE FUNCTION app_private.alert_filter_values(p_filters jsonb, p_key text)
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case pg_catalog.jsonb_typeof(p_filters -> p_key)
    when 'array' then (select pg_catalog.array_agg(v) from pg_catalog.jsonb_array_elements_text(p_filters -> p_key) v)
    when 'string' then array[p_filters ->> p_key]
    else null end;
$function$;
REVOKE ALL ON FUNCTION app_private.alert_filter_values(jsonb, text) FROM PUBLIC, anon, authenticated;

/*
 * The published businesses matching an alert's filters (the /entreprises URL's parameters, slugs and
 * amounts) published since p_since, newest first: it runs public.search_entreprises itself, so an
 * alert finds exactly what the page finds. A filter naming only slugs that no longer exist matches
 * nothing (rather than everything). SECURITY DEFINER: the search's word list is not the service
 * role's to read; only the service role (and listing_alert_match_counts) runs it.
 */
CREATE OR REPLACE FUNCTION public.alert_matches(p_filters jsonb, p_since timestamp with time zone, p_max integer DEFAULT 100)
 RETURNS SETOF jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  f jsonb := coalesce(p_filters, '{}'::jsonb);
  v_industries bigint[];
  v_categories bigint[];
  v_regions smallint[];
  v_province smallint;
  v_real_estate public.real_estate_option[];
  v_amount numeric[] := array[null, null, null, null]::numeric[];
  v_keys text[] := array['price_min', 'price_max', 'revenue_min', 'revenue_max'];
  v_page integer := 1;
  v_found integer := 0;
  v_response jsonb;
  v_row jsonb;
begin
  -- The Data API of the local stack passes a jsonb argument as a JSON string holding the object.
  if pg_catalog.jsonb_typeof(f) = 'string' then f := (f #>> '{}')::jsonb; end if;
  if pg_catalog.jsonb_typeof(f) <> 'object' then return; end if;
  if f ? 'industry' then
    select pg_catalog.array_agg(i.id) into v_industries from public.entreprise_industries i
    where public.slugify(i.name_fr) = any(app_private.alert_filter_values(f, 'industry'));
    if v_industries is null then return; end if;
  end if;
  if f ? 'category' then
    select pg_catalog.array_agg(c.id) into v_categories from public.entreprise_categories c
    where public.slugify(c.name_fr) = any(app_private.alert_filter_values(f, 'category'));
    if v_categories is null then return; end if;
  end if;
  if f ? 'region' then
    select pg_catalog.array_agg(r.id) into v_regions from public.regions r
    where r.slug = any(app_private.alert_filter_values(f, 'region'));
    if v_regions is null then return; end if;
  end if;
  if f ? 'province' then
    select p.id into v_province from public.provinces p where p.slug = f ->> 'province';
    if v_province is null then return; end if;
  end if;
  if f ? 'real_estate' then
    select pg_catalog.array_agg(v::public.real_estate_option) into v_real_estate
    from pg_catalog.unnest(app_private.alert_filter_values(f, 'real_estate')) v
    where v in (select pg_catalog.unnest(pg_catalog.enum_range(null::public.real_estate_option))::text);
    if v_real_estate is null then return; end if;
  end if;
  for k in 1..4 loop
    if f ->> v_keys[k] ~ '^\d{1,13}$' then v_amount[k] := (f ->> v_keys[k])::numeric; end if;
  end loop;

  loop
    v_response := public.search_entreprises(
      p_query => nullif(pg_catalog.btrim(f ->> 'search'), ''),
      p_industry_ids => v_industries, p_category_ids => v_categories, p_region_ids => v_regions,
      p_province_id => v_province, p_price_min => v_amount[1], p_price_max => v_amount[2],
      p_revenue_min => v_amount[3], p_revenue_max => v_amount[4], p_real_estate => v_real_estate,
      p_seller_financing => case when f ->> 'seller_financing' = '1' then true end,
      p_sort => 'newest', p_page => v_page, p_page_size => 100);
    for v_row in select r from pg_catalog.jsonb_array_elements(v_response -> 'rows') r loop
      -- Newest first: the first older listing ends the walk.
      if (v_row ->> 'published_at')::timestamptz < p_since then return; end if;
      if v_row ->> 'status' = 'published' then
        return next v_row;
        v_found := v_found + 1;
        if v_found >= p_max then return; end if;
      end if;
    end loop;
    if pg_catalog.jsonb_array_length(v_response -> 'rows') < 100 or v_page >= 20 then return; end if;
    v_page := v_page + 1;
  end loop;
end;
$function$;
REVOKE ALL ON FUNCTION public.alert_matches(jsonb, timestamp with time zone, integer) FROM PUBLIC, anon, authenticated;
GRANT EXECUTE ON FUNCTION public.alert_matches(jsonb, timestamp with time zone, integer) TO service_role;

/*
 * The alerts of one frequency that are on: each saved search, and each person's industry
 * preferences (the implicit weekly alert, saved_search_id null), with the person's address and
 * language (read from the account's metadata, hence SECURITY DEFINER; the service role alone runs it).
 * p_user narrows to one person (the back office's preview).
 */
CREATE OR REPLACE FUNCTION public.alerts_due(p_frequency public.alert_frequency, p_user uuid DEFAULT NULL)
 RETURNS TABLE(user_id uuid, saved_search_id bigint, name text, filters jsonb, language text, email text, first_name text, since timestamp with time zone)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select s.owner_id, s.id, s.name, s.filters, s.language, p.email, p.first_name, s.created_at
  from public.saved_searches s
  join public.profiles p on p.id = s.owner_id
  where s.frequency = p_frequency and p.email is not null and p.suspended_at is null
    and (p_user is null or s.owner_id = p_user)
  union all
  select p.id, null, null,
         pg_catalog.jsonb_build_object('industry', pg_catalog.jsonb_agg(distinct public.slugify(i.name_fr))),
         case when u.raw_user_meta_data::text ~ '"locale"\s*:\s*\\?"en' then 'en' else 'fr' end,
         p.email, p.first_name, p.created_at
  from public.profiles p
  join public.user_industry_preferences pref on pref.user_id = p.id
  join public.entreprise_industries i on i.id = pref.industry_id
  left join auth.users u on u.id = p.id
  where p.preference_alert_frequency = p_frequency and p.email is not null and p.suspended_at is null
    and (p_user is null or p.id = p_user)
  group by p.id, p.email, p.first_name, p.created_at, u.raw_user_meta_data::text
  order by 1, 2 nulls first;
$function$;
REVOKE ALL ON FUNCTION public.alerts_due(public.alert_frequency, uuid) FROM PUBLIC, anon, authenticated;
GRANT EXECUTE ON FUNCTION public.alerts_due(public.alert_frequency, uuid) TO service_role;

/*
 * For a seller's workspace: how many people's alerts (saved searches and preferences that are on)
 * match each published business of p_owner. Counts only: nobody's identity leaves. The server
 * calls it with the service role for the signed-in owner (requireUser).
 */
CREATE OR REPLACE FUNCTION public.listing_alert_match_counts(p_owner uuid)
 RETURNS TABLE(entreprise_id bigint, buyers integer)
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  with mine as (
    select e.id, e.published_at from public.entreprises e
    where e.owner_id = p_owner and e.status = 'published' and e.published_at is not null
  ),
  alerts as (
    select s.owner_id as user_id, s.filters from public.saved_searches s
    where s.frequency <> 'never' and s.owner_id <> p_owner
    union all
    select p.id, pg_catalog.jsonb_build_object('industry', pg_catalog.jsonb_agg(public.slugify(i.name_fr)))
    from public.profiles p
    join public.user_industry_preferences pref on pref.user_id = p.id
    join public.entreprise_industries i on i.id = pref.industry_id
    where p.preference_alert_frequency <> 'never' and p.id <> p_owner
    group by p.id
  ),
  matched as (
    select distinct a.user_id, (r ->> 'id')::bigint as id
    from alerts a
    cross join lateral public.alert_matches(a.filters, (select min(m.published_at) from mine m), 2000) r
  )
  select m.id, (select count(distinct x.user_id) from matched x where x.id = m.id)::integer
  from mine m
  order by m.id;
$function$;
REVOKE ALL ON FUNCTION public.listing_alert_match_counts(uuid) FROM PUBLIC, anon, authenticated;
GRANT EXECUTE ON FUNCTION public.listing_alert_match_counts(uuid) TO service_role;

COMMENT ON FUNCTION app_private.saved_searches_limit() IS 'Trigger: at most 50 saved searches a person.';
COMMENT ON FUNCTION app_private.alert_filter_values(jsonb, text) IS 'One filter of a saved search as a list of texts (a URL parameter holds one value or several).';
COMMENT ON FUNCTION public.alert_matches(jsonb, timestamp with time zone, integer) IS 'The published businesses an alert''s filters (the /entreprises URL''s parameters) find among those published since p_since, newest first, through search_entreprises; service role only.';
COMMENT ON FUNCTION public.alerts_due(public.alert_frequency, uuid) IS 'The alerts of one frequency that are on (saved searches and the industry preferences'' weekly alert), with address and language; service role only.';
COMMENT ON FUNCTION public.listing_alert_match_counts(uuid) IS 'How many people''s alerts match each published business of an owner (counts only); the server calls it for the signed-in owner.';
