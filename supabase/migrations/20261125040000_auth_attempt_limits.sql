-- Limits for the app's own Auth calls (issue 18): failed sign-ins per account and per address,
-- sign-ups per address, one Auth e-mail per address and minute. The app calls Auth from its own
-- address, so Auth's per-IP limits count the server, not the visitor: the app counts here first.
--
-- Unlike hit_rate_limit (fixed windows, fine for forms), these are sliding windows: one row per
-- counted attempt, so "5 per 5 minutes" never allows 10 across a window boundary, a lock ends when
-- the oldest counted attempt is older than the window (never later), and a refused attempt is not
-- counted (hammering a locked account does not extend its lock).

-- Counts one attempt unless the key already has p_limit attempts in the last p_window_seconds.
-- Returns 0 when counted, else the seconds until the oldest counted attempt leaves the window.
create or replace function public.take_rate_limit(p_bucket text, p_key_hash text, p_limit integer, p_window_seconds integer)
returns integer
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_since timestamptz;
  v_hits integer;
  v_oldest timestamptz;
begin
  if p_limit < 1 or p_window_seconds < 1 then
    raise exception 'take_rate_limit: limit and window must be positive' using errcode = '22023';
  end if;
  -- Concurrent attempts on one key are counted one after another, so parallel requests cannot all pass.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(p_bucket || '|' || p_key_hash, 18));
  v_since := pg_catalog.clock_timestamp() - pg_catalog.make_interval(secs => p_window_seconds);
  select coalesce(sum(r.hits), 0)::integer, min(r.window_start) into v_hits, v_oldest
    from public.rate_limits r
   where r.bucket = p_bucket and r.key_hash = p_key_hash and r.window_start > v_since;
  if v_hits >= p_limit then
    return greatest(1, ceil(extract(epoch from (v_oldest - v_since))))::integer;
  end if;
  insert into public.rate_limits as r (bucket, key_hash, window_start, hits)
  values (p_bucket, p_key_hash, pg_catalog.clock_timestamp(), 1)
  on conflict (bucket, key_hash, window_start) do update set hits = r.hits + 1;
  if pg_catalog.random() < 0.02 then
    delete from public.rate_limits where window_start < pg_catalog.now() - interval '2 days';
  end if;
  return 0;
end;
$$;

-- Gives back the key's latest counted attempt (a sign-in that succeeded is not a failure).
create or replace function public.refund_rate_limit(p_bucket text, p_key_hash text)
returns void
language sql
volatile
set search_path = ''
as $$
  delete from public.rate_limits
   where ctid = (
     select r.ctid from public.rate_limits r
      where r.bucket = p_bucket and r.key_hash = p_key_hash
      order by r.window_start desc
      limit 1
   );
$$;

comment on function public.take_rate_limit(text, text, integer, integer) is
  'Sliding-window limit (one row per counted attempt): 0 when counted, else seconds to wait. Server key only.';
comment on function public.refund_rate_limit(text, text) is
  'Removes the latest counted attempt of a key (e.g. a sign-in that succeeded). Server key only.';

revoke execute on function public.take_rate_limit(text, text, integer, integer) from public, anon, authenticated;
revoke execute on function public.refund_rate_limit(text, text) from public, anon, authenticated;
grant execute on function public.take_rate_limit(text, text, integer, integer) to service_role;
grant execute on function public.refund_rate_limit(text, text) to service_role;
