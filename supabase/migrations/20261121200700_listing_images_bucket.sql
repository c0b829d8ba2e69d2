-- Listing photos (issue 5): a public Storage bucket; a signed-in user uploads, replaces and
-- deletes files only under a folder named by their own user id ("<auth.uid()>/…"), admins
-- anywhere. Reads go through public URLs. The listings keep the paths in their `images`.
-- Needs the storage schema: hosted Supabase has it; the local stack provisions it before
-- migrations (scripts/stack/supabase.ts enables @supabase/lite's storage).

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('listing-images', 'listing-images', true, 10485760, array['image/jpeg', 'image/png', 'image/webp', 'image/avif'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create policy listing_images_select_own_or_admin on storage.objects
  for select to authenticated
  using (bucket_id = 'listing-images'
    and ((storage.foldername(name))[1] = (select auth.uid())::text or (select public.is_admin())));

create policy listing_images_insert_own_or_admin on storage.objects
  for insert to authenticated
  with check (bucket_id = 'listing-images'
    and ((storage.foldername(name))[1] = (select auth.uid())::text or (select public.is_admin())));

create policy listing_images_update_own_or_admin on storage.objects
  for update to authenticated
  using (bucket_id = 'listing-images'
    and ((storage.foldername(name))[1] = (select auth.uid())::text or (select public.is_admin())))
  with check (bucket_id = 'listing-images'
    and ((storage.foldername(name))[1] = (select auth.uid())::text or (select public.is_admin())));

create policy listing_images_delete_own_or_admin on storage.objects
  for delete to authenticated
  using (bucket_id = 'listing-images'
    and ((storage.foldername(name))[1] = (select auth.uid())::text or (select public.is_admin())));
