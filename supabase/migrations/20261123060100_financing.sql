-- Financing service (issue 11): the lenders and programs shown on /services/financement (edited
-- by admins), the buyers' requests as a pipeline, and the history of each request's steps.

create type public.financing_partner_kind as enum ('bank', 'public_lender', 'government_program', 'regional_fund', 'private_lender');
create type public.financing_request_status as enum ('new', 'contacted', 'sent_to_lenders', 'approved', 'declined', 'withdrawn');

create table public.financing_partners (
  id bigint generated always as identity primary key,
  name_fr text not null check (char_length(btrim(name_fr)) between 2 and 160),
  name_en text check (char_length(btrim(name_en)) between 2 and 160),
  kind public.financing_partner_kind not null,
  min_amount numeric(14, 2) check (min_amount >= 0),
  max_amount numeric(14, 2) check (max_amount >= 0),
  conditions_fr text not null default '' check (char_length(conditions_fr) <= 2000),
  conditions_en text check (char_length(conditions_en) <= 2000),
  url text check (url ~ '^https://' and char_length(url) <= 500),
  -- A path in the project's own Storage (listing-images bucket, admin folder), never a remote URL.
  logo_path text check (logo_path !~ '^[a-z]+:' and char_length(logo_path) <= 300),
  sort_order integer not null default 0,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint financing_partners_amount_order check (min_amount is null or max_amount is null or min_amount <= max_amount)
);

comment on table public.financing_partners is 'Lenders and programs shown on /services/financement (issue 11), edited at /admin/financements.';

create trigger financing_partners_set_updated_at
  before update on public.financing_partners
  for each row execute function public.set_updated_at();

alter table public.financing_partners enable row level security;
create policy financing_partners_select on public.financing_partners
  for select to anon, authenticated using (active or (select public.is_admin()));
create policy financing_partners_insert_admin on public.financing_partners
  for insert to authenticated with check ((select public.is_admin()));
create policy financing_partners_update_admin on public.financing_partners
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy financing_partners_delete_admin on public.financing_partners
  for delete to authenticated using ((select public.is_admin()));

revoke all on table public.financing_partners from public, anon, authenticated;
grant select on table public.financing_partners to anon, authenticated;
grant insert, update, delete on table public.financing_partners to authenticated;
grant all on table public.financing_partners to service_role;

-- Public programs, as published by their owners (consulted 2026-11-23); admins edit them after.
insert into public.financing_partners (name_fr, name_en, kind, min_amount, max_amount, conditions_fr, conditions_en, url, sort_order) values
  ('Programme de financement des petites entreprises du Canada (PFPEC)', 'Canada Small Business Financing Program (CSBFP)', 'government_program', null, 1150000,
   'Prêt consenti par votre banque ou caisse et garanti en partie par le gouvernement fédéral : jusqu''à 1 000 000 $ en prêt à terme (dont au plus 500 000 $ pour l''équipement et les améliorations locatives, et 150 000 $ pour les actifs incorporels et le fonds de roulement) et 150 000 $ en marge de crédit. Entreprises à but lucratif dont les revenus bruts annuels sont d''au plus 10 millions $.',
   'A loan from your bank or credit union, partly guaranteed by the federal government: up to $1,000,000 in term loans (at most $500,000 for equipment and leasehold improvements, and $150,000 for intangible assets and working capital) and $150,000 in lines of credit. For-profit businesses with gross annual revenues of $10 million or less.',
   'https://ised-isde.canada.ca/site/canada-small-business-financing-program/en', 10),
  ('BDC — Financement pour l''achat d''une entreprise', 'BDC — Business acquisition financing', 'public_lender', null, null,
   'La Banque de développement du Canada finance le transfert d''entreprise, souvent en complément de la banque, y compris l''achalandage et le fonds de roulement, avec des modalités de remboursement adaptées aux flux de trésorerie.',
   'The Business Development Bank of Canada finances business transfers, often alongside a bank, including goodwill and working capital, with repayment terms matched to cash flow.',
   'https://www.bdc.ca/fr/financement/prets-aux-entreprises/achat-entreprise', 20),
  ('Investissement Québec — Financement du transfert d''entreprise', 'Investissement Québec — Business transfer financing', 'public_lender', 50000, null,
   'Prêts et garanties de prêt pour l''acquisition d''une entreprise québécoise, en complément du financement bancaire.',
   'Loans and loan guarantees for the acquisition of a Quebec business, alongside bank financing.',
   'https://www.investquebec.com/quebec/fr/produits-financiers.html', 30),
  ('Fonds locaux d''investissement (FLI) et de solidarité (FLS)', 'Local investment and solidarity funds (FLI / FLS)', 'regional_fund', null, null,
   'Prêts de votre MRC ou de son service de développement économique (souvent appelé PME MTL à Montréal) pour le démarrage et la relève d''entreprise, souvent sans garantie personnelle.',
   'Loans from your regional county municipality''s economic development service for start-ups and business succession, often without a personal guarantee.',
   'https://www.quebec.ca/entreprises-et-travailleurs-autonomes/obtenir-financement', 40),
  ('Banques et caisses', 'Banks and credit unions', 'bank', null, null,
   'Le prêt à terme classique, garanti par les actifs de l''entreprise; la mise de fonds et l''expérience de l''acheteur comptent beaucoup.',
   'The classic term loan, secured by the business''s assets; the buyer''s down payment and experience weigh heavily.',
   null, 50);

-- ---------------------------------------------------------------------------
create table public.financing_requests (
  id uuid primary key default gen_random_uuid(),
  -- The signed-in buyer who sent it (null when sent without an account).
  user_id uuid references public.profiles (id) on delete set null,
  status public.financing_request_status not null default 'new',
  locale text not null default 'fr' check (locale in ('fr', 'en')),
  name text not null check (char_length(btrim(name)) between 2 and 120),
  email text not null check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(email) <= 254),
  phone text check (char_length(phone) <= 40),
  experience text not null default '' check (char_length(experience) <= 2000),
  province_id smallint references public.provinces (id),
  entreprise_id bigint references public.entreprises (id) on delete set null,
  deal_description text not null default '' check (char_length(deal_description) <= 2000),
  price numeric(14, 2) not null check (price > 0),
  purchase_type text not null check (purchase_type in ('asset', 'share', 'undecided')),
  target_date date,
  down_payment numeric(14, 2) not null check (down_payment >= 0),
  down_payment_source text not null default '' check (char_length(down_payment_source) <= 500),
  amount_requested numeric(14, 2) not null check (amount_requested > 0),
  seller_financing numeric(14, 2) check (seller_financing >= 0),
  working_capital numeric(14, 2) check (working_capital >= 0),
  programs text[] not null default '{}',
  -- Law 25: a separate, unticked consent to pass the request to partner lenders.
  consent_lenders boolean not null default false,
  consent_at timestamptz,
  admin_notes text not null default '' check (char_length(admin_notes) <= 10000),
  lender_ids bigint[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint financing_requests_deal check (entreprise_id is not null or char_length(btrim(deal_description)) >= 10),
  constraint financing_requests_lenders_need_consent check (consent_lenders or status not in ('sent_to_lenders', 'approved'))
);

create index financing_requests_status_idx on public.financing_requests (status, created_at desc);
create index financing_requests_user_idx on public.financing_requests (user_id, created_at desc);

comment on table public.financing_requests is 'Buyers'' financing requests (issue 11): saved by the server after the honeypot and rate limit; a pipeline for admins.';

create trigger financing_requests_set_updated_at
  before update on public.financing_requests
  for each row execute function public.set_updated_at();

alter table public.financing_requests enable row level security;
-- Admins work the pipeline; the buyer reads their own through my_financing_requests().
create policy financing_requests_select_admin on public.financing_requests
  for select to authenticated using ((select public.is_admin()));
create policy financing_requests_update_admin on public.financing_requests
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

revoke all on table public.financing_requests from public, anon, authenticated;
grant select, update on table public.financing_requests to authenticated;
grant all on table public.financing_requests to service_role;

-- ---------------------------------------------------------------------------
-- History of a request: every status change, note or lender choice, written by trigger.
create table public.financing_request_events (
  id bigint generated always as identity primary key,
  request_id uuid not null references public.financing_requests (id) on delete cascade,
  actor_id uuid references public.profiles (id) on delete set null,
  from_status public.financing_request_status,
  to_status public.financing_request_status not null,
  notes_changed boolean not null default false,
  lender_ids bigint[] not null default '{}',
  created_at timestamptz not null default now()
);

create index financing_request_events_request_idx on public.financing_request_events (request_id, created_at);

create or replace function public.financing_requests_history()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into public.financing_request_events (request_id, actor_id, from_status, to_status, lender_ids)
    values (new.id, (select auth.uid()), null, new.status, new.lender_ids);
  elsif new.status is distinct from old.status or new.admin_notes is distinct from old.admin_notes
        or new.lender_ids is distinct from old.lender_ids then
    insert into public.financing_request_events (request_id, actor_id, from_status, to_status, notes_changed, lender_ids)
    values (new.id, (select auth.uid()), old.status, new.status, new.admin_notes is distinct from old.admin_notes, new.lender_ids);
  end if;
  return null;
end;
$$;

revoke execute on function public.financing_requests_history() from public, anon, authenticated;

create trigger financing_requests_history
  after insert or update on public.financing_requests
  for each row execute function public.financing_requests_history();

alter table public.financing_request_events enable row level security;
create policy financing_request_events_select_admin on public.financing_request_events
  for select to authenticated using ((select public.is_admin()));
revoke all on table public.financing_request_events from public, anon, authenticated;
grant select on table public.financing_request_events to authenticated;
grant all on table public.financing_request_events to service_role;

-- The signed-in buyer's own requests and their status (no admin notes, no lender choices).
create or replace function public.my_financing_requests()
returns table (id uuid, status public.financing_request_status, entreprise_id bigint, deal_description text,
               price numeric, amount_requested numeric, created_at timestamptz, updated_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select r.id, r.status, r.entreprise_id, r.deal_description, r.price, r.amount_requested, r.created_at, r.updated_at
  from public.financing_requests r
  where r.user_id = (select auth.uid())
  order by r.created_at desc;
$$;

revoke execute on function public.my_financing_requests() from public, anon;
grant execute on function public.my_financing_requests() to authenticated, service_role;
