-- Seed data for local development and tests (loaded once, into a new database).
-- 1. A Quebec business taxonomy: industries, categories and their many-to-many links.
-- 2. Two demo accounts whose passwords exist only on local stacks:
--      admin@demo.local   / Demo-admin-2026!    (administrator)
--      vendeur@demo.local / Demo-vendeur-2026!  (seller with a public page)

-- ---------------------------------------------------------------------------
-- Industries
insert into public.entreprise_industries (name_fr, name_en) values
  ('Agriculture et agroalimentaire', 'Agriculture and agri-food'),
  ('Arts, culture et loisirs', 'Arts, culture and recreation'),
  ('Commerce de détail', 'Retail'),
  ('Commerce de gros et distribution', 'Wholesale and distribution'),
  ('Construction', 'Construction'),
  ('Éducation et formation', 'Education and training'),
  ('Entretien et services immobiliers', 'Building and property services'),
  ('Fabrication', 'Manufacturing'),
  ('Finance et assurances', 'Finance and insurance'),
  ('Immobilier', 'Real estate'),
  ('Restauration et alimentation', 'Food services'),
  ('Santé et bien-être', 'Health and wellness'),
  ('Services automobiles', 'Automotive services'),
  ('Services personnels', 'Personal services'),
  ('Services professionnels', 'Professional services'),
  ('Technologies', 'Technology'),
  ('Tourisme et hébergement', 'Tourism and accommodation'),
  ('Transport et logistique', 'Transportation and logistics')
on conflict do nothing;

-- ---------------------------------------------------------------------------
-- Categories, each with the industries it belongs to (some belong to two).
create temporary table seed_categories (
  name_fr text not null,
  name_en text not null,
  industries text[] not null
);

insert into seed_categories (name_fr, name_en, industries) values
  -- Commerce de détail
  ('Dépanneur', 'Convenience store', '{"Commerce de détail"}'),
  ('Épicerie', 'Grocery store', '{"Commerce de détail","Restauration et alimentation"}'),
  ('Quincaillerie', 'Hardware store', '{"Commerce de détail"}'),
  ('Boutique de vêtements', 'Clothing store', '{"Commerce de détail"}'),
  ('Fleuriste', 'Florist', '{"Commerce de détail"}'),
  ('Pharmacie', 'Pharmacy', '{"Commerce de détail","Santé et bien-être"}'),
  ('Librairie', 'Bookstore', '{"Commerce de détail","Arts, culture et loisirs"}'),
  ('Animalerie', 'Pet store', '{"Commerce de détail"}'),
  ('Bijouterie', 'Jewellery store', '{"Commerce de détail"}'),
  ('Magasin de meubles', 'Furniture store', '{"Commerce de détail"}'),
  ('Boutique de vélos', 'Bicycle shop', '{"Commerce de détail","Arts, culture et loisirs"}'),
  ('Boutique en ligne', 'Online store', '{"Commerce de détail","Technologies"}'),
  ('Magasin d''articles de sport', 'Sporting goods store', '{"Commerce de détail"}'),
  ('Station-service', 'Gas station', '{"Commerce de détail","Services automobiles"}'),
  -- Restauration et alimentation
  ('Restaurant', 'Restaurant', '{"Restauration et alimentation"}'),
  ('Café', 'Coffee shop', '{"Restauration et alimentation"}'),
  ('Boulangerie-pâtisserie', 'Bakery and pastry shop', '{"Restauration et alimentation","Commerce de détail"}'),
  ('Casse-croûte', 'Snack bar', '{"Restauration et alimentation"}'),
  ('Pizzeria', 'Pizzeria', '{"Restauration et alimentation"}'),
  ('Traiteur', 'Caterer', '{"Restauration et alimentation"}'),
  ('Bar et pub', 'Bar and pub', '{"Restauration et alimentation","Arts, culture et loisirs"}'),
  ('Microbrasserie', 'Microbrewery', '{"Restauration et alimentation","Fabrication"}'),
  ('Boucherie', 'Butcher shop', '{"Restauration et alimentation","Commerce de détail"}'),
  ('Fromagerie', 'Cheese shop', '{"Restauration et alimentation","Commerce de détail"}'),
  ('Crèmerie', 'Ice cream shop', '{"Restauration et alimentation"}'),
  ('Camion de cuisine de rue', 'Food truck', '{"Restauration et alimentation"}'),
  -- Services professionnels
  ('Cabinet comptable', 'Accounting firm', '{"Services professionnels","Finance et assurances"}'),
  ('Cabinet d''avocats', 'Law firm', '{"Services professionnels"}'),
  ('Étude de notaires', 'Notary office', '{"Services professionnels","Immobilier"}'),
  ('Agence de marketing', 'Marketing agency', '{"Services professionnels","Technologies"}'),
  ('Firme d''architectes', 'Architecture firm', '{"Services professionnels","Construction"}'),
  ('Firme de génie-conseil', 'Engineering consulting firm', '{"Services professionnels"}'),
  ('Agence de recrutement', 'Recruitment agency', '{"Services professionnels"}'),
  ('Bureau de traduction', 'Translation agency', '{"Services professionnels"}'),
  -- Finance et assurances
  ('Cabinet de courtage en assurances', 'Insurance brokerage', '{"Finance et assurances"}'),
  ('Courtier hypothécaire', 'Mortgage broker', '{"Finance et assurances","Immobilier"}'),
  ('Cabinet de services financiers', 'Financial services firm', '{"Finance et assurances"}'),
  -- Immobilier
  ('Agence immobilière', 'Real estate agency', '{"Immobilier","Services professionnels"}'),
  ('Immeuble à revenus', 'Income property', '{"Immobilier"}'),
  ('Gestion immobilière', 'Property management', '{"Immobilier"}'),
  ('Entrepôt libre-service', 'Self-storage', '{"Immobilier","Transport et logistique"}'),
  -- Fabrication
  ('Atelier d''usinage', 'Machine shop', '{"Fabrication"}'),
  ('Ébénisterie', 'Cabinetmaking shop', '{"Fabrication","Construction"}'),
  ('Imprimerie', 'Printing company', '{"Fabrication"}'),
  ('Fabrication de meubles', 'Furniture manufacturing', '{"Fabrication"}'),
  ('Fabrication de produits métalliques', 'Metal products manufacturing', '{"Fabrication"}'),
  ('Transformation alimentaire', 'Food processing', '{"Fabrication","Agriculture et agroalimentaire"}'),
  ('Fabrication de cosmétiques', 'Cosmetics manufacturing', '{"Fabrication"}'),
  -- Construction
  ('Entrepreneur général', 'General contractor', '{"Construction"}'),
  ('Entreprise d''électricité', 'Electrical contractor', '{"Construction"}'),
  ('Plomberie et chauffage', 'Plumbing and heating', '{"Construction"}'),
  ('Couvreur', 'Roofing contractor', '{"Construction"}'),
  ('Excavation', 'Excavation', '{"Construction"}'),
  ('Peinture et rénovation', 'Painting and renovation', '{"Construction"}'),
  ('Entreprise de déneigement', 'Snow removal company', '{"Construction","Entretien et services immobiliers"}'),
  ('Aménagement paysager', 'Landscaping', '{"Construction","Entretien et services immobiliers"}'),
  -- Entretien et services immobiliers
  ('Entretien ménager commercial', 'Commercial cleaning', '{"Entretien et services immobiliers"}'),
  ('Extermination', 'Pest control', '{"Entretien et services immobiliers"}'),
  ('Serrurerie', 'Locksmith', '{"Entretien et services immobiliers"}'),
  -- Transport et logistique
  ('Entreprise de camionnage', 'Trucking company', '{"Transport et logistique"}'),
  ('Déménagement', 'Moving company', '{"Transport et logistique"}'),
  ('Service de messagerie', 'Courier service', '{"Transport et logistique"}'),
  ('Entreposage et distribution', 'Warehousing and distribution', '{"Transport et logistique","Commerce de gros et distribution"}'),
  ('Taxi et transport de personnes', 'Taxi and passenger transportation', '{"Transport et logistique"}'),
  ('École de conduite', 'Driving school', '{"Éducation et formation","Transport et logistique"}'),
  -- Santé et bien-être
  ('Clinique dentaire', 'Dental clinic', '{"Santé et bien-être"}'),
  ('Clinique de physiothérapie', 'Physiotherapy clinic', '{"Santé et bien-être"}'),
  ('Clinique vétérinaire', 'Veterinary clinic', '{"Santé et bien-être"}'),
  ('Clinique d''optométrie', 'Optometry clinic', '{"Santé et bien-être","Commerce de détail"}'),
  ('Centre de massothérapie', 'Massage therapy centre', '{"Santé et bien-être"}'),
  ('Centre de conditionnement physique', 'Fitness centre', '{"Santé et bien-être","Arts, culture et loisirs"}'),
  ('Spa', 'Spa', '{"Santé et bien-être","Tourisme et hébergement"}'),
  ('Résidence pour aînés', 'Seniors'' residence', '{"Santé et bien-être","Immobilier"}'),
  -- Technologies
  ('Développement de logiciels', 'Software development', '{"Technologies"}'),
  ('Services informatiques', 'IT services', '{"Technologies","Services professionnels"}'),
  ('Agence web', 'Web agency', '{"Technologies"}'),
  ('Réparation d''appareils électroniques', 'Electronics repair', '{"Technologies","Services personnels"}'),
  -- Tourisme et hébergement
  ('Hôtel', 'Hotel', '{"Tourisme et hébergement"}'),
  ('Gîte touristique', 'Bed and breakfast', '{"Tourisme et hébergement"}'),
  ('Camping', 'Campground', '{"Tourisme et hébergement","Arts, culture et loisirs"}'),
  ('Pourvoirie', 'Outfitter', '{"Tourisme et hébergement"}'),
  ('Agence de voyages', 'Travel agency', '{"Tourisme et hébergement"}'),
  ('Chalets locatifs', 'Cottage rentals', '{"Tourisme et hébergement","Immobilier"}'),
  -- Agriculture et agroalimentaire
  ('Érablière', 'Sugar bush', '{"Agriculture et agroalimentaire","Tourisme et hébergement"}'),
  ('Ferme laitière', 'Dairy farm', '{"Agriculture et agroalimentaire"}'),
  ('Ferme maraîchère', 'Vegetable farm', '{"Agriculture et agroalimentaire"}'),
  ('Vignoble', 'Vineyard', '{"Agriculture et agroalimentaire","Tourisme et hébergement"}'),
  ('Verger', 'Orchard', '{"Agriculture et agroalimentaire"}'),
  ('Serres', 'Greenhouses', '{"Agriculture et agroalimentaire"}'),
  ('Pépinière', 'Plant nursery', '{"Agriculture et agroalimentaire","Commerce de détail"}'),
  ('Apiculture', 'Beekeeping', '{"Agriculture et agroalimentaire"}'),
  -- Services automobiles
  ('Garage de mécanique', 'Auto repair shop', '{"Services automobiles"}'),
  ('Atelier de carrosserie', 'Auto body shop', '{"Services automobiles"}'),
  ('Lave-auto', 'Car wash', '{"Services automobiles"}'),
  ('Concessionnaire automobile', 'Car dealership', '{"Services automobiles","Commerce de détail"}'),
  ('Centre de pneus', 'Tire centre', '{"Services automobiles"}'),
  -- Éducation et formation
  ('Garderie', 'Daycare', '{"Éducation et formation"}'),
  ('École de langues', 'Language school', '{"Éducation et formation"}'),
  ('Centre de tutorat', 'Tutoring centre', '{"Éducation et formation"}'),
  ('École de musique', 'Music school', '{"Éducation et formation","Arts, culture et loisirs"}'),
  ('Centre de formation professionnelle', 'Vocational training centre', '{"Éducation et formation"}'),
  -- Services personnels
  ('Salon de coiffure', 'Hair salon', '{"Services personnels"}'),
  ('Salon d''esthétique', 'Beauty salon', '{"Services personnels","Santé et bien-être"}'),
  ('Barbier', 'Barbershop', '{"Services personnels"}'),
  ('Nettoyeur à sec', 'Dry cleaner', '{"Services personnels"}'),
  ('Toilettage pour animaux', 'Pet grooming', '{"Services personnels"}'),
  -- Arts, culture et loisirs
  ('Salle de spectacle', 'Performance venue', '{"Arts, culture et loisirs"}'),
  ('Studio de photographie', 'Photography studio', '{"Arts, culture et loisirs","Services professionnels"}'),
  ('Centre de quilles', 'Bowling alley', '{"Arts, culture et loisirs"}'),
  ('Terrain de golf', 'Golf course', '{"Arts, culture et loisirs","Tourisme et hébergement"}'),
  -- Commerce de gros et distribution
  ('Distributeur alimentaire', 'Food distributor', '{"Commerce de gros et distribution","Restauration et alimentation"}'),
  ('Grossiste en matériaux de construction', 'Building materials wholesaler', '{"Commerce de gros et distribution","Construction"}'),
  ('Importateur-distributeur', 'Importer and distributor', '{"Commerce de gros et distribution"}');

insert into public.entreprise_categories (name_fr, name_en)
select name_fr, name_en from seed_categories
on conflict do nothing;

-- The first industry listed is the category's own sector (its valuation benchmark's).
insert into public.entreprise_category_industry_map (category_id, industry_id, is_primary)
select c.id, i.id, si.n = 1
from seed_categories s
cross join lateral unnest(s.industries) with ordinality as si (name_fr, n)
join public.entreprise_categories c on c.name_fr = s.name_fr
join public.entreprise_industries i on i.name_fr = si.name_fr
on conflict do nothing;

-- A misspelt industry name above would silently leave a link out: refuse instead.
do $$
declare
  missing text;
begin
  select string_agg(s.name_fr || ' → ' || si.name_fr, ', ') into missing
  from seed_categories s
  cross join lateral unnest(s.industries) as si (name_fr)
  where not exists (select 1 from public.entreprise_industries i where i.name_fr = si.name_fr);
  if missing is not null then
    raise exception 'seed: unknown industries: %', missing;
  end if;
end
$$;

drop table seed_categories;

-- ---------------------------------------------------------------------------
-- Demo accounts (e-mail confirmed, password sign-in). auth.users and auth.identities
-- differ a little between GoTrue (hosted, `supabase start`) and the local
-- @supabase/lite: columns that only one has, or that GoTrue generates, are set only
-- where they exist and are writable.
do $$
declare
  account record;
  has_instance_id boolean;
  confirmed_at_writable boolean;
  identity_email_writable boolean;
begin
  select exists (
    select 1 from information_schema.columns
    where table_schema = 'auth' and table_name = 'users' and column_name = 'instance_id'
  ) into has_instance_id;
  select exists (
    select 1 from information_schema.columns
    where table_schema = 'auth' and table_name = 'users' and column_name = 'confirmed_at' and is_generated = 'NEVER'
  ) into confirmed_at_writable;
  select exists (
    select 1 from information_schema.columns
    where table_schema = 'auth' and table_name = 'identities' and column_name = 'email' and is_generated = 'NEVER'
  ) into identity_email_writable;

  for account in
    select * from (values
      ('a0d1a0d1-0000-4000-8000-000000000001'::uuid, 'admin@demo.local', 'Demo-admin-2026!', 'Admin', 'Démo'),
      ('a0d1a0d1-0000-4000-8000-000000000002'::uuid, 'vendeur@demo.local', 'Demo-vendeur-2026!', 'Sophie', 'Tremblay')
    ) as a (id, email, password, first_name, last_name)
  loop
    insert into auth.users (
      id, aud, role, email, encrypted_password, email_confirmed_at,
      raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
      confirmation_token, recovery_token, email_change_token_new, email_change
    ) values (
      account.id, 'authenticated', 'authenticated', account.email,
      extensions.crypt(account.password, extensions.gen_salt('bf')), now(),
      '{"provider": "email", "providers": ["email"]}'::jsonb,
      jsonb_build_object('first_name', account.first_name, 'last_name', account.last_name),
      now(), now(), '', '', '', ''
    )
    on conflict (id) do nothing;

    if has_instance_id then
      execute 'update auth.users set instance_id = ''00000000-0000-0000-0000-000000000000'' where id = $1 and instance_id is null'
        using account.id;
    end if;
    if confirmed_at_writable then
      execute 'update auth.users set confirmed_at = email_confirmed_at where id = $1 and confirmed_at is null'
        using account.id;
    end if;

    if not exists (select 1 from auth.identities where user_id = account.id and provider = 'email') then
      insert into auth.identities (id, provider, provider_id, user_id, identity_data, last_sign_in_at, created_at, updated_at)
      values (
        gen_random_uuid(), 'email', account.id::text, account.id,
        jsonb_build_object('sub', account.id::text, 'email', account.email, 'email_verified', true, 'phone_verified', false),
        now(), now(), now()
      );
      if identity_email_writable then
        execute 'update auth.identities set email = $2 where user_id = $1 and provider = ''email'''
          using account.id, account.email;
      end if;
    end if;
  end loop;
end
$$;

-- The profile rows were created by the trigger on auth.users.
update public.profiles set is_admin = true
where email = 'admin@demo.local';

update public.profiles set
  mobile_phone = '418 555-0142',
  address_line1 = '825, rue Saint-Jean',
  city = 'Québec',
  province = 'QC',
  country = 'Canada',
  postal_code = 'G1R 1R3',
  public_page_enabled = true,
  public_bio = 'Propriétaire d''une boulangerie-pâtisserie dans le Vieux-Québec depuis 2009, je prépare '
    || 'la relève de mon entreprise et de mon casse-croûte saisonnier. Écrivez-moi pour en discuter.'
where email = 'vendeur@demo.local';

-- The demo seller sells several businesses at once: the Premium plan, set by the demo admin (plan_changes logs it).
update public.profiles set plan = 'premium', plan_changed_by = 'a0d1a0d1-0000-4000-8000-000000000001'
where email = 'vendeur@demo.local' and plan <> 'premium';

insert into public.user_industry_preferences (user_id, industry_id)
select p.id, i.id
from public.profiles p
join public.entreprise_industries i on i.name_fr in ('Restauration et alimentation', 'Commerce de détail', 'Tourisme et hébergement')
where p.email = 'vendeur@demo.local'
on conflict do nothing;

-- ---------------------------------------------------------------------------
-- Public financing programs for a business purchase (issue 42), as their sources publish them,
-- stated cautiously: the amounts and criteria change, so each names its source and the day it was
-- written down; the team checks them again at /admin/gestion/programmes.
insert into public.financing_programs
  (name_fr, name_en, provider_fr, provider_en, conditions_fr, conditions_en, min_amount, max_amount, purchase_types, min_age, max_age, region_ids, source_url, checked_on, sort_order)
values
  ('Financement pour l''achat d''une entreprise', 'Business acquisition financing', 'BDC', 'BDC',
   'La Banque de développement du Canada finance l''achat d''une entreprise existante (actions ou actifs), y compris l''achalandage, souvent en complément d''un prêt bancaire et avec des remboursements adaptés aux flux de trésorerie. Montant, taux et garanties sont fixés au cas par cas.',
   'The Business Development Bank of Canada finances the purchase of an existing business (shares or assets), goodwill included, often alongside a bank loan and with repayments matched to cash flow. Amount, rate and security are set case by case.',
   null, null, array['asset', 'share'], null, null, '{}',
   'https://www.bdc.ca/fr/financement/prets-aux-entreprises/achat-entreprise', date '2026-11-29', 10),
  ('Financement du transfert d''entreprise', 'Business transfer financing', 'Investissement Québec', 'Investissement Québec',
   'Prêts et garanties de prêt pour l''acquisition d''une entreprise québécoise par sa relève ou un repreneur, en complément du financement bancaire. L''admissibilité et les montants dépendent du projet; voir les produits financiers d''Investissement Québec.',
   'Loans and loan guarantees for the takeover of a Quebec business by its next generation or a buyer, alongside bank financing. Eligibility and amounts depend on the project; see Investissement Québec''s financial products.',
   null, null, array['asset', 'share'], null, null, '{}',
   'https://www.investquebec.com/quebec/fr/produits-financiers.html', date '2026-11-29', 20),
  ('Programme de démarrage Futurpreneur', 'Futurpreneur Startup Program', 'Futurpreneur Canada', 'Futurpreneur Canada',
   'Pour les entrepreneurs de 18 à 39 ans : prêt sans garantie (publié jusqu''à 60 000 $, dont une part de BDC) et mentorat jusqu''à deux ans. Vise surtout les entreprises en activité depuis moins de 12 mois; l''achat d''une entreprise existante peut être admissible selon les critères en vigueur.',
   'For entrepreneurs aged 18 to 39: a collateral-free loan (published as up to $60,000, part of it from BDC) and up to two years of mentoring. Aimed mainly at businesses operating for less than 12 months; buying an existing business may qualify under the current criteria.',
   null, null, array['asset', 'share'], 18, 39, '{}',
   'https://www.futurpreneur.ca/fr/', date '2026-11-29', 30),
  ('Programme de financement des petites entreprises du Canada (PFPEC)', 'Canada Small Business Financing Program (CSBFP)', 'Gouvernement du Canada', 'Government of Canada',
   'Prêt de votre banque ou caisse, garanti en partie par le gouvernement fédéral, pour des actifs : au plus 1 000 000 $ en prêt à terme (immeubles, équipement, améliorations locatives; au plus 150 000 $ pour les actifs incorporels et le fonds de roulement) et 150 000 $ en marge de crédit. Revenus bruts de 10 millions $ ou moins. Ne convient pas à l''achat d''actions.',
   'A loan from your bank or credit union, partly guaranteed by the federal government, for assets: at most $1,000,000 in term loans (real property, equipment, leasehold improvements; at most $150,000 for intangible assets and working capital) and $150,000 in lines of credit. Gross revenues of $10 million or less. Not for a share purchase.',
   null, 1150000, array['asset'], null, null, '{}',
   'https://ised-isde.canada.ca/site/programme-financement-petites-entreprises-canada/fr', date '2026-11-29', 40),
  ('Fonds locaux d''investissement et de solidarité (FLI/FLS)', 'Local investment and solidarity funds (FLI/FLS)', 'MRC et services de développement économique', 'Regional county municipalities (MRC) and economic development services',
   'Prêts de votre MRC (ou de son service de développement économique) pour le démarrage, la croissance et la relève d''entreprise, souvent en complément d''une banque. Montants modestes et critères propres à chaque territoire.',
   'Loans from your regional county municipality (or its economic development service) for start-ups, growth and business succession, often alongside a bank. Modest amounts, with criteria set by each territory.',
   null, null, array['asset', 'share'], null, null, '{}',
   'https://www.quebec.ca/entreprises-et-travailleurs-autonomes/obtenir-financement', date '2026-11-29', 50),
  ('PME MTL — financement de la relève', 'PME MTL — business succession financing', 'PME MTL', 'PME MTL',
   'Sur l''île de Montréal, le réseau PME MTL gère les fonds locaux (FLI/FLS) et accompagne le démarrage, la croissance et la relève d''entreprise par des prêts et du soutien-conseil. Conditions selon le projet et le fonds.',
   'On the island of Montreal, the PME MTL network manages the local funds (FLI/FLS) and supports start-ups, growth and business succession with loans and advice. Terms depend on the project and the fund.',
   null, null, array['asset', 'share'], null, null, array[6]::smallint[],
   'https://pmemtl.com/', date '2026-11-29', 60);
