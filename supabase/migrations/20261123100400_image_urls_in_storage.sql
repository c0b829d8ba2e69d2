-- Issue 12: URLs stored for images (profile photos, franchise logos, expert photos) must be files
-- of this project's public Storage buckets; any other address is refused, whoever writes it. The
-- database checks the shape of a Storage public URL (/storage/v1/object/public/<bucket>/<path>,
-- buckets avatars and listing-images, no query, no "..") because it does not know the project's
-- own address; the app's schemas (lib/schemas/storage-image-url.ts) also check that address.

create or replace function public.is_storage_image_url(p_url text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_url is null or (
    p_url ~ '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?/storage/v1/object/public/(avatars|listing-images)/[A-Za-z0-9][A-Za-z0-9._/-]*$'
    and p_url !~ '(^|/)\.\.?(/|$)'
  );
$$;

revoke execute on function public.is_storage_image_url(text) from public;
grant execute on function public.is_storage_image_url(text) to anon, authenticated, service_role;

alter table public.profiles
  add constraint profiles_avatar_url_in_storage check (public.is_storage_image_url(avatar_url));
alter table public.franchises
  add constraint franchises_logo_url_in_storage check (public.is_storage_image_url(logo_url));
alter table public.experts
  add constraint experts_photo_url_in_storage check (public.is_storage_image_url(photo_url));
