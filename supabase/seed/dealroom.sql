-- Demo deal rooms (issues 41 and 42), loaded after catalogue.sql (supabase/config.toml [db.seed]
-- sql_paths): the demo seller's confidential commercial cleaning business (Net-Pro Québec) has a file
-- with its identity and one added clause, their bakery in Old Québec (Boulangerie Saint-Jean) a file
-- too, and the demo buyer (acheteur@demo.local, created by catalogue.sql) has a buyer profile. The
-- files' documents (small generated PDFs and a spreadsheet, written into the private bucket), the
-- buyer's pending request on the first, and on the second an approved access with an offer and the
-- seller's counter come next, from scripts/seed-dealroom.ts, since the bytes go to Storage and a
-- request needs a file with documents.

-- The business's address, shown only to its approved buyers (the listing is confidential).
update public.entreprises set street_address = '2450, boulevard Wilfrid-Hamel', postal_code = 'G1P 2J1'
where slug = 'entretien-menager-commercial-quebec' and street_address is null;

-- The two files: each with the website and owner's name its room reveals (the cleaning business's
-- with one added clause).
create temporary table seed_dealrooms (slug text, clauses_fr text, clauses_en text, website text);
insert into seed_dealrooms values
('entretien-menager-commercial-quebec',
 'L''Acheteur ne communique pas avec les clients sous contrat avant la signature d''une offre d''achat acceptée.',
 'The Buyer does not contact the customers under contract before an accepted offer to purchase is signed.',
 'https://netpro-quebec.example'),
('boulangerie-patisserie-vieux-quebec', null, null, 'https://boulangerie-saint-jean.example');

insert into public.dealrooms (entreprise_id, extra_clauses_fr, extra_clauses_en)
select e.id, s.clauses_fr, s.clauses_en
from seed_dealrooms s join public.entreprises e on e.slug = s.slug
on conflict (entreprise_id) do nothing;

insert into app_private.dealroom_identities (dealroom_id, website, contact_name)
select d.id, s.website, 'Sophie Tremblay'
from seed_dealrooms s
join public.entreprises e on e.slug = s.slug
join public.dealrooms d on d.entreprise_id = e.id
on conflict (dealroom_id) do nothing;

drop table seed_dealrooms;

insert into public.dealroom_buyer_profiles (user_id, capital_available, experience, timeline, financing, financing_details)
select p.id, 350000,
       'Douze ans comme directeur des opérations d''une entreprise de services aux immeubles (60 employés) à Québec.',
       'within_6_months', array['own_funds', 'bank_loan', 'seller_financing'],
       'Préautorisation de la caisse pour 900 000 $; balance de vente souhaitée.'
from public.profiles p
where p.email = 'acheteur@demo.local'
on conflict (user_id) do nothing;
