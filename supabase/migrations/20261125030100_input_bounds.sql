-- Issue 18: bounded input, whoever writes it.
--
-- 1. Image URLs (profile photos, expert photos, franchise logos) written through the Data API must be files of THIS
--    project's Storage, not only have its path shape (public.is_storage_image_url, issue 12). The
--    database learns the project's address from the caller's token: Supabase Auth signs every
--    user's JWT with `iss` = "<project URL>/auth/v1" (hosted: https://<ref>.supabase.co/auth/v1;
--    locally the stack's API URL), so nothing has to be configured per deployment. Server code and
--    SQL (service role, table owner) are trusted writers and keep the shape check only.
-- 2. An expert's photo is a file of the expert's owner's folder (the clean-up after an edit or a
--    deletion removes it, possibly with an admin's rights).
-- 3. A valuation's instant-estimate answers (`evaluations.inputs`) are the known answers only, small.

create or replace function public.is_project_storage_image_url(p_url text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select p_url is null or (
    public.is_storage_image_url(p_url)
    and (
      current_user not in ('anon', 'authenticated')
      -- A token without an issuer proves no address: refused.
      or coalesce(pg_catalog.lower(pg_catalog.substring(p_url, '^https?://[^/]+'))
         = pg_catalog.lower(pg_catalog.substring((select auth.jwt() ->> 'iss'), '^https?://[^/]+')), false)
    )
  );
$$;

revoke execute on function public.is_project_storage_image_url(text) from public;
grant execute on function public.is_project_storage_image_url(text) to anon, authenticated, service_role;

create or replace function public.image_url_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  url text;
begin
  -- One IF per table: PL/pgSQL resolves every field of an expression against the row's table.
  if tg_table_name = 'profiles' then
    url := new.avatar_url;
  elsif tg_table_name = 'franchises' then
    url := new.logo_url;
  elsif tg_table_name = 'experts' then
    url := new.photo_url;
    if url ~ '/storage/v1/object/public/listing-images/'
        and pg_catalog.split_part(pg_catalog.substring(url, '/listing-images/(.*)$'), '/', 1) <> new.owner_id::text then
      raise exception 'image url refused: an expert''s photo is a file of its owner''s folder' using errcode = '23514';
    end if;
  end if;
  if not public.is_project_storage_image_url(url) then
    raise exception 'image url refused: not a file of this project''s Storage' using errcode = '23514';
  end if;
  return new;
end;
$$;

revoke execute on function public.image_url_guard() from public, anon, authenticated;

create trigger profiles_image_url before insert or update of avatar_url on public.profiles
  for each row execute function public.image_url_guard();
create trigger experts_07_image_url before insert or update of photo_url, owner_id on public.experts
  for each row execute function public.image_url_guard();
create trigger franchises_07_image_url before insert or update of logo_url on public.franchises
  for each row execute function public.image_url_guard();

-- The instant estimate's answers (lib/data/valuations.ts StoredEstimate, lib/schemas/valuation.ts
-- estimateAnswersSchema): known keys, each of its type, at most 2 kB in all.
create or replace function public.evaluation_inputs_valid(inputs jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select inputs is not null
    and pg_catalog.jsonb_typeof(inputs) = 'object'
    and pg_catalog.octet_length(inputs::text) <= 2048
    and not exists (
      select 1 from pg_catalog.jsonb_each(inputs) as answer(key, value)
      where case
        when answer.key in ('revenue', 'sde', 'ebitda', 'inventory', 'equipment', 'realEstate', 'yearsInBusiness')
          then pg_catalog.jsonb_typeof(answer.value) not in ('number', 'null')
        when answer.key in ('sdeComputed', 'realEstateIncluded') then pg_catalog.jsonb_typeof(answer.value) <> 'boolean'
        when answer.key = 'trend' then answer.value not in ('"growing"', '"stable"', '"declining"')
        when answer.key in ('ownerDependence', 'customerConcentration') then answer.value not in ('"low"', '"medium"', '"high"')
        else true
      end
    );
$$;

revoke execute on function public.evaluation_inputs_valid(jsonb) from public;
grant execute on function public.evaluation_inputs_valid(jsonb) to anon, authenticated, service_role;

-- NOT VALID: rows saved before keep what they hold (nothing is trimmed); every new write is checked.
alter table public.evaluations
  add constraint evaluations_inputs_known check (public.evaluation_inputs_valid(inputs)) not valid,
  add constraint evaluations_years_size check (pg_catalog.octet_length(years::text) <= 20000) not valid,
  add constraint evaluations_methods_size check (pg_catalog.octet_length(methods::text) <= 4000) not valid;
