-- Issue 41: the room's log counts visits, not renders. A view of a file (action 'view' without a
-- document) is written once per visit: another view by the same reader of the same file within 30
-- minutes of the last one is the same visit and adds nothing. Downloads and documents opened are each
-- logged. Whoever may no longer log (their access ended) is still refused by the policies: the visit
-- is recognised only for a reader who may write the event.

create function app_private.dealroom_view_once_per_visit()
 returns trigger
 language plpgsql
 security definer
 set search_path to ''
as $function$
begin
  -- Run as its owner: readers may not read the log. user_id is the caller's (set by the guard before).
  if new.action = 'view' and new.document_id is null
    and exists (select 1 from public.dealroom_access_events e
                where e.dealroom_id = new.dealroom_id and e.user_id = new.user_id
                  and e.action = 'view' and e.document_id is null
                  and e.created_at > pg_catalog.now() - interval '30 minutes')
    and (coalesce(pg_catalog.current_setting('role', true), '') not in ('anon', 'authenticated')
      or public.is_admin()
      or new.dealroom_id in (select public.dealroom_owned_rooms())
      or new.dealroom_id in (select public.dealroom_active_rooms())) then
    return null;
  end if;
  return new;
end;
$function$;
comment on function app_private.dealroom_view_once_per_visit() is 'Trigger: a reader''s view of a file within 30 minutes of their previous one is the same visit and is not written again (only for a reader whose access lasts; the others meet the policies). Run as its owner; nobody calls it.';
revoke all on function app_private.dealroom_view_once_per_visit() from public, anon, authenticated;

create trigger dealroom_access_events_10_visit before insert on public.dealroom_access_events
  for each row execute function app_private.dealroom_view_once_per_visit();
comment on trigger dealroom_access_events_10_visit on public.dealroom_access_events is 'After the guard: a view within a visit already logged is not written again.';

create index dealroom_access_events_reader_idx on public.dealroom_access_events using btree (dealroom_id, user_id, created_at desc);
