-- Business taxonomy (spec §3): industries, categories and their many-to-many links.
-- French names sort in French order (ICU collation), so "Éducation" comes after
-- "Construction" and before "Fabrication" whatever the database's own locale is.

create table public.entreprise_industries (
  id bigint generated always as identity primary key,
  name_fr text collate "fr-CA-x-icu" not null
    constraint entreprise_industries_name_fr_not_blank check (btrim(name_fr) <> '' and char_length(name_fr) <= 150),
  name_en text
    constraint entreprise_industries_name_en_not_blank check (btrim(name_en) <> '' and char_length(name_en) <= 150),
  notion_id text unique
    constraint entreprise_industries_notion_id_not_blank check (btrim(notion_id) <> '')
);

create unique index entreprise_industries_name_fr_key on public.entreprise_industries (lower(name_fr));

create table public.entreprise_categories (
  id bigint generated always as identity primary key,
  name_fr text collate "fr-CA-x-icu" not null
    constraint entreprise_categories_name_fr_not_blank check (btrim(name_fr) <> '' and char_length(name_fr) <= 150),
  name_en text
    constraint entreprise_categories_name_en_not_blank check (btrim(name_en) <> '' and char_length(name_en) <= 150),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create unique index entreprise_categories_name_fr_key on public.entreprise_categories (lower(name_fr));

create trigger entreprise_categories_set_updated_at
  before update on public.entreprise_categories
  for each row execute function public.set_updated_at();

create table public.entreprise_category_industry_map (
  category_id bigint not null references public.entreprise_categories (id) on delete cascade,
  industry_id bigint not null references public.entreprise_industries (id) on delete cascade,
  primary key (category_id, industry_id)
);

create index entreprise_category_industry_map_industry_id_idx
  on public.entreprise_category_industry_map (industry_id);

-- ---------------------------------------------------------------------------
-- Everyone reads; only admins write.
alter table public.entreprise_industries enable row level security;
alter table public.entreprise_categories enable row level security;
alter table public.entreprise_category_industry_map enable row level security;

create policy entreprise_industries_select_all on public.entreprise_industries
  for select to anon, authenticated using (true);
create policy entreprise_industries_insert_admin on public.entreprise_industries
  for insert to authenticated with check ((select public.is_admin()));
create policy entreprise_industries_update_admin on public.entreprise_industries
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy entreprise_industries_delete_admin on public.entreprise_industries
  for delete to authenticated using ((select public.is_admin()));

create policy entreprise_categories_select_all on public.entreprise_categories
  for select to anon, authenticated using (true);
create policy entreprise_categories_insert_admin on public.entreprise_categories
  for insert to authenticated with check ((select public.is_admin()));
create policy entreprise_categories_update_admin on public.entreprise_categories
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy entreprise_categories_delete_admin on public.entreprise_categories
  for delete to authenticated using ((select public.is_admin()));

create policy entreprise_category_industry_map_select_all on public.entreprise_category_industry_map
  for select to anon, authenticated using (true);
create policy entreprise_category_industry_map_insert_admin on public.entreprise_category_industry_map
  for insert to authenticated with check ((select public.is_admin()));
create policy entreprise_category_industry_map_update_admin on public.entreprise_category_industry_map
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy entreprise_category_industry_map_delete_admin on public.entreprise_category_industry_map
  for delete to authenticated using ((select public.is_admin()));

revoke all on table public.entreprise_industries, public.entreprise_categories, public.entreprise_category_industry_map
  from public, anon, authenticated;
grant select on table public.entreprise_industries, public.entreprise_categories, public.entreprise_category_industry_map
  to anon, authenticated;
grant insert, update, delete on table public.entreprise_industries, public.entreprise_categories, public.entreprise_category_industry_map
  to authenticated;
grant all on table public.entreprise_industries, public.entreprise_categories, public.entreprise_category_industry_map
  to service_role;
