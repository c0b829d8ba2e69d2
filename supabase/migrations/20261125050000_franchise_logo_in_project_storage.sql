-- Issue 18: a franchise logo written through the Data API is a file of this project's Storage,
-- like profile and expert photos (20261125030100_input_bounds.sql); image_url_guard() gains the
-- franchises' column.

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

create trigger franchises_07_image_url before insert or update of logo_url on public.franchises
  for each row execute function public.image_url_guard();
