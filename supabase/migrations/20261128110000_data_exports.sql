-- Exports of personal data (issue 22) are audited: the admin's own session records who exported
-- which dataset, with which filters and how many rows, in the existing audit log. Admins may add
-- only that kind of row, as themselves (RLS); the function below is an invoker, so RLS applies.

alter table public.admin_audit_log drop constraint admin_audit_log_action_check;
alter table public.admin_audit_log add constraint admin_audit_log_action_check
  check (action = any (array['profile', 'admin_granted', 'admin_removed', 'blocked', 'unblocked', 'data_export']));

comment on table public.admin_audit_log is
  'Who changed what on someone''s account, and when (profiles changed by an administrator, admin flag, blocks), and which personal data an administrator exported. Written by triggers, and by log_data_export (an admin''s own data_export rows).';

create policy admin_audit_log_insert_export_admin on public.admin_audit_log
  for insert to authenticated
  with check (
    (select public.is_admin()) and action = 'data_export' and actor_id = (select auth.uid()) and target_id is null
  );

create policy admin_audit_log_active_insert on public.admin_audit_log
  as restrictive
  for insert to authenticated
  with check ((select public.caller_is_active()));

grant insert (actor_id, target_id, action, changes) on table public.admin_audit_log to authenticated;

create or replace function public.log_data_export(p_dataset text, p_filters jsonb, p_row_count integer)
returns bigint
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_filters jsonb := p_filters;
  v_id bigint;
begin
  if not public.is_admin() then
    raise exception 'only administrators export data' using errcode = '42501';
  end if;
  if p_dataset is null or p_dataset !~ '^[A-Za-z_]{1,40}$' or p_row_count is null or p_row_count < 0 then
    raise exception 'invalid export record' using errcode = '22023';
  end if;
  -- lite's Data API sends jsonb arguments double-encoded: a JSON string holding the object.
  if jsonb_typeof(v_filters) = 'string' then
    v_filters := (v_filters #>> '{}')::jsonb;
  end if;
  insert into public.admin_audit_log (actor_id, target_id, action, changes)
  values (auth.uid(), null, 'data_export',
          jsonb_build_object('dataset', p_dataset, 'filters', coalesce(v_filters, '{}'::jsonb), 'rows', p_row_count))
  returning id into v_id;
  return v_id;
end;
$$;

comment on function public.log_data_export(text, jsonb, integer) is
  'Records an administrator''s export of personal data (dataset, filters, row count) in admin_audit_log.';

revoke all on function public.log_data_export(text, jsonb, integer) from public, anon;
grant execute on function public.log_data_export(text, jsonb, integer) to authenticated;
