-- Rate-limit counters: admins may read them (to see whether a form is under attack); only the
-- app's service role writes them through public.hit_rate_limit. Keys are hashes of the client
-- IP, never the address itself. Every public table has at least one policy (schema check).
grant select on table public.rate_limits to authenticated;

create policy "rate_limits: admins read"
  on public.rate_limits
  for select to authenticated
  using ((select public.is_admin()));
