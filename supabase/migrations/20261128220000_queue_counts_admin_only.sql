-- The back office's counts of items per kind and status. Its comment said "one's own for anyone else",
-- but as security invoker it counted what RLS shows a non-admin: their own items and everyone's published
-- ones. Only the back office's dashboard calls it, so it now answers administrators only (no rows for
-- anyone else), which is what the dashboard needs and what the name promises.
create or replace function public.moderation_queue_counts()
  returns table(kind text, status text, items bigint)
  language sql
  stable
  set search_path to ''
as $function$
  select q.kind, q.status, q.items
  from (
    select 'entreprise' as kind, e.status::text as status, count(*) as items from public.entreprises e group by e.status
    union all
    select 'immobilier', i.status::text, count(*) from public.immobilier i group by i.status
    union all
    select 'expert', x.status::text, count(*) from public.experts x group by x.status
    union all
    select 'franchise', f.status::text, count(*) from public.franchises f group by f.status
  ) q
  where (select public.is_admin());
$function$;

comment on function public.moderation_queue_counts() is 'How many items of each kind are in each status, for the back office''s dashboard: administrators only (anyone else gets no rows).';
