-- Issue 18 (HIGH): any signed-in user could insert or update a franchise with status 'published'
-- through the Data API and have it public at once, unreviewed. Franchises have no moderation yet
-- and the spec gives /admin/franchises to administrators only: until the back office gives
-- franchisors their pages through review, only administrators write franchises.

drop policy franchises_insert_own_or_admin on public.franchises;
drop policy franchises_update_own_or_admin on public.franchises;
drop policy franchises_delete_own_or_admin on public.franchises;

create policy franchises_insert_admin on public.franchises
  for insert to authenticated with check ((select public.is_admin()));
create policy franchises_update_admin on public.franchises
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy franchises_delete_admin on public.franchises
  for delete to authenticated using ((select public.is_admin()));

-- A franchise that a non-administrator published before this migration goes back to draft, out of
-- the public's sight, until an administrator reviews it.
update public.franchises f
set status = 'draft'
where f.status = 'published'
  and not exists (select 1 from public.profiles p where p.id = f.owner_id and p.is_admin);
