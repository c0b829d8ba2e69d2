-- Issue 12 / Performance Advisor lint 0006 (multiple permissive policies): entreprises, immobilier,
-- franchises and experts had two permissive SELECT policies for `authenticated` (the public rows,
-- and the caller's own or all for an admin), so Postgres evaluated both on every row. One policy
-- per role now, with the same meaning.

drop policy entreprises_select_public on public.entreprises;
drop policy entreprises_select_own_or_admin on public.entreprises;
create policy entreprises_select_public on public.entreprises
  for select to anon
  using (status in ('published', 'under_offer', 'sold'));
create policy entreprises_select_public_own_or_admin on public.entreprises
  for select to authenticated
  using (status in ('published', 'under_offer', 'sold') or owner_id = (select auth.uid()) or (select public.is_admin()));

drop policy immobilier_select_public on public.immobilier;
drop policy immobilier_select_own_or_admin on public.immobilier;
create policy immobilier_select_public on public.immobilier
  for select to anon
  using (status in ('published', 'under_offer', 'sold'));
create policy immobilier_select_public_own_or_admin on public.immobilier
  for select to authenticated
  using (status in ('published', 'under_offer', 'sold') or owner_id = (select auth.uid()) or (select public.is_admin()));

drop policy franchises_select_published on public.franchises;
drop policy franchises_select_own_or_admin on public.franchises;
create policy franchises_select_published on public.franchises
  for select to anon
  using (status = 'published');
create policy franchises_select_published_own_or_admin on public.franchises
  for select to authenticated
  using (status = 'published' or owner_id = (select auth.uid()) or (select public.is_admin()));

drop policy experts_select_published on public.experts;
drop policy experts_select_own_or_admin on public.experts;
create policy experts_select_published on public.experts
  for select to anon
  using (status = 'published');
create policy experts_select_published_own_or_admin on public.experts
  for select to authenticated
  using (status = 'published' or owner_id = (select auth.uid()) or (select public.is_admin()));
