-- The rows administrators edit from here on, as the squashed migrations first inserted them (issue 19:
-- a schema squash leaves data out). The statements are those of 20261123060000_valuations.sql and
-- 20261123060100_financing.sql, unchanged and in their order, so the rows get the same ids.
-- Rows that only migrations change (provinces, regions, status transitions, Storage buckets) are in
-- the baseline with their tables.

-- The benchmarks key on industries: make sure the ones they name exist (seed.sql adds the same
-- names with "on conflict do nothing", so the order of the two does not matter).
insert into public.entreprise_industries (name_fr, name_en) values
  ('Agriculture et agroalimentaire', 'Agriculture and agri-food'),
  ('Commerce de détail', 'Retail'),
  ('Construction', 'Construction'),
  ('Entretien et services immobiliers', 'Building and property services'),
  ('Fabrication', 'Manufacturing'),
  ('Finance et assurances', 'Finance and insurance'),
  ('Immobilier', 'Real estate'),
  ('Restauration et alimentation', 'Food services'),
  ('Santé et bien-être', 'Health and wellness'),
  ('Services automobiles', 'Automotive services'),
  ('Services professionnels', 'Professional services'),
  ('Technologies', 'Technology'),
  ('Transport et logistique', 'Transportation and logistics')
on conflict do nothing;

-- Public benchmarks consulted on 2026-11-23. SDE ranges are the published low–high; the probable
-- multiple is their midpoint, except the default (BizBuySell's 2025 average of about 2.5x).
insert into public.valuation_multiples (industry_id, sde_low, sde_probable, sde_high, ebitda_low, ebitda_high, source, source_url, source_date)
values
  (null, 2.0, 2.5, 3.3, 3.0, 6.0,
   'BizBuySell, transactions 2025 (moyenne SDE ≈ 2,5x, via Sundance Financial Group); fourchette 2021-2025 de 2,0x à 3,3x (Elite Exit Advisors); BAIIA 3x-6x (Bridgepoint, commerce de détail et automobile)',
   'https://sundancefg.com/resources/sde-multiples-by-industry', '2026-11-23');

insert into public.valuation_multiples (industry_id, sde_low, sde_probable, sde_high, ebitda_low, ebitda_high, source, source_url, source_date)
select i.id, b.sde_low, b.sde_probable, b.sde_high, b.ebitda_low, b.ebitda_high, b.source, b.source_url, date '2026-11-23'
from (values
  ('Agriculture et agroalimentaire', 2.0, 2.5, 3.3, 3.0, 5.0, 'SDE : moyenne tous secteurs (BizBuySell 2025); BAIIA : alimentation et boissons 3x-5x (Bridgepoint)', 'https://www.bridgepointbb.com/resources/industry-multiples'),
  ('Commerce de détail', 1.5, 2.15, 2.8, 3.0, 6.0, 'SDE : dépanneur sans essence 1,5x-2,8x (Business Broker Collective); BAIIA : commerce de détail 3x-6x (Bridgepoint)', 'https://businessbrokercollective.com/playbook'),
  ('Construction', 2.0, 2.75, 3.5, 2.0, 5.0, 'SDE : entrepreneur spécialisé 2,0x-3,5x (SellYourBusiness.com); BAIIA : construction 2x-5x (Bridgepoint)', 'https://sellyourbusiness.com/business-valuation/business-valuation-multiples-by-industry'),
  ('Entretien et services immobiliers', 2.0, 2.75, 3.5, 4.0, 8.0, 'SDE : entretien commercial 2,0x-3,5x (SellYourBusiness.com); BAIIA : services immobiliers 4x-8x (Bridgepoint)', 'https://sellyourbusiness.com/business-valuation/business-valuation-multiples-by-industry'),
  ('Fabrication', 2.0, 2.5, 3.3, 4.0, 7.0, 'SDE : moyenne tous secteurs (BizBuySell 2025); BAIIA : fabrication 4x-7x (Bridgepoint)', 'https://www.bridgepointbb.com/resources/industry-multiples'),
  ('Finance et assurances', 2.5, 3.5, 4.5, 6.0, 10.0, 'SDE : comptabilité et tenue de livres 2,5x-4,5x; BAIIA : agence d''assurance 6x-10x (SellYourBusiness.com)', 'https://sellyourbusiness.com/business-valuation/business-valuation-multiples-by-industry'),
  ('Immobilier', 2.0, 2.5, 3.3, 4.0, 8.0, 'SDE : moyenne tous secteurs (BizBuySell 2025); BAIIA : services immobiliers 4x-8x (Bridgepoint)', 'https://www.bridgepointbb.com/resources/industry-multiples'),
  ('Restauration et alimentation', 1.5, 2.0, 2.5, 3.0, 5.0, 'SDE : restaurant indépendant 1,5x-2,5x (SellYourBusiness.com); BAIIA : alimentation et boissons 3x-5x (Bridgepoint)', 'https://sellyourbusiness.com/business-valuation/business-valuation-multiples-by-industry'),
  ('Santé et bien-être', 2.0, 2.5, 3.3, 5.0, 10.0, 'SDE : moyenne tous secteurs (BizBuySell 2025); BAIIA : santé 5x-10x (Bridgepoint)', 'https://www.bridgepointbb.com/resources/industry-multiples'),
  ('Services automobiles', 2.0, 2.75, 3.5, 3.0, 6.0, 'SDE : atelier de réparation indépendant 2,0x-3,5x (SellYourBusiness.com); BAIIA : automobile 3x-6x (Bridgepoint)', 'https://sellyourbusiness.com/business-valuation/business-valuation-multiples-by-industry'),
  ('Services professionnels', 2.0, 3.0, 4.0, 4.0, 8.0, 'SDE : agence de marketing 2,0x-4,0x (SellYourBusiness.com); BAIIA : services professionnels 4x-8x (Bridgepoint)', 'https://sellyourbusiness.com/business-valuation/business-valuation-multiples-by-industry'),
  ('Technologies', 3.0, 4.25, 5.5, 8.0, 15.0, 'SDE : services TI gérés 3,0x-5,5x (SellYourBusiness.com); BAIIA : technologie 8x-15x (Bridgepoint)', 'https://sellyourbusiness.com/business-valuation/business-valuation-multiples-by-industry'),
  ('Transport et logistique', 2.0, 2.75, 3.5, 3.0, 7.0, 'SDE : camionnage, petites flottes 2,0x-3,5x (Business Broker Collective); BAIIA : transport et logistique 3x-7x (Bridgepoint)', 'https://businessbrokercollective.com/playbook')
) as b (industry, sde_low, sde_probable, sde_high, ebitda_low, ebitda_high, source, source_url)
join public.entreprise_industries i on lower(i.name_fr) = lower(b.industry);

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
