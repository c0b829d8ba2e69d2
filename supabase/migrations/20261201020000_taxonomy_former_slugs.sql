-- Issue 39: a renamed industry or business category changes its address (its slug is
-- public.slugify(name_fr)). Each keeps the addresses it had, so a bookmarked /entreprises?category=…,
-- a category page's old address, a saved search and its alert still find it; the saved searches'
-- filters follow the rename at once. A current address always wins over a former one: a term given a
-- name whose slug was another term's former address takes that address over.

create table public.entreprise_category_former_slugs (
  slug text not null,
  category_id bigint not null references public.entreprise_categories (id) on delete cascade,
  renamed_at timestamptz not null default now(),
  constraint entreprise_category_former_slugs_pkey primary key (slug),
  constraint entreprise_category_former_slugs_slug_check check (slug ~ '^[a-z0-9_-]+$')
);
create index entreprise_category_former_slugs_category_idx on public.entreprise_category_former_slugs (category_id);
comment on table public.entreprise_category_former_slugs is
  'The addresses (slugs) a business category had before a rename: old links lead to it; written by its trigger only.';

create table public.entreprise_industry_former_slugs (
  slug text not null,
  industry_id bigint not null references public.entreprise_industries (id) on delete cascade,
  renamed_at timestamptz not null default now(),
  constraint entreprise_industry_former_slugs_pkey primary key (slug),
  constraint entreprise_industry_former_slugs_slug_check check (slug ~ '^[a-z0-9_-]+$')
);
create index entreprise_industry_former_slugs_industry_idx on public.entreprise_industry_former_slugs (industry_id);
comment on table public.entreprise_industry_former_slugs is
  'The addresses (slugs) an industry had before a rename: old links lead to it; written by its trigger only.';

alter table public.entreprise_category_former_slugs enable row level security;
alter table public.entreprise_industry_former_slugs enable row level security;
create policy entreprise_category_former_slugs_select_all on public.entreprise_category_former_slugs
  for select to anon, authenticated using (true);
create policy entreprise_industry_former_slugs_select_all on public.entreprise_industry_former_slugs
  for select to anon, authenticated using (true);
revoke all on table public.entreprise_category_former_slugs from public, anon, authenticated;
revoke all on table public.entreprise_industry_former_slugs from public, anon, authenticated;
grant select on table public.entreprise_category_former_slugs to anon, authenticated;
grant select on table public.entreprise_industry_former_slugs to anon, authenticated;
grant all on table public.entreprise_category_former_slugs to service_role;
grant all on table public.entreprise_industry_former_slugs to service_role;

-- A saved search's filter (one slug or a list) with one slug replaced, each slug once.
create function app_private.replace_filter_slug(p_value jsonb, p_old text, p_new text)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case pg_catalog.jsonb_typeof(p_value)
    when 'string' then case when p_value #>> '{}' = p_old then pg_catalog.to_jsonb(p_new) else p_value end
    when 'array' then (
      select pg_catalog.jsonb_agg(v order by first)
      from (
        select case when e.v = p_old then p_new else e.v end as v, min(e.n) as first
        from pg_catalog.jsonb_array_elements_text(p_value) with ordinality as e(v, n)
        group by 1
      ) kept)
    else p_value end;
$$;
comment on function app_private.replace_filter_slug(jsonb, text, text) is
  'A saved search''s filter value (a slug or a list of slugs) with one slug replaced by another, each slug once.';
revoke all on function app_private.replace_filter_slug(jsonb, text, text) from public, anon, authenticated;

create function app_private.taxonomy_keep_former_slug()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_new text := public.slugify(new.name_fr);
  v_old text := case when tg_op = 'UPDATE' then public.slugify(old.name_fr) end;
  v_key text := case tg_table_name when 'entreprise_categories' then 'category' else 'industry' end;
begin
  -- A current address wins: it no longer leads to the term that had it before.
  if v_key = 'category' then
    delete from public.entreprise_category_former_slugs where slug = v_new;
  else
    delete from public.entreprise_industry_former_slugs where slug = v_new;
  end if;
  if v_old is null or v_old = v_new or v_old = '' then return null; end if;
  if v_key = 'category' then
    insert into public.entreprise_category_former_slugs (slug, category_id) values (v_old, new.id)
    on conflict (slug) do update set category_id = excluded.category_id, renamed_at = now();
  else
    insert into public.entreprise_industry_former_slugs (slug, industry_id) values (v_old, new.id)
    on conflict (slug) do update set industry_id = excluded.industry_id, renamed_at = now();
  end if;
  -- Saved searches (and so their alerts and "Open the search") follow the rename.
  update public.saved_searches s
  set filters = pg_catalog.jsonb_set(s.filters, array[v_key], app_private.replace_filter_slug(s.filters -> v_key, v_old, v_new))
  where s.filters ? v_key and v_old = any(app_private.alert_filter_values(s.filters, v_key));
  return null;
end;
$$;
comment on function app_private.taxonomy_keep_former_slug() is
  'Trigger: a renamed industry or business category keeps its former slug (old links lead to it) and rewrites the saved searches that named it; a new or renamed term takes over a former slug equal to its own.';
revoke all on function app_private.taxonomy_keep_former_slug() from public, anon, authenticated;

create trigger entreprise_categories_45_former_slug
  after insert or update of name_fr on public.entreprise_categories
  for each row execute function app_private.taxonomy_keep_former_slug();
comment on trigger entreprise_categories_45_former_slug on public.entreprise_categories is
  'After 40 (the listings rewritten): the former address is kept and the saved searches follow the new one.';
create trigger entreprise_industries_45_former_slug
  after insert or update of name_fr on public.entreprise_industries
  for each row execute function app_private.taxonomy_keep_former_slug();
comment on trigger entreprise_industries_45_former_slug on public.entreprise_industries is
  'The former address is kept and the saved searches follow the new one.';

-- The terms that a list of slugs names, by their current slug or a former one.
create function app_private.category_ids_by_slugs(p_slugs text[])
returns bigint[]
language sql
stable
set search_path = ''
as $$
  select pg_catalog.array_agg(distinct id) from (
    select c.id from public.entreprise_categories c where public.slugify(c.name_fr) = any(p_slugs)
    union all
    select f.category_id from public.entreprise_category_former_slugs f where f.slug = any(p_slugs)
  ) found;
$$;
comment on function app_private.category_ids_by_slugs(text[]) is
  'The business categories a list of slugs names, by their current address or a former one (null: none).';
revoke all on function app_private.category_ids_by_slugs(text[]) from public, anon, authenticated;

create function app_private.industry_ids_by_slugs(p_slugs text[])
returns bigint[]
language sql
stable
set search_path = ''
as $$
  select pg_catalog.array_agg(distinct id) from (
    select i.id from public.entreprise_industries i where public.slugify(i.name_fr) = any(p_slugs)
    union all
    select f.industry_id from public.entreprise_industry_former_slugs f where f.slug = any(p_slugs)
  ) found;
$$;
comment on function app_private.industry_ids_by_slugs(text[]) is
  'The industries a list of slugs names, by their current address or a former one (null: none).';
revoke all on function app_private.industry_ids_by_slugs(text[]) from public, anon, authenticated;

-- The alerts' matching finds a renamed term by a former slug too (a filter the trigger did not rewrite).
CREATE OR REPLACE FUNCTION public.alert_matches(p_filters jsonb, p_since timestamp with time zone, p_max integer DEFAULT 100)
 RETURNS SETOF jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $$
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
    v_industries := app_private.industry_ids_by_slugs(app_private.alert_filter_values(f, 'industry'));
    if v_industries is null then return; end if;
  end if;
  if f ? 'category' then
    v_categories := app_private.category_ids_by_slugs(app_private.alert_filter_values(f, 'category'));
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
$$;

