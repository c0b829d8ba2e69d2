-- Demo deal room (issue 41), loaded after catalogue.sql (supabase/config.toml [db.seed] sql_paths):
-- the demo seller's confidential commercial cleaning business (Net-Pro Québec) has a file with its
-- identity and one added clause, and the demo buyer (acheteur@demo.local, created by catalogue.sql)
-- has a buyer profile. The file's documents (small generated PDFs and a spreadsheet, written into the
-- private bucket) and the buyer's pending request come next, from scripts/seed-dealroom.ts, since
-- the bytes go to Storage and a request needs a file with documents.

-- The business's address, shown only to its approved buyers (the listing is confidential).
update public.entreprises set street_address = '2450, boulevard Wilfrid-Hamel', postal_code = 'G1P 2J1'
where slug = 'entretien-menager-commercial-quebec' and street_address is null;

insert into public.dealrooms (entreprise_id, extra_clauses_fr, extra_clauses_en)
select e.id,
       'L''Acheteur ne communique pas avec les clients sous contrat avant la signature d''une offre d''achat acceptée.',
       'The Buyer does not contact the customers under contract before an accepted offer to purchase is signed.'
from public.entreprises e
where e.slug = 'entretien-menager-commercial-quebec'
on conflict (entreprise_id) do nothing;

insert into app_private.dealroom_identities (dealroom_id, website, contact_name)
select d.id, 'https://netpro-quebec.example', 'Sophie Tremblay'
from public.dealrooms d
join public.entreprises e on e.id = d.entreprise_id
where e.slug = 'entretien-menager-commercial-quebec'
on conflict (dealroom_id) do nothing;

insert into public.dealroom_buyer_profiles (user_id, capital_available, experience, timeline, financing, financing_details)
select p.id, 350000,
       'Douze ans comme directeur des opérations d''une entreprise de services aux immeubles (60 employés) à Québec.',
       'within_6_months', array['own_funds', 'bank_loan', 'seller_financing'],
       'Préautorisation de la caisse pour 900 000 $; balance de vente souhaitée.'
from public.profiles p
where p.email = 'acheteur@demo.local'
on conflict (user_id) do nothing;
