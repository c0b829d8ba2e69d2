-- Issue 42: the public programs a buyer may fit for a business purchase (BDC, Investissement Québec,
-- Futurpreneur, the federal CSBFP, regional funds…), kept as data the admins edit at
-- /admin/gestion/programmes and matched on the deal (amount, asset or share purchase, the buyer's
-- age band, region) on /services/financement. Everyone reads the published ones; only admins write.

create table public.financing_programs (
  id bigint generated always as identity primary key,
  name_fr text not null check (char_length(btrim(name_fr)) between 2 and 160),
  name_en text not null check (char_length(btrim(name_en)) between 2 and 160),
  provider text not null check (char_length(btrim(provider)) between 2 and 120),
  conditions_fr text not null check (char_length(btrim(conditions_fr)) between 10 and 2000),
  conditions_en text not null check (char_length(btrim(conditions_en)) between 10 and 2000),
  min_amount numeric(14,2) check (min_amount >= 0 and min_amount <= 1000000000),
  max_amount numeric(14,2) check (max_amount > 0 and max_amount <= 1000000000),
  purchase_types text[] not null default array['asset', 'share']
    check (cardinality(purchase_types) between 1 and 2 and purchase_types <@ array['asset', 'share']),
  min_age smallint check (min_age between 16 and 100),
  max_age smallint check (max_age between 16 and 100),
  region_ids smallint[] not null default '{}' check (cardinality(region_ids) <= 30 and 0 < all (region_ids)),
  source_url text not null check (source_url ~ '^https://' and char_length(source_url) <= 500),
  checked_on date not null,
  published boolean not null default true,
  sort_order integer not null default 0 check (sort_order between 0 and 10000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint financing_programs_amount_order check (min_amount is null or max_amount is null or min_amount <= max_amount),
  constraint financing_programs_age_order check (min_age is null or max_age is null or min_age <= max_age)
);
comment on table public.financing_programs is 'Public financing programs for a business purchase (issue 42): conditions as published, source and the date checked; matched on the deal on /services/financement; edited at /admin/gestion/programmes.';
comment on column public.financing_programs.region_ids is 'The Quebec regions the program serves; empty: all of Quebec.';
comment on column public.financing_programs.purchase_types is 'What purchase it finances: asset, share, or both.';

create trigger financing_programs_20_updated_at before update on public.financing_programs
  for each row execute function public.set_updated_at();
comment on trigger financing_programs_20_updated_at on public.financing_programs is 'updated_at is the time of the write.';

alter table public.financing_programs enable row level security;

create policy financing_programs_select on public.financing_programs
  for select to anon, authenticated
  using (published or (select public.is_admin()));
create policy financing_programs_insert_admin on public.financing_programs
  for insert to authenticated
  with check ((select public.is_admin()));
create policy financing_programs_update_admin on public.financing_programs
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy financing_programs_delete_admin on public.financing_programs
  for delete to authenticated
  using ((select public.is_admin()));
create policy financing_programs_active_insert on public.financing_programs
  as restrictive for insert to authenticated
  with check ((select public.caller_is_active()));
create policy financing_programs_active_update on public.financing_programs
  as restrictive for update to authenticated
  using ((select public.caller_is_active()));
create policy financing_programs_active_delete on public.financing_programs
  as restrictive for delete to authenticated
  using ((select public.caller_is_active()));

revoke all on table public.financing_programs from public, anon, authenticated;
grant select on table public.financing_programs to anon;
grant select, insert, update, delete on table public.financing_programs to authenticated;
grant all on table public.financing_programs to service_role;
