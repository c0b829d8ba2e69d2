-- Issue 41: no document object is left in the private dealroom-documents bucket, however its
-- document goes. A document row deleted by any path (the app, the owner calling the Data API, the
-- cascade from its file or listing) or pointed at another object queues its old object here, in
-- the same transaction; an object no document names an hour after its upload (an upload whose row
-- was never written) is queued by the job too. The scheduled job /api/cron/dealroom-objects
-- removes the queued objects through Storage with the secret key, then clears them.

create table app_private.dealroom_object_removals (
  storage_path text not null,
  queued_at timestamp with time zone default now() not null,
  constraint dealroom_object_removals_pkey primary key (storage_path)
);
comment on table app_private.dealroom_object_removals is 'Objects of the dealroom-documents bucket to remove: the old object of each deleted or replaced document, and objects no document names an hour after their upload. Emptied by the scheduled job (public.dealroom_objects_to_remove, dealroom_objects_removed). The server''s alone.';

alter table app_private.dealroom_object_removals enable row level security;
revoke all on table app_private.dealroom_object_removals from public, anon, authenticated;
grant all on table app_private.dealroom_object_removals to service_role;

create function app_private.dealroom_documents_queue_removal()
 returns trigger
 language plpgsql
 security definer
 set search_path to ''
as $function$
begin
  -- Run as its owner: the queue is no API role's; the deleter (owner, admin, cascade) may be any.
  if tg_op = 'DELETE' or new.storage_path is distinct from old.storage_path then
    insert into app_private.dealroom_object_removals (storage_path) values (old.storage_path)
    on conflict (storage_path) do nothing;
  end if;
  return null;
end;
$function$;
comment on function app_private.dealroom_documents_queue_removal() is 'Trigger: a deleted document''s object, or the object a replaced document no longer names, is queued for removal from Storage (app_private.dealroom_object_removals). Run as its owner; nobody calls it.';
revoke all on function app_private.dealroom_documents_queue_removal() from public, anon, authenticated;

create trigger dealroom_documents_50_queue_removal after delete or update of storage_path on public.dealroom_documents
  for each row execute function app_private.dealroom_documents_queue_removal();
comment on trigger dealroom_documents_50_queue_removal on public.dealroom_documents is 'After the row is written or deleted (a cascade from the file or listing too): its old object is queued for removal.';

create function public.dealroom_objects_to_remove(p_limit integer)
 returns setof text
 language plpgsql
 security definer
 set search_path to ''
as $function$
begin
  -- An object no document names an hour after its upload: its row was never written (the upload
  -- stopped between the object and the row), or the owner stored it through the API alone.
  insert into app_private.dealroom_object_removals (storage_path)
  select o.name from storage.objects o
  where o.bucket_id = 'dealroom-documents' and o.created_at < pg_catalog.now() - interval '1 hour'
    and not exists (select 1 from public.dealroom_documents d where d.storage_path = o.name)
  on conflict (storage_path) do nothing;
  -- A queued path that a document names again (written meanwhile through the API) stays.
  delete from app_private.dealroom_object_removals q
  where exists (select 1 from public.dealroom_documents d where d.storage_path = q.storage_path);
  return query
    select q.storage_path from app_private.dealroom_object_removals q
    order by q.queued_at, q.storage_path
    limit greatest(p_limit, 1);
end;
$function$;
comment on function public.dealroom_objects_to_remove(integer) is 'The scheduled job (/api/cron/dealroom-objects): queues the bucket''s objects no document names an hour after their upload, then returns up to p_limit queued objects (none a document names) to remove through Storage. Service role only.';
revoke all on function public.dealroom_objects_to_remove(integer) from public, anon, authenticated;
grant execute on function public.dealroom_objects_to_remove(integer) to service_role;

create function public.dealroom_objects_removed(p_paths text[])
 returns integer
 language sql
 security definer
 set search_path to ''
as $function$
  with gone as (
    delete from app_private.dealroom_object_removals q where q.storage_path = any (p_paths) returning 1
  )
  select count(*)::integer from gone;
$function$;
comment on function public.dealroom_objects_removed(text[]) is 'The scheduled job: clears the queued objects Storage removed (or no longer had). Service role only.';
revoke all on function public.dealroom_objects_removed(text[]) from public, anon, authenticated;
grant execute on function public.dealroom_objects_removed(text[]) to service_role;
