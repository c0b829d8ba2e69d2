-- The back office's home in one round trip (issue 21): what waits, the 30-day activity, the e-mails that
-- did not go and the team's latest decisions, from the functions each reads on its own.

create function public.admin_overview(p_days integer default 30, p_events integer default 15)
returns jsonb
language plpgsql
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'only an administrator can read the back office''s overview' using errcode = '42501';
  end if;
  return pg_catalog.jsonb_build_object(
    'queue', coalesce((select pg_catalog.jsonb_agg(q) from public.moderation_queue_counts() q), '[]'::jsonb),
    'work', (select pg_catalog.to_jsonb(w) from public.admin_work_counts() w),
    'activity', coalesce((select pg_catalog.jsonb_agg(a order by a.day) from public.admin_activity(p_days) a), '[]'::jsonb),
    'failed', coalesce((
      select pg_catalog.jsonb_agg(f order by f.created_at desc, f.id desc)
      from (
        select o.id, o.kind, o.to_email, o.subject, o.subject_ref, o.attempts, o.last_error, o.created_at
        from public.outbound_emails o
        where o.status <> 'sent'
        order by o.created_at desc, o.id desc
        limit 50
      ) f), '[]'::jsonb),
    'events', coalesce((
      select pg_catalog.jsonb_agg(e order by e.created_at desc, e.id desc)
      from public.moderation_history(p_limit := p_events, p_admin_only := true) e), '[]'::jsonb));
end;
$$;
comment on function public.admin_overview(integer, integer) is
  'The back office''s home in one call: queue counts, work counts, the daily activity, failed e-mails and the team''s latest decisions; admins only.';
revoke all on function public.admin_overview(integer, integer) from public, anon;
grant execute on function public.admin_overview(integer, integer) to authenticated, service_role;
