-- Issue 39: a pending revision is the owner's edit. Only its owner withdraws it (a DELETE); an
-- administrator takes it out only by deciding, through apply_listing_revision or
-- reject_listing_revision (which set app.listing_revision_decision and log the decision). Before,
-- an administrator's DELETE (the editor's save opened by an administrator withdrew "its" revision
-- first) threw the owner's edit away without a decision, a log or an e-mail.
create or replace function public.listing_revision_deciding()
 returns boolean
 language sql
 stable
 set search_path to ''
as $function$
  select public.is_admin()
    and coalesce(pg_catalog.current_setting('app.listing_revision_decision', true), '') in ('approved', 'rejected');
$function$;
comment on function public.listing_revision_deciding() is 'Whether an administrator''s decision on a revision (apply_listing_revision, reject_listing_revision) is taking it out in this transaction: the only way an administrator deletes one.';
revoke all on function public.listing_revision_deciding() from public, anon;
grant execute on function public.listing_revision_deciding() to authenticated, service_role;

drop policy listing_revisions_delete_owner_or_admin on public.listing_revisions;

create policy listing_revisions_delete_owner_or_decision on public.listing_revisions
  for delete to authenticated
  using (owner_id = (select auth.uid()) or (select public.listing_revision_deciding()));
