-- Issue 18: a listing's photos (`images`, [{ path, alt_fr, alt_en }]) must be files of the listing
-- owner's own folder of the listing-images bucket ("<owner id>/<file>"), and stay small (they ship
-- with every search card). Before this, a seller could list another user's file in their own
-- listing, and the clean-up after an admin deleted that listing removed it with the admin's rights.
-- Checked for every writer (Data API, actions, imports) by a trigger on the listing tables; the rule
-- itself is a plain function so other tables holding listing photos can check the same.

-- Whether `images` is a valid photo list of a listing owned by `owner`: at most 30 photos (the
-- editor's MAX_LISTING_PHOTOS), each an object with only path, alt_fr and alt_en; the path is
-- "<owner>/<file name>" (1–120 of A-Z a-z 0-9 . _ -, not "." or ".."), the alt texts strings of at
-- most 200 characters (lib/schemas/listing-fields.ts says the same).
create or replace function public.listing_images_valid(images jsonb, owner uuid)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select images is not null and owner is not null
    and pg_catalog.jsonb_typeof(images) = 'array'
    and pg_catalog.jsonb_array_length(images) <= 30
    and not exists (
      select 1
      from pg_catalog.jsonb_array_elements(images) as photo(value)
      where case
        when pg_catalog.jsonb_typeof(photo.value) <> 'object' then true
        else exists (select 1 from pg_catalog.jsonb_object_keys(photo.value) as k(key) where k.key not in ('path', 'alt_fr', 'alt_en'))
          or pg_catalog.jsonb_typeof(photo.value -> 'path') is distinct from 'string'
          or pg_catalog.split_part(photo.value ->> 'path', '/', 1) <> owner::text
          or (photo.value ->> 'path') !~ '^[0-9a-f-]{36}/[A-Za-z0-9._-]{1,120}$'
          or pg_catalog.split_part(photo.value ->> 'path', '/', 2) in ('.', '..')
          or coalesce(pg_catalog.jsonb_typeof(photo.value -> 'alt_fr'), 'string') <> 'string'
          or coalesce(pg_catalog.jsonb_typeof(photo.value -> 'alt_en'), 'string') <> 'string'
          or pg_catalog.char_length(coalesce(photo.value ->> 'alt_fr', '')) > 200
          or pg_catalog.char_length(coalesce(photo.value ->> 'alt_en', '')) > 200
      end
    );
$$;

revoke execute on function public.listing_images_valid(jsonb, uuid) from public;
grant execute on function public.listing_images_valid(jsonb, uuid) to anon, authenticated, service_role;

comment on function public.listing_images_valid(jsonb, uuid) is
  'Issue 18: a listing''s photo list is valid for its owner (≤ 30 photos of the owner''s folder, known keys, alt ≤ 200).';

-- Existing rows: photos outside the owner's folder are dropped (the only entries a repair removes;
-- anything else a user typed is left as it is and refused at its next edit with a clear message).
-- Done before the trigger exists, as the table owner: no other check of the row is involved.
create function pg_temp.photos_in_owner_folder(images jsonb, owner uuid)
returns jsonb
language sql
immutable
as $$
  select coalesce(pg_catalog.jsonb_agg(photo.value order by photo.n), '[]'::jsonb)
  from pg_catalog.jsonb_array_elements(images) with ordinality as photo(value, n)
  where pg_catalog.jsonb_typeof(photo.value) = 'object'
    and pg_catalog.split_part(photo.value ->> 'path', '/', 1) = owner::text
    and pg_catalog.split_part(photo.value ->> 'path', '/', 2) not in ('', '.', '..')
$$;

update public.entreprises
set images = pg_temp.photos_in_owner_folder(images, owner_id)
where images <> pg_temp.photos_in_owner_folder(images, owner_id);

update public.immobilier
set images = pg_temp.photos_in_owner_folder(images, owner_id)
where images <> pg_temp.photos_in_owner_folder(images, owner_id);

-- The rule on every insert, and on every update that writes the photos or the owner.
create or replace function public.listing_images_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not public.listing_images_valid(new.images, new.owner_id) then
    raise exception 'listing images refused: at most 30 photos, each a file of the listing owner''s folder with alt texts of at most 200 characters'
      using errcode = '23514';
  end if;
  return new;
end;
$$;

revoke execute on function public.listing_images_guard() from public, anon, authenticated;

create trigger entreprises_07_images before insert or update of images, owner_id on public.entreprises
  for each row execute function public.listing_images_guard();
create trigger immobilier_07_images before insert or update of images, owner_id on public.immobilier
  for each row execute function public.listing_images_guard();
