-- Each category is valued with the benchmark of its own sector (issue 20): a bakery listed under
-- food services and retail was valued with the first industry by name (retail: a convenience
-- store's multiple). A category now names its main industry; a benchmark may be a category's own
-- (food manufacturing); and each benchmark's source reads in English too.

alter table public.entreprise_category_industry_map
  add column is_primary boolean not null default false;

comment on column public.entreprise_category_industry_map.is_primary is
  'The category''s own sector among its industries (one per category): the one whose valuation benchmark applies.';

-- On (category_id, is_primary), not (category_id) alone: a unique index on the foreign key alone
-- would make the Data API read categories → industries as one-to-one.
create unique index entreprise_category_industry_map_one_primary
  on public.entreprise_category_industry_map (category_id, is_primary) where is_primary;

-- Existing categories: one industry is the main one; two, the first the taxonomy lists (seed.sql).
update public.entreprise_category_industry_map m
set is_primary = true
where (select count(*) from public.entreprise_category_industry_map o where o.category_id = m.category_id) = 1;

update public.entreprise_category_industry_map m
set is_primary = true
from (values
  ('Épicerie', 'Commerce de détail'),
  ('Pharmacie', 'Commerce de détail'),
  ('Librairie', 'Commerce de détail'),
  ('Boutique de vélos', 'Commerce de détail'),
  ('Boutique en ligne', 'Commerce de détail'),
  ('Station-service', 'Commerce de détail'),
  ('Boulangerie-pâtisserie', 'Restauration et alimentation'),
  ('Bar et pub', 'Restauration et alimentation'),
  ('Microbrasserie', 'Restauration et alimentation'),
  ('Boucherie', 'Restauration et alimentation'),
  ('Fromagerie', 'Restauration et alimentation'),
  ('Cabinet comptable', 'Services professionnels'),
  ('Étude de notaires', 'Services professionnels'),
  ('Agence de marketing', 'Services professionnels'),
  ('Firme d''architectes', 'Services professionnels'),
  ('Courtier hypothécaire', 'Finance et assurances'),
  ('Agence immobilière', 'Immobilier'),
  ('Entrepôt libre-service', 'Immobilier'),
  ('Ébénisterie', 'Fabrication'),
  ('Transformation alimentaire', 'Fabrication'),
  ('Entreprise de déneigement', 'Construction'),
  ('Aménagement paysager', 'Construction'),
  ('Entreposage et distribution', 'Transport et logistique'),
  ('École de conduite', 'Éducation et formation'),
  ('Clinique d''optométrie', 'Santé et bien-être'),
  ('Centre de conditionnement physique', 'Santé et bien-être'),
  ('Spa', 'Santé et bien-être'),
  ('Résidence pour aînés', 'Santé et bien-être'),
  ('Services informatiques', 'Technologies'),
  ('Réparation d''appareils électroniques', 'Technologies'),
  ('Camping', 'Tourisme et hébergement'),
  ('Chalets locatifs', 'Tourisme et hébergement'),
  ('Érablière', 'Agriculture et agroalimentaire'),
  ('Vignoble', 'Agriculture et agroalimentaire'),
  ('Pépinière', 'Agriculture et agroalimentaire'),
  ('Concessionnaire automobile', 'Services automobiles'),
  ('École de musique', 'Éducation et formation'),
  ('Salon d''esthétique', 'Services personnels'),
  ('Salle de spectacle', 'Arts'),
  ('Studio de photographie', 'Arts'),
  ('Centre de quilles', 'Arts'),
  ('Terrain de golf', 'Arts'),
  ('Distributeur alimentaire', 'Commerce de gros et distribution'),
  ('Grossiste en matériaux de construction', 'Commerce de gros et distribution')
) as p (category, industry)
join public.entreprise_categories c on lower(c.name_fr) = lower(p.category)
join public.entreprise_industries i on lower(i.name_fr) = lower(p.industry)
where m.category_id = c.id and m.industry_id = i.id;

-- A benchmark that is not an industry's (food manufacturing) names its own sector; the default is
-- the row with neither an industry nor a name.
alter table public.valuation_multiples
  add column name_fr text,
  add column name_en text,
  add column source_en text,
  add constraint valuation_multiples_one_key check (industry_id is null or name_fr is null),
  add constraint valuation_multiples_name_check check (
    (name_fr is null and name_en is null)
    or (char_length(btrim(name_fr)) between 2 and 150 and char_length(btrim(name_en)) between 2 and 150)),
  add constraint valuation_multiples_source_en_check
    check (source_en is null or char_length(btrim(source_en)) between 3 and 500);

comment on column public.valuation_multiples.name_fr is
  'The sector of a benchmark that is no industry''s (food manufacturing), linked to its categories by valuation_category_multiples.';
comment on column public.valuation_multiples.source_en is 'The source in English (the French one when null).';

drop index public.valuation_multiples_one_default;
create unique index valuation_multiples_one_default on public.valuation_multiples ((true))
  where industry_id is null and name_fr is null;

-- The categories valued with such a benchmark rather than their industry's.
create table public.valuation_category_multiples (
  category_id bigint primary key references public.entreprise_categories (id) on delete cascade,
  multiple_id bigint not null references public.valuation_multiples (id) on delete cascade
);

comment on table public.valuation_category_multiples is
  'A category valued with a sector benchmark of its own (food manufacturing) rather than its main industry''s.';

create index valuation_category_multiples_multiple_idx on public.valuation_category_multiples (multiple_id);

alter table public.valuation_category_multiples enable row level security;

create policy valuation_category_multiples_select_all on public.valuation_category_multiples
  for select to anon, authenticated using (true);
create policy valuation_category_multiples_insert_admin on public.valuation_category_multiples
  for insert to authenticated with check ((select public.is_admin()));
create policy valuation_category_multiples_update_admin on public.valuation_category_multiples
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy valuation_category_multiples_delete_admin on public.valuation_category_multiples
  for delete to authenticated using ((select public.is_admin()));

revoke all on table public.valuation_category_multiples from public, anon, authenticated;
grant select on table public.valuation_category_multiples to anon;
grant select, insert, update, delete on table public.valuation_category_multiples to authenticated;
grant all on table public.valuation_category_multiples to service_role;

update public.valuation_multiples m
set source_en = b.source_en
from (values
  (null, 'BizBuySell, 2025 transactions (average SDE ≈ 2.5x, via Sundance Financial Group); 2021–2025 range 2.0x to 3.3x (Elite Exit Advisors); EBITDA 3x–6x (Bridgepoint, retail and automotive)'),
  ('Agriculture et agroalimentaire', 'SDE: all-industry average (BizBuySell 2025); EBITDA: food and beverage 3x–5x (Bridgepoint)'),
  ('Commerce de détail', 'SDE: convenience store without gas 1.5x–2.8x (Business Broker Collective); EBITDA: retail 3x–6x (Bridgepoint)'),
  ('Construction', 'SDE: specialty contractor 2.0x–3.5x (SellYourBusiness.com); EBITDA: construction 2x–5x (Bridgepoint)'),
  ('Entretien et services immobiliers', 'SDE: commercial cleaning 2.0x–3.5x (SellYourBusiness.com); EBITDA: real estate services 4x–8x (Bridgepoint)'),
  ('Fabrication', 'SDE: all-industry average (BizBuySell 2025); EBITDA: manufacturing 4x–7x (Bridgepoint)'),
  ('Finance et assurances', 'SDE: accounting and bookkeeping 2.5x–4.5x; EBITDA: insurance agency 6x–10x (SellYourBusiness.com)'),
  ('Immobilier', 'SDE: all-industry average (BizBuySell 2025); EBITDA: real estate services 4x–8x (Bridgepoint)'),
  ('Restauration et alimentation', 'SDE: independent restaurant 1.5x–2.5x (SellYourBusiness.com); EBITDA: food and beverage 3x–5x (Bridgepoint)'),
  ('Santé et bien-être', 'SDE: all-industry average (BizBuySell 2025); EBITDA: health care 5x–10x (Bridgepoint)'),
  ('Services automobiles', 'SDE: independent repair shop 2.0x–3.5x (SellYourBusiness.com); EBITDA: automotive 3x–6x (Bridgepoint)'),
  ('Services professionnels', 'SDE: marketing agency 2.0x–4.0x (SellYourBusiness.com); EBITDA: professional services 4x–8x (Bridgepoint)'),
  ('Technologies', 'SDE: managed IT services 3.0x–5.5x (SellYourBusiness.com); EBITDA: technology 8x–15x (Bridgepoint)'),
  ('Transport et logistique', 'SDE: trucking, small fleets 2.0x–3.5x (Business Broker Collective); EBITDA: transportation and logistics 3x–7x (Bridgepoint)')
) as b (industry, source_en)
left join public.entreprise_industries i on lower(i.name_fr) = lower(b.industry)
where m.name_fr is null
  and ((b.industry is null and m.industry_id is null) or m.industry_id = i.id);

-- Food manufacturing has its own benchmark. Its categories are made sure to exist with their
-- industries, the main one first (seed.sql adds the same names with "on conflict do nothing").
insert into public.entreprise_categories (name_fr, name_en) values
  ('Transformation alimentaire', 'Food processing'),
  ('Microbrasserie', 'Microbrewery')
on conflict do nothing;

insert into public.entreprise_category_industry_map (category_id, industry_id, is_primary)
select c.id, i.id, l.is_primary
from (values
  ('Transformation alimentaire', 'Fabrication', true),
  ('Transformation alimentaire', 'Agriculture et agroalimentaire', false),
  ('Microbrasserie', 'Restauration et alimentation', true),
  ('Microbrasserie', 'Fabrication', false)
) as l (category, industry, is_primary)
join public.entreprise_categories c on lower(c.name_fr) = lower(l.category)
join public.entreprise_industries i on lower(i.name_fr) = lower(l.industry)
where not exists (select 1 from public.entreprise_category_industry_map o where o.category_id = c.id)
on conflict do nothing;

insert into public.valuation_multiples
  (name_fr, name_en, sde_low, sde_probable, sde_high, ebitda_low, ebitda_high, source, source_en, source_url, source_date)
values ('Fabrication alimentaire', 'Food manufacturing', 2.0, 3.0, 4.0, 3.0, 5.0,
  'SDE : fabrication alimentaire, entreprises privées 2x-4x les bénéfices (Business Sales, « Earnings Multiples in Food Manufacturing »); BAIIA : alimentation et boissons 3x-5x (Bridgepoint)',
  'SDE: food manufacturing, private businesses 2x–4x earnings (Business Sales, "Earnings Multiples in Food Manufacturing"); EBITDA: food and beverage 3x–5x (Bridgepoint)',
  'https://www.business-sales.info/post/earnings-multiples-in-food-manufacturing-what-s-the-norm',
  date '2026-11-26');

insert into public.valuation_category_multiples (category_id, multiple_id)
select c.id, m.id
from public.entreprise_categories c
join public.valuation_multiples m on m.name_fr = 'Fabrication alimentaire'
where lower(c.name_fr) in ('transformation alimentaire', 'microbrasserie');

-- The benchmark of a category: its own, else its main industry's, else another of its industries'
-- (by name), else the default.
create or replace function public.valuation_multiple_for_category(p_category_id bigint)
returns setof public.valuation_multiples
language sql
stable
set search_path to ''
as $function$
  select m.*
  from public.valuation_multiples m
  left join public.valuation_category_multiples own
    on own.category_id = p_category_id and own.multiple_id = m.id
  left join public.entreprise_category_industry_map x
    on x.category_id = p_category_id and x.industry_id = m.industry_id
  left join public.entreprise_industries i on i.id = m.industry_id
  where own.category_id is not null
     or x.category_id is not null
     or (m.industry_id is null and m.name_fr is null)
  order by (own.category_id is null), (x.is_primary is not true), (m.industry_id is null), i.name_fr
  limit 1;
$function$;

comment on function public.valuation_multiple_for_category(bigint) is
  'The multiples of a category: its own benchmark, else its main industry''s, else another of its industries'' (by French name), else the default row.';
