-- E-mails the app sends on its own (moderation decisions, freshness reminders; issue 10):
-- saved before sending, so a mail failure loses nothing; the back office lists them and the
-- scheduled job retries the ones that failed. Written with the server key only.
create table public.outbound_emails (
  id bigint generated always as identity primary key,
  kind text not null check (char_length(kind) between 1 and 60),
  recipient_id uuid references public.profiles (id) on delete set null,
  to_email text not null check (to_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(to_email) <= 254),
  locale text not null default 'fr' check (locale in ('fr', 'en')),
  subject text not null check (char_length(subject) <= 300),
  body_text text not null check (char_length(body_text) <= 20000),
  -- What it is about ("entreprise:12"), and a key that makes sending twice impossible.
  subject_ref text,
  dedupe_key text unique,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);

comment on table public.outbound_emails is 'Outbox of the app''s own e-mails (issue 10): saved first, then sent; failures retried by the scheduled job.';

create index outbound_emails_pending_idx on public.outbound_emails (created_at) where status <> 'sent';
create index outbound_emails_ref_idx on public.outbound_emails (subject_ref, created_at desc);

alter table public.outbound_emails enable row level security;
create policy outbound_emails_select_admin on public.outbound_emails
  for select to authenticated using ((select public.is_admin()));
revoke all on table public.outbound_emails from public, anon, authenticated;
grant select on public.outbound_emails to authenticated;
grant all on table public.outbound_emails to service_role;
