-- Issue 22 (imports): a listing imported from a file keeps the reference it has there, so importing
-- the same file again updates it instead of creating a twin. Written by administrators only (the
-- tables' RLS already limits inserts and updates of other people's listings to them; the column
-- grant below lets the import write it, and the trigger refuses it from anyone else).
alter table public.entreprises add column import_ref text
  constraint entreprises_import_ref_check check (char_length(import_ref) between 1 and 120);
alter table public.immobilier add column import_ref text
  constraint immobilier_import_ref_check check (char_length(import_ref) between 1 and 120);
create unique index entreprises_import_ref_key on public.entreprises (import_ref);
create unique index immobilier_import_ref_key on public.immobilier (import_ref);
comment on column public.entreprises.import_ref is 'The listing''s reference in an imported file (the import''s key); administrators only.';
comment on column public.immobilier.import_ref is 'The listing''s reference in an imported file (the import''s key); administrators only.';

grant select (import_ref), insert (import_ref), update (import_ref) on public.entreprises to authenticated;
grant select (import_ref), insert (import_ref), update (import_ref) on public.immobilier to authenticated;

create function app_private.import_ref_guard()
  returns trigger
  language plpgsql
  set search_path to ''
as $$
begin
  if current_user in ('anon', 'authenticated') and not public.is_admin()
     and new.import_ref is distinct from (case when tg_op = 'UPDATE' then old.import_ref end) then
    raise exception 'only administrators set an import reference' using errcode = '42501';
  end if;
  return new;
end;
$$;
comment on function app_private.import_ref_guard() is 'Trigger on listings: only administrators (the imports) set or change import_ref.';
revoke all on function app_private.import_ref_guard() from public, anon, authenticated;

create trigger entreprises_08_import_ref before insert or update of import_ref on public.entreprises
  for each row execute function app_private.import_ref_guard();
create trigger immobilier_08_import_ref before insert or update of import_ref on public.immobilier
  for each row execute function app_private.import_ref_guard();

-- What an import compares a file's rows with: the listings of these references, with the owner and
-- the confidential fields the column grants hide from the Data API (read, as get_entreprise_private
-- does, from app_private.entreprise_confidential under its RLS). Runs as the caller; administrators only.
create function public.import_existing_entreprises(p_refs text[])
  returns setof jsonb
  language plpgsql
  stable
  set search_path to ''
as $$
begin
  if not public.is_admin() then
    raise exception 'administrators only' using errcode = '42501';
  end if;
  return query
    select pg_catalog.jsonb_build_object(
      'id', e.id, 'import_ref', e.import_ref, 'owner_id', c.owner_id, 'title_fr', e.title_fr,
      'title_en', e.title_en, 'category_id', e.category_id, 'region_id', e.region_id, 'city', c.city,
      'postal_code', c.postal_code, 'business_name', c.business_name, 'asking_price', e.asking_price,
      'price_on_request', e.price_on_request, 'gross_revenue', e.gross_revenue, 'cash_flow', e.cash_flow,
      'ebitda', e.ebitda, 'year_established', e.year_established, 'employees', e.employees,
      'description_fr', e.description_fr, 'description_en', e.description_en,
      'last_confirmed_at', e.last_confirmed_at)
    from public.entreprises e
    join app_private.entreprise_confidential c on c.entreprise_id = e.id
    where e.import_ref = any (p_refs);
end;
$$;
comment on function public.import_existing_entreprises(text[]) is 'The business import''s comparison: the listings of these import references with their owner and confidential fields; administrators only, run as the caller.';
revoke all on function public.import_existing_entreprises(text[]) from public, anon;
grant execute on function public.import_existing_entreprises(text[]) to authenticated;

comment on trigger entreprises_08_import_ref on public.entreprises is 'A guard (after 05–07, before the slug): only administrators set or change the import reference.';
comment on trigger immobilier_08_import_ref on public.immobilier is 'A guard (after 05–07, before the slug): only administrators set or change the import reference.';
