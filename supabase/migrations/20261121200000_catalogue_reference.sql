-- Catalogue reference data (issue 5): Canada's 13 provinces and territories, Québec's 17
-- administrative regions, and the text-search helpers every catalogue table uses.
-- Reference rows are part of the schema (the same on every database), not of the seed.

create extension if not exists unaccent with schema extensions;
create extension if not exists pg_trgm with schema extensions;

-- The catalogue triggers run as the API caller and call unaccent (as hosted projects allow).
grant usage on schema extensions to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- Accent-free lowercase text. unaccent() is only STABLE (its dictionary could change), so
-- it cannot feed an index or a generated column; naming the dictionary makes the result
-- depend on the arguments only, which is what IMMUTABLE promises.
create or replace function public.catalogue_fold(p_text text)
returns text
language sql
immutable
parallel safe
strict
set search_path = ''
as $$
  select pg_catalog.lower(extensions.unaccent('extensions.unaccent'::regdictionary, p_text));
$$;

revoke execute on function public.catalogue_fold(text) from public;
grant execute on function public.catalogue_fold(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
create table public.provinces (
  id smallint primary key,
  code text not null unique check (code ~ '^[A-Z]{2}$'),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name_fr text not null,
  name_en text not null
);

comment on table public.provinces is 'Canada''s provinces and territories; slug = public.slugify(name_fr).';

create table public.regions (
  id smallint primary key,
  -- The official number of the administrative region ("01" Bas-Saint-Laurent … "17" Centre-du-Québec).
  code text not null unique check (code ~ '^[0-9]{2}$'),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name_fr text not null,
  name_en text not null,
  province_id smallint not null references public.provinces (id),
  -- Target of the (region_id, province_id) foreign keys: a listing's region lies in its province.
  unique (id, province_id)
);

comment on table public.regions is 'Québec''s 17 administrative regions; the first six footer slugs are fixed by the spec (abitibi …).';

insert into public.provinces (id, code, slug, name_fr, name_en) values
  (1, 'QC', 'quebec', 'Québec', 'Quebec'),
  (2, 'ON', 'ontario', 'Ontario', 'Ontario'),
  (3, 'NB', 'nouveau-brunswick', 'Nouveau-Brunswick', 'New Brunswick'),
  (4, 'NS', 'nouvelle-ecosse', 'Nouvelle-Écosse', 'Nova Scotia'),
  (5, 'PE', 'ile-du-prince-edouard', 'Île-du-Prince-Édouard', 'Prince Edward Island'),
  (6, 'NL', 'terre-neuve-et-labrador', 'Terre-Neuve-et-Labrador', 'Newfoundland and Labrador'),
  (7, 'MB', 'manitoba', 'Manitoba', 'Manitoba'),
  (8, 'SK', 'saskatchewan', 'Saskatchewan', 'Saskatchewan'),
  (9, 'AB', 'alberta', 'Alberta', 'Alberta'),
  (10, 'BC', 'colombie-britannique', 'Colombie-Britannique', 'British Columbia'),
  (11, 'YT', 'yukon', 'Yukon', 'Yukon'),
  (12, 'NT', 'territoires-du-nord-ouest', 'Territoires du Nord-Ouest', 'Northwest Territories'),
  (13, 'NU', 'nunavut', 'Nunavut', 'Nunavut');

insert into public.regions (id, code, slug, name_fr, name_en, province_id) values
  (1, '01', 'bas-saint-laurent', 'Bas-Saint-Laurent', 'Bas-Saint-Laurent', 1),
  (2, '02', 'saguenay-lac-saint-jean', 'Saguenay–Lac-Saint-Jean', 'Saguenay–Lac-Saint-Jean', 1),
  (3, '03', 'capitale-nationale', 'Capitale-Nationale', 'Capitale-Nationale', 1),
  (4, '04', 'mauricie', 'Mauricie', 'Mauricie', 1),
  (5, '05', 'estrie', 'Estrie', 'Eastern Townships', 1),
  (6, '06', 'montreal', 'Montréal', 'Montreal', 1),
  (7, '07', 'outaouais', 'Outaouais', 'Outaouais', 1),
  (8, '08', 'abitibi', 'Abitibi-Témiscamingue', 'Abitibi-Témiscamingue', 1),
  (9, '09', 'cote-nord', 'Côte-Nord', 'Côte-Nord', 1),
  (10, '10', 'nord-du-quebec', 'Nord-du-Québec', 'Nord-du-Québec', 1),
  (11, '11', 'gaspesie-iles-de-la-madeleine', 'Gaspésie–Îles-de-la-Madeleine', 'Gaspésie–Îles-de-la-Madeleine', 1),
  (12, '12', 'chaudiere-appalaches', 'Chaudière-Appalaches', 'Chaudière-Appalaches', 1),
  (13, '13', 'laval', 'Laval', 'Laval', 1),
  (14, '14', 'lanaudiere', 'Lanaudière', 'Lanaudière', 1),
  (15, '15', 'laurentides', 'Laurentides', 'Laurentians', 1),
  (16, '16', 'monteregie', 'Montérégie', 'Montérégie', 1),
  (17, '17', 'centre-du-quebec', 'Centre-du-Québec', 'Centre-du-Québec', 1);

alter table public.provinces enable row level security;
alter table public.regions enable row level security;

create policy provinces_select_all on public.provinces for select to anon, authenticated using (true);
create policy regions_select_all on public.regions for select to anon, authenticated using (true);

-- Reference data changes only through migrations.
revoke all on table public.provinces, public.regions from public, anon, authenticated;
grant select on table public.provinces, public.regions to anon, authenticated;
grant all on table public.provinces, public.regions to service_role;
