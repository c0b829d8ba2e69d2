-- Password-recovery e-mails to one address, at most one a minute, whoever asks (issue 39).
--
-- The app counts its own requests (lib/http/rate-limits.ts: one a minute per address, ten an hour per
-- visitor), but anyone can call Auth's /recover directly with the publishable key. Hosted Auth refuses
-- a second e-mail within `max_frequency` (supabase/config.toml, one minute); the local stack's Auth
-- does not. Auth stamps `recovery_sent_at` on the account for each recovery e-mail, so Postgres refuses
-- a new stamp within the minute: lite writes it before sending (nothing is sent), and on hosted Auth,
-- which checks the same minute first, this is the backstop. Five seconds are left for the clocks of
-- Auth and the database to differ.

create or replace function public.handle_auth_user_recovery_request()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.recovery_sent_at is not null and old.recovery_sent_at is not null
     and new.recovery_sent_at > old.recovery_sent_at
     and old.recovery_sent_at > pg_catalog.now() - interval '55 seconds' then
    raise exception 'recovery e-mail too soon: one a minute per address'
      using errcode = 'P0001', hint = 'max_frequency';
  end if;
  return new;
end;
$$;
revoke all on function public.handle_auth_user_recovery_request() from public, anon, authenticated;
comment on function public.handle_auth_user_recovery_request() is
  'Trigger on auth.users: a new password-recovery e-mail (recovery_sent_at) within a minute of the last one is refused, whoever calls Auth.';

create trigger on_auth_user_recovery_requested
  before update of recovery_sent_at on auth.users
  for each row
  when (old.recovery_sent_at is distinct from new.recovery_sent_at)
  execute function public.handle_auth_user_recovery_request();
comment on trigger on_auth_user_recovery_requested on auth.users is
  'One recovery e-mail a minute per account, also for calls to Auth that do not go through the app.';
