-- Valuation service (issue 11): the industry multiples (admin-edited benchmarks with their
-- source), the site's own comparables, and the saved evaluations with their share link.

-- ---------------------------------------------------------------------------
-- Multiples of seller's discretionary earnings (SDE) and EBITDA per industry. The row whose
-- industry_id is null is the default for industries without a benchmark of their own.
create table public.valuation_multiples (
  id bigint generated always as identity primary key,
  industry_id bigint unique references public.entreprise_industries (id) on delete cascade,
  sde_low numeric(5, 2) not null check (sde_low > 0),
  sde_probable numeric(5, 2) not null,
  sde_high numeric(5, 2) not null check (sde_high <= 30),
  ebitda_low numeric(5, 2) check (ebitda_low > 0),
  ebitda_high numeric(5, 2) check (ebitda_high <= 50),
  source text not null check (char_length(btrim(source)) between 3 and 500),
  source_url text check (source_url ~ '^https://' and char_length(source_url) <= 500),
  source_date date not null,
  updated_at timestamptz not null default now(),
  constraint valuation_multiples_sde_order check (sde_low <= sde_probable and sde_probable <= sde_high),
  constraint valuation_multiples_ebitda_order check (
    (ebitda_low is null and ebitda_high is null) or (ebitda_low is not null and ebitda_high is not null and ebitda_low <= ebitda_high))
);

create unique index valuation_multiples_one_default on public.valuation_multiples ((industry_id is null)) where industry_id is null;

comment on table public.valuation_multiples is 'SDE / EBITDA multiples by industry (issue 11), seeded from public benchmarks; the null industry is the default.';

create trigger valuation_multiples_set_updated_at
  before update on public.valuation_multiples
  for each row execute function public.set_updated_at();

alter table public.valuation_multiples enable row level security;
create policy valuation_multiples_select_all on public.valuation_multiples
  for select to anon, authenticated using (true);
create policy valuation_multiples_insert_admin on public.valuation_multiples
  for insert to authenticated with check ((select public.is_admin()));
create policy valuation_multiples_update_admin on public.valuation_multiples
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy valuation_multiples_delete_admin on public.valuation_multiples
  for delete to authenticated using ((select public.is_admin()));

revoke all on table public.valuation_multiples from public, anon, authenticated;
grant select on table public.valuation_multiples to anon, authenticated;
grant insert, update, delete on table public.valuation_multiples to authenticated;
grant all on table public.valuation_multiples to service_role;

-- The benchmarks key on industries: make sure the ones they name exist (seed.sql adds the same
-- names with "on conflict do nothing", so the order of the two does not matter).
insert into public.entreprise_industries (name_fr, name_en) values
  ('Agriculture et agroalimentaire', 'Agriculture and agri-food'),
  ('Commerce de détail', 'Retail'),
  ('Construction', 'Construction'),
  ('Entretien et services immobiliers', 'Building and property services'),
  ('Fabrication', 'Manufacturing'),
  ('Finance et assurances', 'Finance and insurance'),
  ('Immobilier', 'Real estate'),
  ('Restauration et alimentation', 'Food services'),
  ('Santé et bien-être', 'Health and wellness'),
  ('Services automobiles', 'Automotive services'),
  ('Services professionnels', 'Professional services'),
  ('Technologies', 'Technology'),
  ('Transport et logistique', 'Transportation and logistics')
on conflict do nothing;

-- Public benchmarks consulted on 2026-11-23. SDE ranges are the published low–high; the probable
-- multiple is their midpoint, except the default (BizBuySell's 2025 average of about 2.5x).
insert into public.valuation_multiples (industry_id, sde_low, sde_probable, sde_high, ebitda_low, ebitda_high, source, source_url, source_date)
values
  (null, 2.0, 2.5, 3.3, 3.0, 6.0,
   'BizBuySell, transactions 2025 (moyenne SDE ≈ 2,5x, via Sundance Financial Group); fourchette 2021-2025 de 2,0x à 3,3x (Elite Exit Advisors); BAIIA 3x-6x (Bridgepoint, commerce de détail et automobile)',
   'https://sundancefg.com/resources/sde-multiples-by-industry', '2026-11-23');

insert into public.valuation_multiples (industry_id, sde_low, sde_probable, sde_high, ebitda_low, ebitda_high, source, source_url, source_date)
select i.id, b.sde_low, b.sde_probable, b.sde_high, b.ebitda_low, b.ebitda_high, b.source, b.source_url, date '2026-11-23'
from (values
  ('Agriculture et agroalimentaire', 2.0, 2.5, 3.3, 3.0, 5.0, 'SDE : moyenne tous secteurs (BizBuySell 2025); BAIIA : alimentation et boissons 3x-5x (Bridgepoint)', 'https://www.bridgepointbb.com/resources/industry-multiples'),
  ('Commerce de détail', 1.5, 2.15, 2.8, 3.0, 6.0, 'SDE : dépanneur sans essence 1,5x-2,8x (Business Broker Collective); BAIIA : commerce de détail 3x-6x (Bridgepoint)', 'https://businessbrokercollective.com/playbook'),
  ('Construction', 2.0, 2.75, 3.5, 2.0, 5.0, 'SDE : entrepreneur spécialisé 2,0x-3,5x (SellYourBusiness.com); BAIIA : construction 2x-5x (Bridgepoint)', 'https://sellyourbusiness.com/business-valuation/business-valuation-multiples-by-industry'),
  ('Entretien et services immobiliers', 2.0, 2.75, 3.5, 4.0, 8.0, 'SDE : entretien commercial 2,0x-3,5x (SellYourBusiness.com); BAIIA : services immobiliers 4x-8x (Bridgepoint)', 'https://sellyourbusiness.com/business-valuation/business-valuation-multiples-by-industry'),
  ('Fabrication', 2.0, 2.5, 3.3, 4.0, 7.0, 'SDE : moyenne tous secteurs (BizBuySell 2025); BAIIA : fabrication 4x-7x (Bridgepoint)', 'https://www.bridgepointbb.com/resources/industry-multiples'),
  ('Finance et assurances', 2.5, 3.5, 4.5, 6.0, 10.0, 'SDE : comptabilité et tenue de livres 2,5x-4,5x; BAIIA : agence d''assurance 6x-10x (SellYourBusiness.com)', 'https://sellyourbusiness.com/business-valuation/business-valuation-multiples-by-industry'),
  ('Immobilier', 2.0, 2.5, 3.3, 4.0, 8.0, 'SDE : moyenne tous secteurs (BizBuySell 2025); BAIIA : services immobiliers 4x-8x (Bridgepoint)', 'https://www.bridgepointbb.com/resources/industry-multiples'),
  ('Restauration et alimentation', 1.5, 2.0, 2.5, 3.0, 5.0, 'SDE : restaurant indépendant 1,5x-2,5x (SellYourBusiness.com); BAIIA : alimentation et boissons 3x-5x (Bridgepoint)', 'https://sellyourbusiness.com/business-valuation/business-valuation-multiples-by-industry'),
  ('Santé et bien-être', 2.0, 2.5, 3.3, 5.0, 10.0, 'SDE : moyenne tous secteurs (BizBuySell 2025); BAIIA : santé 5x-10x (Bridgepoint)', 'https://www.bridgepointbb.com/resources/industry-multiples'),
  ('Services automobiles', 2.0, 2.75, 3.5, 3.0, 6.0, 'SDE : atelier de réparation indépendant 2,0x-3,5x (SellYourBusiness.com); BAIIA : automobile 3x-6x (Bridgepoint)', 'https://sellyourbusiness.com/business-valuation/business-valuation-multiples-by-industry'),
  ('Services professionnels', 2.0, 3.0, 4.0, 4.0, 8.0, 'SDE : agence de marketing 2,0x-4,0x (SellYourBusiness.com); BAIIA : services professionnels 4x-8x (Bridgepoint)', 'https://sellyourbusiness.com/business-valuation/business-valuation-multiples-by-industry'),
  ('Technologies', 3.0, 4.25, 5.5, 8.0, 15.0, 'SDE : services TI gérés 3,0x-5,5x (SellYourBusiness.com); BAIIA : technologie 8x-15x (Bridgepoint)', 'https://sellyourbusiness.com/business-valuation/business-valuation-multiples-by-industry'),
  ('Transport et logistique', 2.0, 2.75, 3.5, 3.0, 7.0, 'SDE : camionnage, petites flottes 2,0x-3,5x (Business Broker Collective); BAIIA : transport et logistique 3x-7x (Bridgepoint)', 'https://businessbrokercollective.com/playbook')
) as b (industry, sde_low, sde_probable, sde_high, ebitda_low, ebitda_high, source, source_url)
join public.entreprise_industries i on lower(i.name_fr) = lower(b.industry);

-- ---------------------------------------------------------------------------
-- The multiples of a category: the first of its industries (by French name) with a benchmark,
-- else the default row. Readable by everyone, like the table.
create or replace function public.valuation_multiple_for_category(p_category_id bigint)
returns setof public.valuation_multiples
language sql
stable
set search_path = ''
as $$
  select m.*
  from public.valuation_multiples m
  left join public.entreprise_industries i on i.id = m.industry_id
  where m.industry_id is null
     or m.industry_id in (select x.industry_id from public.entreprise_category_industry_map x where x.category_id = p_category_id)
  order by (m.industry_id is null), i.name_fr
  limit 1;
$$;

revoke execute on function public.valuation_multiple_for_category(bigint) from public;
grant execute on function public.valuation_multiple_for_category(bigint) to anon, authenticated, service_role;

-- The site's comparables: the median asking price / SDE of public listings of a category, in
-- the region when it has at least five of them, else everywhere. Aggregates only (no listing
-- row leaves), so it runs as its owner; price-on-request listings have no price and do not count.
create or replace function public.valuation_comparables(p_category_id bigint, p_region_id smallint default null)
returns table (scope text, listing_count integer, median_multiple numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  regional integer := 0;
begin
  if p_region_id is not null then
    select pg_catalog.count(*) into regional
    from public.entreprises e
    where e.category_id = p_category_id and e.region_id = p_region_id
      and e.status in ('published', 'under_offer') and e.asking_price > 0 and e.cash_flow > 0;
  end if;
  return query
  select case when regional >= 5 then 'region' else 'all' end,
         pg_catalog.count(*)::integer,
         pg_catalog.round((pg_catalog.percentile_cont(0.5) within group (order by (e.asking_price / e.cash_flow)::double precision))::numeric, 2)
  from public.entreprises e
  where e.category_id = p_category_id
    and (regional < 5 or e.region_id = p_region_id)
    and e.status in ('published', 'under_offer') and e.asking_price > 0 and e.cash_flow > 0;
end;
$$;

revoke execute on function public.valuation_comparables(bigint, smallint) from public;
grant execute on function public.valuation_comparables(bigint, smallint) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- An unguessable share token: 244 random bits (two v4 UUIDs), 64 hex characters. Built on
-- pg_catalog's gen_random_uuid so that the API roles need no access to the extensions schema.
create or replace function public.new_share_token()
returns text
language sql
volatile
set search_path = ''
as $$
  select pg_catalog.replace(pg_catalog.gen_random_uuid()::text || pg_catalog.gen_random_uuid()::text, '-', '');
$$;

revoke execute on function public.new_share_token() from public, anon;
grant execute on function public.new_share_token() to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- Saved evaluations: the owner's and the admins'. The report is read anonymously only through
-- shared_evaluation(id, token) while sharing is on.
create table public.evaluations (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null references public.profiles (id) on delete cascade,
  title text not null check (char_length(btrim(title)) between 1 and 160),
  category_id bigint references public.entreprise_categories (id) on delete set null,
  region_id smallint references public.regions (id) on delete set null,
  -- The instant estimate's answers (revenue, sde, ebitda, inventory, equipment, real estate,
  -- years in business, trend, owner dependence, customer concentration).
  inputs jsonb not null default '{}'::jsonb check (jsonb_typeof(inputs) = 'object'),
  -- Up to three years of figures: [{ year, revenue, cost_of_sales, expenses, owner_pay, weight, addbacks: [{ label, amount }] }].
  years jsonb not null default '[]'::jsonb check (jsonb_typeof(years) = 'array' and jsonb_array_length(years) <= 3),
  -- { manager_salary, sde_multiple, ebitda_multiple, cap_rate, growth_rate, other_assets, liabilities, weights: { sde, ebitda, capitalisation, assets } }
  methods jsonb not null default '{}'::jsonb check (jsonb_typeof(methods) = 'object'),
  conclusion_low numeric(14, 2) check (conclusion_low >= 0),
  conclusion numeric(14, 2) check (conclusion >= 0),
  conclusion_high numeric(14, 2) check (conclusion_high >= 0),
  notes text not null default '' check (char_length(notes) <= 10000),
  share_token text not null default public.new_share_token() unique,
  share_enabled boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index evaluations_owner_idx on public.evaluations (owner_id, updated_at desc);

comment on table public.evaluations is 'Valuations of a signed-in owner (issue 11); shared read-only by an unguessable token when share_enabled.';

-- The owner, the creation date and the token are not a signed-in caller's to choose or change.
-- Security definer so that it may read the caller's id (auth.uid()) whatever the API role's grants.
create or replace function public.evaluations_prepare()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  if tg_op = 'INSERT' and caller is not null then
    new.owner_id := caller;
    new.share_token := public.new_share_token();
    new.created_at := pg_catalog.now();
  elsif tg_op = 'UPDATE' and caller is not null then
    new.id := old.id;
    new.owner_id := old.owner_id;
    new.created_at := old.created_at;
    -- rotate_evaluation_token() is the one way to a new token.
    if pg_catalog.current_setting('app.rotating_share_token', true) is distinct from 'on' then
      new.share_token := old.share_token;
    end if;
  end if;
  new.updated_at := pg_catalog.now();
  return new;
end;
$$;

revoke execute on function public.evaluations_prepare() from public, anon, authenticated;

create trigger evaluations_prepare
  before insert or update on public.evaluations
  for each row execute function public.evaluations_prepare();

alter table public.evaluations enable row level security;
create policy evaluations_select_own on public.evaluations
  for select to authenticated using (owner_id = (select auth.uid()) or (select public.is_admin()));
create policy evaluations_insert_own on public.evaluations
  for insert to authenticated with check (owner_id = (select auth.uid()));
create policy evaluations_update_own on public.evaluations
  for update to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()))
  with check (owner_id = (select auth.uid()) or (select public.is_admin()));
create policy evaluations_delete_own on public.evaluations
  for delete to authenticated using (owner_id = (select auth.uid()) or (select public.is_admin()));

revoke all on table public.evaluations from public, anon, authenticated;
grant select, insert, update, delete on table public.evaluations to authenticated;
grant all on table public.evaluations to service_role;

-- A new unguessable link: the old one stops working at once.
create or replace function public.rotate_evaluation_token(p_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  token text := public.new_share_token();
begin
  perform pg_catalog.set_config('app.rotating_share_token', 'on', true);
  update public.evaluations e set share_token = token, updated_at = pg_catalog.now()
  where e.id = p_id and (e.owner_id = (select auth.uid()) or (select public.is_admin()));
  if not found then
    raise exception 'evaluation not found' using errcode = 'P0002';
  end if;
  perform pg_catalog.set_config('app.rotating_share_token', 'off', true);
  return token;
end;
$$;

revoke execute on function public.rotate_evaluation_token(uuid) from public, anon;
grant execute on function public.rotate_evaluation_token(uuid) to authenticated, service_role;

-- The shared report: the evaluation when the token matches and sharing is on; nothing otherwise.
create or replace function public.shared_evaluation(p_id uuid, p_token text)
returns table (
  id uuid, title text, category_id bigint, region_id smallint, inputs jsonb, years jsonb, methods jsonb,
  conclusion_low numeric, conclusion numeric, conclusion_high numeric, notes text, created_at timestamptz, updated_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select e.id, e.title, e.category_id, e.region_id, e.inputs, e.years, e.methods,
         e.conclusion_low, e.conclusion, e.conclusion_high, e.notes, e.created_at, e.updated_at
  from public.evaluations e
  where e.id = p_id and e.share_enabled and p_token is not null and char_length(p_token) = 64
    and e.share_token = p_token;
$$;

revoke execute on function public.shared_evaluation(uuid, text) from public;
grant execute on function public.shared_evaluation(uuid, text) to anon, authenticated, service_role;
