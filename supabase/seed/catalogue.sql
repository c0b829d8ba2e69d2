-- Demo catalogue (issue 5), loaded after seed.sql (supabase/config.toml [db.seed] sql_paths):
-- four more accounts (two brokers, an owner and a buyer), 46 businesses, 10 commercial properties,
-- franchise categories with 8 franchises, and 8 experts. Figures are realistic for Québec
-- small businesses (price ≈ 2.5–4 × SDE). Passwords exist only on local stacks:
--   courtier@demo.local     / Demo-courtier-2026!     (broker, Montréal)
--   proprietaire@demo.local / Demo-proprietaire-2026! (owner, Estrie)
--   broker@demo.local       / Demo-broker-2026!       (English-speaking broker, Outaouais)
--   acheteur@demo.local     / Demo-acheteur-2026!     (buyer: a request in the demo deal room, seed/dealroom.sql)

-- ---------------------------------------------------------------------------
-- Accounts (same shape as the demo accounts of seed.sql).
do $$
declare
  account record;
  has_instance_id boolean;
  confirmed_at_writable boolean;
begin
  select exists (select 1 from information_schema.columns
                 where table_schema = 'auth' and table_name = 'users' and column_name = 'instance_id') into has_instance_id;
  select exists (select 1 from information_schema.columns
                 where table_schema = 'auth' and table_name = 'users' and column_name = 'confirmed_at' and is_generated = 'NEVER')
    into confirmed_at_writable;
  for account in
    select * from (values
      ('a0d1a0d1-0000-4000-8000-000000000003'::uuid, 'courtier@demo.local', 'Demo-courtier-2026!', 'Marc-André', 'Gagnon'),
      ('a0d1a0d1-0000-4000-8000-000000000004'::uuid, 'proprietaire@demo.local', 'Demo-proprietaire-2026!', 'Julie', 'Bouchard'),
      ('a0d1a0d1-0000-4000-8000-000000000005'::uuid, 'broker@demo.local', 'Demo-broker-2026!', 'Karen', 'Whitfield'),
      ('a0d1a0d1-0000-4000-8000-000000000006'::uuid, 'acheteur@demo.local', 'Demo-acheteur-2026!', 'Alexandre', 'Bergeron')
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
      execute 'update auth.users set confirmed_at = email_confirmed_at where id = $1 and confirmed_at is null' using account.id;
    end if;
    if not exists (select 1 from auth.identities where user_id = account.id and provider = 'email') then
      insert into auth.identities (id, provider, provider_id, user_id, identity_data, last_sign_in_at, created_at, updated_at)
      values (gen_random_uuid(), 'email', account.id::text, account.id,
              jsonb_build_object('sub', account.id::text, 'email', account.email, 'email_verified', true, 'phone_verified', false),
              now(), now(), now());
    end if;
  end loop;
end
$$;

update public.profiles set public_page_enabled = true, mobile_phone = '514 555-0187', city = 'Montréal', province = 'QC', country = 'Canada',
  public_bio = 'Courtier d''entreprises certifié depuis 2006, j''accompagne les propriétaires de PME du Grand Montréal dans la vente de leur entreprise.'
where email = 'courtier@demo.local';
update public.profiles set public_page_enabled = true, city = 'Sherbrooke', province = 'QC', country = 'Canada',
  public_bio = 'Entrepreneure estrienne, je vends mon entreprise pour prendre ma retraite.'
where email = 'proprietaire@demo.local';
update public.profiles set public_page_enabled = true, mobile_phone = '819 555-0123', city = 'Gatineau', province = 'QC', country = 'Canada',
  public_bio = 'Bilingual business broker serving the Outaouais and Eastern Ontario for fifteen years.'
where email = 'broker@demo.local';

-- ---------------------------------------------------------------------------
-- Businesses. One row per listing; owners by e-mail, categories by French name, regions by slug.
create temporary table seed_entreprises (
  slug text, owner_email text, listed_by text, status text, confidential boolean, featured boolean,
  title_fr text, title_en text, category text, region text, province text, city text, business_name text,
  asking_price numeric, revenue numeric, cash_flow numeric, ebitda numeric, year_established int, employees int,
  real_estate text, rent numeric, inventory numeric, equipment numeric, sale_structure text,
  home_based boolean, relocatable boolean, franchise_resale boolean, seller_financing boolean,
  days_listed int, days_confirmed int,
  description_fr text, description_en text, reason_fr text, support_fr text
);

insert into seed_entreprises values
('depanneur-rentable-centre-ville-rimouski', 'vendeur@demo.local', 'owner', 'published', false, true,
 'Dépanneur rentable au centre-ville de Rimouski', 'Profitable convenience store in downtown Rimouski', 'Dépanneur', 'bas-saint-laurent', 'QC', 'Rimouski', 'Dépanneur du Fleuve',
 389000, 1450000, 142000, 118000, 1998, 6, 'leased', 3200, 95000, 60000, 'asset', false, false, false, true, 24, 3,
 'Dépanneur bien établi avec permis de loterie, agence SAQ et comptoir de café. Achalandage constant de 600 clients par jour, bail de 10 ans renouvelable.',
 'Well-established convenience store with lottery licence, liquor agency and coffee counter. Steady traffic of 600 customers a day, renewable 10-year lease.',
 'Retraite des propriétaires après 25 ans.', 'Six semaines de formation et présentation aux fournisseurs.'),
('boulangerie-patisserie-vieux-quebec', 'vendeur@demo.local', 'owner', 'published', false, true,
 'Boulangerie-pâtisserie artisanale dans le Vieux-Québec', 'Artisan bakery and pastry shop in Old Québec', 'Boulangerie-pâtisserie', 'capitale-nationale', 'QC', 'Québec', 'Boulangerie Saint-Jean',
 685000, 1180000, 238000, 205000, 2009, 14, 'owned_optional', null, 35000, 240000, 'asset_or_share', false, false, false, true, 12, 1,
 'Boulangerie au levain, viennoiseries et pâtisseries fines sur la rue Saint-Jean. Clientèle touristique et locale fidèle, four à sole neuf (2022) et laboratoire complet.',
 'Sourdough bakery with pastries on rue Saint-Jean. Loyal tourist and local clientele, new deck oven (2022) and full production kitchen.',
 'La propriétaire prépare sa relève.', 'Accompagnement de trois mois, recettes documentées.'),
('casse-croute-saisonnier-ile-d-orleans', 'vendeur@demo.local', 'owner', 'under_offer', false, false,
 'Casse-croûte saisonnier à l''île d''Orléans', 'Seasonal snack bar on Île d''Orléans', 'Casse-croûte', 'capitale-nationale', 'QC', 'Saint-Pierre-de-l''Île-d''Orléans', 'Casse-croûte chez Sophie',
 149000, 310000, 78000, 70000, 2004, 8, 'owned_included', null, 8000, 45000, 'asset', false, false, false, false, 60, 20,
 'Casse-croûte ouvert de mai à octobre avec terrasse de 40 places et vue sur le fleuve. Poutines, guédilles et crème glacée molle.',
 null, 'Concentration sur la boulangerie.', 'Une saison d''accompagnement.'),
('brouillon-traiteur-levis', 'vendeur@demo.local', 'owner', 'draft', false, false,
 'Traiteur événementiel à Lévis (brouillon)', null, 'Traiteur', 'chaudiere-appalaches', 'QC', 'Lévis', 'Traiteur Rive-Sud',
 null, 540000, 96000, 80000, 2012, 9, 'leased', 2500, 12000, 90000, 'asset', false, true, false, false, 0, 0,
 'Traiteur pour mariages et événements corporatifs; cuisine commerciale équipée. Annonce en préparation.',
 null, null, null),
('brouillon-cafe-limoilou', 'vendeur@demo.local', 'owner', 'draft', true, false,
 'Café de quartier dans Limoilou (brouillon)', null, 'Café', 'capitale-nationale', 'QC', 'Québec', 'Café Secret Limoilou',
 175000, 420000, 70000, 61000, 2016, 7, 'leased', 2900, 9000, 55000, 'asset', false, false, false, false, 0, 0,
 'Café torréfacteur avec clientèle de quartier. Annonce confidentielle en préparation.',
 null, null, null),
('restaurant-familial-saint-sauveur', 'courtier@demo.local', 'broker', 'published', false, true,
 'Restaurant familial de 120 places à Saint-Sauveur', 'Family restaurant with 120 seats in Saint-Sauveur', 'Restaurant', 'laurentides', 'QC', 'Saint-Sauveur', 'Resto Le Sommet',
 925000, 2350000, 310000, 265000, 1991, 32, 'owned_included', null, 40000, 180000, 'asset', false, false, false, true, 30, 5,
 'Restaurant familial ouvert 7 jours, bâtiment inclus avec stationnement de 50 places. Déjeuners très achalandés, salle de réception pour groupes.',
 'Family restaurant open 7 days, building included with 50 parking spaces. Very busy breakfasts, banquet room for groups.',
 'Retraite du propriétaire fondateur.', 'Transition de 8 semaines.'),
('pizzeria-livraison-laval', 'courtier@demo.local', 'broker', 'published', false, false,
 'Pizzeria avec livraison, forte présence en ligne', 'Pizzeria with delivery and strong online ordering', 'Pizzeria', 'laval', 'QC', 'Laval', 'Pizza Chomedey',
 465000, 1320000, 165000, 140000, 2011, 18, 'leased', 5400, 18000, 120000, 'asset', false, false, false, true, 45, 10,
 'Pizzeria de quartier avec 60 % des ventes en livraison et commandes en ligne. Four à convoyeur récent, recettes maison.',
 'Neighbourhood pizzeria with 60% of sales from delivery and online orders. Recent conveyor oven, house recipes.',
 'Le propriétaire déménage à l''étranger.', 'Quatre semaines de formation.'),
('microbrasserie-pub-sherbrooke', 'proprietaire@demo.local', 'owner', 'published', false, true,
 'Microbrasserie et pub au centre-ville de Sherbrooke', 'Craft brewery and pub in downtown Sherbrooke', 'Microbrasserie', 'estrie', 'QC', 'Sherbrooke', 'Brasserie des Cantons',
 1350000, 2100000, 395000, 340000, 2013, 24, 'owned_optional', null, 85000, 620000, 'share', false, false, false, true, 18, 2,
 'Brasserie artisanale de 15 hL avec pub de 140 places, distribution dans 120 épiceries et dépanneurs. Marque reconnue en Estrie.',
 'Craft brewery (15 hL system) with 140-seat pub, distributed in 120 grocery and convenience stores. Well-known brand in the Eastern Townships.',
 'Départ à la retraite.', 'Le maître brasseur reste six mois.'),
('fromagerie-artisanale-victoriaville', 'proprietaire@demo.local', 'owner', 'published', false, false,
 'Fromagerie artisanale avec boutique', 'Artisan cheese dairy with retail shop', 'Fromagerie', 'centre-du-quebec', 'QC', 'Victoriaville', 'Fromagerie des Bois-Francs',
 1150000, 1750000, 290000, 250000, 2002, 16, 'owned_included', null, 140000, 480000, 'asset_or_share', false, false, false, true, 75, 14,
 'Fromagerie primée produisant 12 fromages au lait de vache et de chèvre, boutique sur place et 90 points de vente au Québec.',
 null, 'Aucune relève familiale.', 'Transfert du savoir-faire sur un an.'),
('epicerie-fine-plateau', 'courtier@demo.local', 'broker', 'published', true, false,
 'Épicerie fine de quartier très achalandée', 'Busy neighbourhood fine-food grocery', 'Épicerie', 'montreal', 'QC', 'Montréal', 'Épicerie Mont-Royal',
 540000, 1900000, 175000, 150000, 2007, 12, 'leased', 7800, 160000, 70000, 'asset', false, false, false, false, 20, 4,
 'Épicerie fine avec comptoir de prêt-à-manger, produits locaux et importés. Emplacement confidentiel sur une artère commerciale du Plateau.',
 'Fine-food grocery with ready-to-eat counter, local and imported products. Confidential location on a Plateau commercial street.',
 'Raisons personnelles.', 'Formation de six semaines.'),
('boucherie-charcuterie-trois-rivieres', 'courtier@demo.local', 'broker', 'sold', false, false,
 'Boucherie-charcuterie établie depuis 40 ans', 'Butcher shop established 40 years ago', 'Boucherie', 'mauricie', 'QC', 'Trois-Rivières', 'Boucherie Laviolette',
 395000, 1250000, 125000, 108000, 1984, 9, 'owned_optional', null, 45000, 95000, 'asset', false, false, false, true, 160, 40,
 'Boucherie réputée pour ses saucisses et charcuteries maison, clientèle fidèle et contrats avec des restaurants.',
 null, 'Retraite.', 'Deux mois d''accompagnement.'),
('cremerie-bord-de-l-eau-magog', 'proprietaire@demo.local', 'owner', 'published', false, false,
 'Crèmerie au bord du lac Memphrémagog', 'Ice cream parlour by Lake Memphremagog', 'Crèmerie', 'estrie', 'QC', 'Magog', 'Crèmerie du Lac',
 259000, 480000, 98000, 90000, 2010, 12, 'leased', 2100, 10000, 70000, 'asset', false, false, false, false, 40, 7,
 'Crèmerie saisonnière sur la promenade, crème glacée maison et sorbets, très forte affluence estivale.',
 'Seasonal ice cream parlour on the boardwalk, homemade ice cream and sorbets, very busy summers.',
 'Nouveau projet professionnel.', 'Formation sur les recettes.'),
('camion-de-cuisine-de-rue-montreal', 'vendeur@demo.local', 'owner', 'published', false, false,
 'Camion de cuisine de rue clé en main', 'Turnkey food truck', 'Camion de cuisine de rue', 'montreal', 'QC', 'Montréal', 'La Roulotte Gourmande',
 89000, 260000, 62000, 58000, 2018, 4, 'none', null, 3000, 70000, 'asset', false, true, false, false, 15, 15,
 'Camion de cuisine de rue aménagé en 2021, permis d''événements et contrats de festivals récurrents.',
 null, 'Déménagement.', 'Deux semaines.'),
('bar-pub-gaspe', 'broker@demo.local', 'broker', 'published', false, false,
 'Bar-pub avec spectacles à Gaspé', 'Pub with live music in Gaspé', 'Bar et pub', 'gaspesie-iles-de-la-madeleine', 'QC', 'Gaspé', 'Pub Le Phare',
 420000, 890000, 140000, 118000, 2005, 11, 'owned_included', null, 25000, 85000, 'asset', false, false, false, true, 90, 30,
 'Pub de 150 places avec scène, permis d''alcool et cuisine de pub. Bâtiment rénové en 2019.',
 '150-seat pub with stage, liquor licence and pub kitchen. Building renovated in 2019.',
 'Retraite.', 'Accompagnement d''un mois.'),
('quincaillerie-affiliee-alma', 'courtier@demo.local', 'broker', 'published', false, false,
 'Quincaillerie affiliée avec centre de rénovation', 'Affiliated hardware store with renovation centre', 'Quincaillerie', 'saguenay-lac-saint-jean', 'QC', 'Alma', 'Quincaillerie Alma',
 1650000, 5200000, 420000, 365000, 1979, 28, 'owned_included', null, 950000, 210000, 'share', false, false, false, true, 50, 9,
 'Quincaillerie affiliée à une bannière nationale avec cour à bois, 25 000 pi² de surface de vente et service de livraison.',
 'Hardware store under a national banner with lumber yard, 25,000 sq ft of retail space and delivery service.',
 'Retraite des actionnaires.', 'Six mois de transition.'),
('boutique-velos-mont-tremblant', 'courtier@demo.local', 'broker', 'published', false, false,
 'Boutique de vélos et atelier de réparation à Mont-Tremblant', 'Bike shop and repair workshop in Mont-Tremblant', 'Boutique de vélos', 'laurentides', 'QC', 'Mont-Tremblant', 'Vélo Tremblant',
 310000, 980000, 115000, 98000, 2012, 7, 'leased', 4200, 210000, 40000, 'asset', false, false, false, true, 35, 6,
 'Vente, location et réparation de vélos de route et de montagne; location de skis de fond l''hiver.',
 'Sales, rentals and repairs of road and mountain bikes; cross-country ski rentals in winter.',
 'Réorientation de carrière.', 'Formation de trois semaines.'),
('fleuriste-centre-commercial-laval', 'vendeur@demo.local', 'owner', 'archived', false, false,
 'Fleuriste en centre commercial', null, 'Fleuriste', 'laval', 'QC', 'Laval', 'Fleurs Carré Laval',
 95000, 350000, 55000, 48000, 2014, 4, 'leased', 3800, 6000, 15000, 'asset', false, false, false, false, 200, 120,
 'Annonce retirée par la propriétaire.', null, null, null),
('pharmacie-affiliee-rouyn-noranda', 'broker@demo.local', 'broker', 'published', true, false,
 'Pharmacie affiliée à une bannière en Abitibi', 'Bannered pharmacy in Abitibi', 'Pharmacie', 'abitibi', 'QC', 'Rouyn-Noranda', 'Pharmacie du Cuivre',
 null, 6800000, 710000, 640000, 1996, 35, 'leased', 14000, 1200000, 300000, 'share', false, false, true, false, 28, 3,
 'Pharmacie communautaire avec clinique de soins, volume élevé d''ordonnances. Vente d''actions réservée aux pharmaciens. Prix sur demande après entente de confidentialité.',
 'Community pharmacy with care clinic and high prescription volume. Share sale to pharmacists only. Price on request after an NDA.',
 'Retraite du pharmacien-propriétaire.', 'Transition selon entente.'),
('librairie-independante-sherbrooke', 'proprietaire@demo.local', 'owner', 'published', false, false,
 'Librairie indépendante avec café', 'Independent bookstore with café', 'Librairie', 'estrie', 'QC', 'Sherbrooke', 'Librairie Wellington',
 185000, 760000, 68000, 55000, 1988, 6, 'leased', 3900, 230000, 25000, 'asset', false, false, false, true, 110, 21,
 'Librairie agréée avec section jeunesse, café-lecture et programme d''événements d''auteurs.',
 'Accredited bookstore with children''s section, reading café and author events.',
 'Retraite.', 'Accompagnement de deux mois.'),
('animalerie-toilettage-gatineau', 'broker@demo.local', 'broker', 'published', false, false,
 'Animalerie avec salon de toilettage', 'Pet store with grooming salon', 'Animalerie', 'outaouais', 'QC', 'Gatineau', 'Animo Gatineau',
 365000, 1100000, 120000, 104000, 2015, 8, 'leased', 4600, 140000, 30000, 'asset', false, false, false, true, 22, 2,
 'Animalerie spécialisée en nourriture haut de gamme avec salon de toilettage très achalandé.',
 'Pet store specialised in premium food with a very busy grooming salon.',
 'Le propriétaire se consacre à un autre commerce.', 'Formation d''un mois.'),
('boutique-en-ligne-articles-plein-air', 'vendeur@demo.local', 'owner', 'published', false, false,
 'Boutique en ligne d''articles de plein air', 'Online store for outdoor gear', 'Boutique en ligne', 'capitale-nationale', 'QC', 'Québec', 'Nordik Aventure',
 275000, 890000, 105000, 98000, 2017, 3, 'none', null, 120000, 5000, 'asset', true, true, false, true, 8, 1,
 'Boutique Shopify de produits de randonnée et de camping, 14 000 clients, marque privée et entrepôt externalisé.',
 'Shopify store for hiking and camping products, 14,000 customers, private label and outsourced fulfilment.',
 'Nouveau projet.', 'Transfert des comptes et 60 jours de soutien.'),
('station-service-depanneur-autoroute-20', 'courtier@demo.local', 'broker', 'published', false, false,
 'Station-service avec dépanneur sur l''autoroute 20', 'Gas station with convenience store on Highway 20', 'Station-service', 'chaudiere-appalaches', 'QC', 'Saint-Apollinaire', 'Relais 20',
 2450000, 7400000, 520000, 455000, 2001, 15, 'owned_included', null, 180000, 650000, 'asset', false, false, false, true, 65, 12,
 'Station-service de bannière majeure avec dépanneur, lave-auto et restaurant-minute sur un terrain de 80 000 pi².',
 'Major-brand gas station with convenience store, car wash and quick-service restaurant on an 80,000 sq ft lot.',
 'Retraite.', 'Transition de trois mois.'),
('depanneur-biere-vin-drummondville', 'proprietaire@demo.local', 'owner', 'published', false, false,
 'Dépanneur avec vaste sélection de bières de microbrasseries', 'Convenience store with a large craft beer selection', 'Dépanneur', 'centre-du-quebec', 'QC', 'Drummondville', 'Dépanneur Le Houblon',
 295000, 1600000, 112000, 96000, 2008, 7, 'leased', 2800, 140000, 35000, 'asset', false, false, false, true, 55, 8,
 'Dépanneur reconnu pour ses 600 bières de microbrasseries québécoises, permis SAQ, loterie et comptoir de mets préparés.',
 null, 'Retraite.', 'Formation de quatre semaines.'),
('cabinet-comptable-longueuil', 'courtier@demo.local', 'broker', 'published', true, false,
 'Cabinet comptable de 450 clients sur la Rive-Sud', 'Accounting firm with 450 clients on the South Shore', 'Cabinet comptable', 'monteregie', 'QC', 'Longueuil', 'Comptables Rive-Sud',
 780000, 1050000, 340000, 300000, 1993, 9, 'leased', 3500, null, 15000, 'asset', false, false, false, true, 14, 2,
 'Clientèle récurrente de PME et de particuliers, tenue de livres, états financiers et fiscalité. Forte saison d''impôts.',
 'Recurring small-business and individual clients: bookkeeping, financial statements and tax. Strong tax season.',
 'Retraite du CPA associé.', 'Transition de 12 mois pour la clientèle.'),
('agence-marketing-numerique-montreal', 'courtier@demo.local', 'broker', 'published', false, false,
 'Agence de marketing numérique avec contrats récurrents', 'Digital marketing agency with recurring contracts', 'Agence de marketing', 'montreal', 'QC', 'Montréal', 'Pixel Nord',
 1200000, 2300000, 410000, 380000, 2014, 17, 'leased', 6500, null, 40000, 'share', false, true, false, true, 33, 6,
 'SEO, publicité payante et contenu pour 40 clients sous contrat annuel; 70 % des revenus récurrents.',
 'SEO, paid advertising and content for 40 clients on annual contracts; 70% recurring revenue.',
 'Les fondateurs lancent une autre entreprise.', 'Six mois de transition.'),
('firme-genie-conseil-quebec', 'broker@demo.local', 'broker', 'published', true, false,
 'Firme de génie-conseil en structure et bâtiment', 'Structural and building engineering firm', 'Firme de génie-conseil', 'capitale-nationale', 'QC', 'Québec', 'Structura Génie',
 null, 3900000, 690000, 610000, 1999, 26, 'leased', 9500, null, 90000, 'share', false, false, false, true, 70, 10,
 'Firme de génie de 26 employés spécialisée en structure, mécanique et électricité du bâtiment; carnet de commandes de 18 mois.',
 null, 'Planification de la relève.', 'Selon entente.'),
('entreprise-deneigement-terrebonne', 'courtier@demo.local', 'broker', 'published', false, false,
 'Entreprise de déneigement avec 900 contrats résidentiels', 'Snow removal company with 900 residential contracts', 'Entreprise de déneigement', 'lanaudiere', 'QC', 'Terrebonne', 'Déneigement Moulins',
 1090000, 1400000, 360000, 300000, 2003, 22, 'owned_optional', null, 30000, 850000, 'asset', false, false, false, true, 27, 3,
 'Déneigement résidentiel et commercial, 900 contrats saisonniers, flotte de 14 tracteurs et 6 camions. Snow removal routes with high renewal rate.',
 'Residential and commercial snow removal: 900 seasonal contracts, a fleet of 14 tractors and 6 trucks, high renewal rate.',
 'Retraite.', 'Une saison complète d''accompagnement.'),
('amenagement-paysager-blainville', 'courtier@demo.local', 'broker', 'published', false, false,
 'Entreprise d''aménagement paysager et d''entretien', 'Landscaping and lawn maintenance company', 'Aménagement paysager', 'laurentides', 'QC', 'Blainville', 'Paysages Boréal',
 640000, 1500000, 215000, 185000, 2008, 20, 'leased', 3200, 40000, 380000, 'asset', false, false, false, true, 19, 4,
 'Aménagement paysager résidentiel haut de gamme et entretien de pelouses pour 350 clients.',
 'High-end residential landscaping and lawn care for 350 clients.',
 'Le propriétaire se réoriente.', 'Deux mois.'),
('entreprise-electricite-saguenay', 'broker@demo.local', 'broker', 'published', false, false,
 'Entrepreneur électricien commercial et résidentiel', 'Commercial and residential electrical contractor', 'Entreprise d''électricité', 'saguenay-lac-saint-jean', 'QC', 'Saguenay', 'Électro-Saguenay',
 890000, 3100000, 320000, 275000, 1997, 19, 'owned_optional', null, 110000, 260000, 'share', false, false, false, true, 42, 11,
 'Licence RBQ, 19 employés dont 12 compagnons, clientèle commerciale et institutionnelle récurrente.',
 'RBQ licence, 19 employees including 12 journeymen, recurring commercial and institutional clients.',
 'Retraite.', 'Accompagnement de six mois.'),
('plomberie-chauffage-laval', 'courtier@demo.local', 'broker', 'under_offer', false, false,
 'Entreprise de plomberie et chauffage', 'Plumbing and heating company', 'Plomberie et chauffage', 'laval', 'QC', 'Laval', 'Plomberie Laval-Ouest',
 720000, 2200000, 245000, 210000, 2000, 14, 'leased', 2600, 90000, 190000, 'share', false, false, false, true, 80, 12,
 'Service résidentiel 24/7, contrats d''entretien de chaudières et de thermopompes (HVAC), 8 camions équipés.',
 '24/7 residential service, maintenance contracts for boilers and heat pumps (HVAC), 8 equipped trucks.',
 'Retraite.', 'Transition de quatre mois.'),
('excavation-rimouski', 'broker@demo.local', 'broker', 'published', false, false,
 'Entreprise d''excavation et de terrassement', 'Excavation and earthworks company', 'Excavation', 'bas-saint-laurent', 'QC', 'Rimouski', 'Excavation Neigette',
 1850000, 2900000, 510000, 450000, 1986, 13, 'owned_included', null, 15000, 1600000, 'asset_or_share', false, false, false, true, 100, 25,
 'Excavation, drainage et installations septiques; parc de 9 pelles et 5 camions, garage inclus.',
 null, 'Retraite.', 'Six mois.'),
('entretien-menager-commercial-quebec', 'vendeur@demo.local', 'owner', 'published', true, false,
 'Entretien ménager commercial avec contrats à long terme', 'Commercial cleaning company with long-term contracts', 'Entretien ménager commercial', 'capitale-nationale', 'QC', 'Québec', 'Net-Pro Québec',
 560000, 1750000, 190000, 170000, 2006, 45, 'none', null, 15000, 60000, 'share', true, false, false, true, 26, 5,
 'Contrats d''entretien de bureaux, cliniques et écoles; 45 employés à temps partiel, revenus récurrents.',
 'Office, clinic and school cleaning contracts; 45 part-time employees, recurring revenue.',
 'Nouveau projet.', 'Trois mois.'),
('entreprise-camionnage-drummondville', 'courtier@demo.local', 'broker', 'published', false, false,
 'Entreprise de camionnage général', 'General trucking company', 'Entreprise de camionnage', 'centre-du-quebec', 'QC', 'Drummondville', 'Transport Saint-François',
 2100000, 6200000, 640000, 560000, 1989, 38, 'owned_included', null, null, 2400000, 'share', false, false, false, true, 58, 9,
 'Transport de marchandises Québec-Ontario, 22 tracteurs et 40 remorques, contrats avec des manufacturiers.',
 'Freight between Quebec and Ontario: 22 tractors and 40 trailers, contracts with manufacturers.',
 'Retraite.', 'Selon entente.'),
('demenagement-montreal', 'courtier@demo.local', 'broker', 'published', false, false,
 'Compagnie de déménagement résidentiel et commercial', 'Residential and commercial moving company', 'Déménagement', 'montreal', 'QC', 'Montréal', 'Déménagement Métropole',
 480000, 1600000, 170000, 145000, 2010, 25, 'leased', 4800, null, 350000, 'asset', false, false, false, true, 37, 6,
 'Flotte de 8 camions, excellentes évaluations en ligne, forte saison du 1er juillet.',
 'Fleet of 8 trucks, excellent online reviews, a strong July 1st season.',
 'Le propriétaire déménage en Colombie-Britannique.', 'Deux mois.'),
('ecole-de-conduite-sherbrooke', 'proprietaire@demo.local', 'owner', 'published', false, false,
 'École de conduite reconnue', 'Accredited driving school', 'École de conduite', 'estrie', 'QC', 'Sherbrooke', 'Conduite Estrie',
 210000, 640000, 92000, 82000, 1995, 10, 'leased', 2200, null, 120000, 'asset', false, false, false, true, 48, 8,
 'École de conduite accréditée (automobile et moto), 1 100 élèves par année.', null, 'Retraite.', 'Deux mois.'),
('clinique-dentaire-gatineau', 'broker@demo.local', 'broker', 'published', true, false,
 'Clinique dentaire de 5 fauteuils', 'Five-chair dental clinic', 'Clinique dentaire', 'outaouais', 'QC', 'Gatineau', 'Clinique dentaire du Plateau',
 1450000, 2400000, 560000, 500000, 2004, 14, 'leased', 6200, 30000, 450000, 'share', false, false, false, true, 16, 2,
 'Clinique moderne avec 3 800 patients actifs, radiographie panoramique et équipements numériques.',
 'Modern clinic with 3,800 active patients, panoramic X-ray and digital equipment.',
 'Retraite du dentiste.', 'Transition d''un an.'),
('clinique-physiotherapie-levis', 'vendeur@demo.local', 'owner', 'published', false, false,
 'Clinique de physiothérapie multidisciplinaire', 'Multidisciplinary physiotherapy clinic', 'Clinique de physiothérapie', 'chaudiere-appalaches', 'QC', 'Lévis', 'Physio Lévis',
 395000, 980000, 150000, 130000, 2012, 11, 'leased', 3700, null, 80000, 'asset', false, false, false, true, 33, 7,
 'Physiothérapie, ergothérapie et massothérapie; ententes avec la CNESST et la SAAQ.', null, 'Nouveau projet.', 'Trois mois.'),
('centre-conditionnement-physique-laval', 'courtier@demo.local', 'broker', 'published', false, false,
 'Centre de conditionnement physique de 12 000 pi²', '12,000 sq ft fitness centre', 'Centre de conditionnement physique', 'laval', 'QC', 'Laval', 'Gym Boréal',
 520000, 1150000, 165000, 140000, 2015, 21, 'leased', 9800, null, 400000, 'asset', false, false, false, true, 29, 4,
 '1 800 membres, salles de cours de groupe et de musculation, équipements renouvelés en 2023.',
 '1,800 members, group class and weight rooms, equipment renewed in 2023.',
 'Le propriétaire ouvre un autre centre.', 'Un mois.'),
('spa-nordique-charlevoix', 'broker@demo.local', 'broker', 'published', false, true,
 'Spa nordique avec hébergement dans Charlevoix', 'Nordic spa with lodging in Charlevoix', 'Spa', 'capitale-nationale', 'QC', 'Baie-Saint-Paul', 'Spa Mont-du-Lac',
 3950000, 2700000, 720000, 640000, 2011, 40, 'owned_included', null, 25000, 900000, 'asset_or_share', false, false, false, true, 11, 1,
 'Bains nordiques, soins et 8 chalets sur un domaine boisé de 40 acres avec vue sur le fleuve.',
 'Nordic baths, treatments and 8 chalets on a 40-acre wooded estate overlooking the river.',
 'Les propriétaires se retirent.', 'Six mois.'),
('residence-pour-aines-victoriaville', 'courtier@demo.local', 'broker', 'published', false, false,
 'Résidence privée pour aînés de 48 unités', 'Private seniors'' residence with 48 units', 'Résidence pour aînés', 'centre-du-quebec', 'QC', 'Victoriaville', 'Résidence Les Érables',
 5200000, 2100000, 640000, 590000, 2006, 30, 'owned_included', null, null, 300000, 'asset', false, false, false, true, 85, 15,
 'Résidence certifiée de 48 unités, taux d''occupation de 97 %, immeuble bien entretenu.',
 'Certified 48-unit residence, 97% occupancy, well-maintained building.',
 'Retraite.', 'Selon entente.'),
('developpement-logiciels-saas-quebec', 'broker@demo.local', 'broker', 'published', false, false,
 'Éditeur de logiciel SaaS pour les cliniques', 'SaaS software company serving clinics', 'Développement de logiciels', 'capitale-nationale', 'QC', 'Québec', 'CliniSoft',
 2900000, 1600000, 720000, 690000, 2016, 12, 'none', null, null, 20000, 'share', true, true, false, false, 9, 1,
 'Logiciel de prise de rendez-vous et de dossiers pour 320 cliniques, revenus récurrents mensuels de 130 000 $.',
 'Scheduling and records software for 320 clinics, monthly recurring revenue of $130,000.',
 'Les fondateurs cherchent un acquéreur stratégique.', 'Douze mois.'),
('services-informatiques-trois-rivieres', 'proprietaire@demo.local', 'owner', 'published', false, false,
 'Services informatiques gérés pour PME', 'Managed IT services for small businesses', 'Services informatiques', 'mauricie', 'QC', 'Trois-Rivières', 'InfoMauricie',
 640000, 1300000, 230000, 205000, 2009, 9, 'leased', 2400, 25000, 30000, 'share', false, true, false, true, 44, 10,
 'Soutien informatique, cybersécurité et infonuagique pour 85 PME sous contrat mensuel.',
 'IT support, cybersecurity and cloud services for 85 small businesses on monthly contracts.',
 'Retraite.', 'Six mois.'),
('hotel-boutique-gaspe', 'broker@demo.local', 'broker', 'published', false, false,
 'Hôtel-boutique de 22 chambres face à la baie', '22-room boutique hotel facing the bay', 'Hôtel', 'gaspesie-iles-de-la-madeleine', 'QC', 'Percé', 'Hôtel du Rocher',
 2750000, 1450000, 420000, 380000, 1962, 24, 'owned_included', null, 20000, 250000, 'asset', false, false, false, true, 120, 30,
 'Hôtel saisonnier rénové avec restaurant de 60 places et vue sur le rocher Percé.',
 'Renovated seasonal hotel with a 60-seat restaurant and a view of Percé Rock.',
 'Retraite.', 'Une saison.'),
('camping-bord-de-riviere-lanaudiere', 'courtier@demo.local', 'broker', 'published', false, false,
 'Camping de 180 sites au bord de la rivière', '180-site riverside campground', 'Camping', 'lanaudiere', 'QC', 'Saint-Côme', 'Camping La Rivière',
 1750000, 780000, 260000, 235000, 1978, 10, 'owned_included', null, 15000, 200000, 'asset', false, false, false, true, 95, 20,
 'Camping familial avec piscine, dépanneur et 140 saisonniers fidèles.',
 null, 'Retraite.', 'Une saison.'),
('erabliere-5000-entailles-beauce', 'proprietaire@demo.local', 'owner', 'published', false, false,
 'Érablière de 5 000 entailles avec cabane à sucre', 'Sugar bush with 5,000 taps and sugar shack', 'Érablière', 'chaudiere-appalaches', 'QC', 'Saint-Georges', 'Érablière Chaudière',
 895000, 260000, 110000, 98000, 1970, 3, 'owned_included', null, 20000, 180000, 'asset', false, false, false, true, 130, 30,
 'Érablière de 5 000 entailles avec contingent, évaporateur à l''huile et salle de réception de 120 places.',
 '5,000-tap sugar bush with quota, oil-fired evaporator and a 120-seat reception hall.',
 'Retraite.', 'Une saison des sucres.'),
('garage-mecanique-sept-iles', 'broker@demo.local', 'broker', 'published', false, false,
 'Garage de mécanique générale avec 6 baies', 'General auto repair shop with 6 bays', 'Garage de mécanique', 'cote-nord', 'QC', 'Sept-Îles', 'Garage Côte-Nord',
 690000, 1400000, 205000, 180000, 1992, 8, 'owned_included', null, 60000, 220000, 'asset', false, false, false, true, 66, 12,
 'Mécanique générale, pneus et inspection SAAQ; terrain de 30 000 pi² et bâtiment inclus.',
 null, 'Retraite.', 'Trois mois.'),
('salon-coiffure-repentigny', 'vendeur@demo.local', 'owner', 'published', false, false,
 'Salon de coiffure de 8 chaises', 'Eight-chair hair salon', 'Salon de coiffure', 'lanaudiere', 'QC', 'Repentigny', 'Studio Mèches',
 125000, 420000, 72000, 64000, 2011, 9, 'leased', 2300, 15000, 45000, 'asset', false, false, false, true, 39, 6,
 'Salon bien situé avec clientèle fidèle et coiffeuses en location de chaise.', null, 'Déménagement.', 'Un mois.'),
('garderie-privee-laval', 'courtier@demo.local', 'broker', 'sold', false, false,
 'Garderie privée subventionnée de 80 places', 'Subsidised private daycare with 80 spaces', 'Garderie', 'laval', 'QC', 'Laval', 'Garderie Les Petits Pas',
 1600000, 1400000, 330000, 300000, 2008, 18, 'owned_included', null, null, 80000, 'share', false, false, false, true, 210, 60,
 'Garderie subventionnée, permis de 80 places, immeuble inclus.', null, 'Retraite.', 'Transition encadrée.'),
('imprimerie-commerciale-ottawa', 'broker@demo.local', 'broker', 'published', false, false,
 'Imprimerie commerciale à Ottawa', 'Commercial printing company in Ottawa', 'Imprimerie', null, 'ON', 'Ottawa', 'Capital Print',
 980000, 2600000, 310000, 270000, 1985, 16, 'leased', 7200, 70000, 900000, 'share', false, true, false, true, 52, 9,
 'Impression numérique et offset grand format pour clients gouvernementaux et corporatifs.',
 'Digital and large-format offset printing for government and corporate clients. Bilingual team.',
 'Retraite.', 'Six mois.'),
('atelier-usinage-moncton', 'broker@demo.local', 'broker', 'published', false, false,
 'Atelier d''usinage CNC au Nouveau-Brunswick', 'CNC machine shop in New Brunswick', 'Atelier d''usinage', null, 'NB', 'Moncton', 'Précision Moncton',
 1300000, 2400000, 380000, 340000, 1994, 15, 'owned_optional', null, 60000, 1400000, 'asset_or_share', false, false, false, true, 77, 14,
 'Usinage CNC de précision pour les secteurs minier et aérospatial, 10 centres d''usinage.',
 'Precision CNC machining for mining and aerospace, 10 machining centres.',
 'Retraite.', 'Six mois.');

insert into public.entreprises (
  slug, owner_id, listed_by, status, confidential, featured, title_fr, title_en, description_fr, description_en, category_id,
  province_id, region_id, city, business_name, asking_price, price_on_request, gross_revenue, cash_flow, ebitda,
  year_established, employees, real_estate, rent_monthly, inventory_value, equipment_value, sale_structure, home_based,
  relocatable, franchise_resale, seller_financing, reason_for_selling_fr, support_training_fr,
  created_at, published_at, last_confirmed_at
)
select s.slug, p.id, s.listed_by::public.listing_lister, s.status::public.listing_status, s.confidential, s.featured,
       s.title_fr, s.title_en, s.description_fr, s.description_en, c.id,
       pr.id, r.id, s.city, s.business_name, s.asking_price, s.asking_price is null and s.status <> 'draft', s.revenue, s.cash_flow, s.ebitda,
       s.year_established, s.employees, s.real_estate::public.real_estate_option, s.rent, s.inventory, s.equipment,
       s.sale_structure::public.sale_structure, s.home_based, s.relocatable, s.franchise_resale, s.seller_financing,
       s.reason_fr, s.support_fr,
       now() - make_interval(days => s.days_listed + 3),
       case when s.status = 'draft' then null else now() - make_interval(days => s.days_listed) end,
       now() - make_interval(days => least(s.days_confirmed, s.days_listed))
from seed_entreprises s
join public.profiles p on p.email = s.owner_email
join public.entreprise_categories c on c.name_fr = s.category
join public.provinces pr on pr.code = s.province
left join public.regions r on r.slug = s.region
on conflict (slug) do nothing;

drop table seed_entreprises;

-- ---------------------------------------------------------------------------
-- Commercial real estate.
insert into public.immobilier (
  slug, owner_id, listed_by, status, title_fr, title_en, description_fr, description_en, property_type, transaction_type,
  price, lease_rate, lease_rate_unit, price_on_request, area_sqft, lot_area_sqft, year_built, zoning, address, postal_code, city,
  province_id, region_id, created_at, published_at, last_confirmed_at
)
select s.slug, p.id, s.listed_by::public.listing_lister, s.status::public.listing_status, s.title_fr, s.title_en, s.description_fr, s.description_en,
       s.property_type::public.property_type, s.transaction_type::public.property_transaction, s.price, s.lease_rate,
       s.lease_rate_unit::public.lease_rate_unit, s.price is null and s.lease_rate is null, s.area, s.lot, s.year_built, s.zoning,
       s.address, s.postal_code, s.city, 1, r.id,
       now() - make_interval(days => s.days + 2), case when s.status = 'draft' then null else now() - make_interval(days => s.days) end,
       now() - make_interval(days => least(s.days, 10))
from (values
  ('immeuble-commercial-rue-king-sherbrooke', 'proprietaire@demo.local', 'owner', 'published', 'Immeuble commercial sur la rue King Ouest', 'Commercial building on King Street West',
   'Immeuble de deux étages avec trois locaux commerciaux loués et deux bureaux à l''étage. Revenus bruts de 96 000 $.', 'Two-storey building with three leased retail units and two offices upstairs. Gross income of $96,000.',
   'mixed_use', 'sale', 1190000, null, null, 7800, 9500, 1958, 'C-2', '1220, rue King Ouest', 'J1H 1S2', 'Sherbrooke', 'estrie', 21),
  ('entrepot-industriel-boisbriand', 'courtier@demo.local', 'broker', 'published', 'Entrepôt industriel de 42 000 pi² avec quais', '42,000 sq ft industrial warehouse with loading docks',
   'Bâtiment industriel avec 6 quais de chargement, hauteur libre de 28 pieds et bureaux climatisés, près de l''autoroute 15.', 'Industrial building with 6 loading docks, 28-foot clear height and air-conditioned offices near Highway 15.',
   'industrial', 'sale', 8900000, null, null, 42000, 110000, 2004, 'I-1', '3900, boulevard de la Grande-Allée', 'J7H 1H5', 'Boisbriand', 'laurentides', 35),
  ('local-commercial-a-louer-plateau', 'courtier@demo.local', 'broker', 'published', 'Local commercial à louer sur l''avenue du Mont-Royal', 'Retail space for lease on Mont-Royal Avenue',
   'Local de 1 600 pi² au rez-de-chaussée avec vitrine de 24 pieds, idéal pour café ou boutique.', '1,600 sq ft ground-floor unit with a 24-foot storefront, ideal for a café or shop.',
   'retail', 'lease', null, 42, 'per_sqft_year', 1600, null, 1925, 'C-3', '1455, avenue du Mont-Royal Est', 'H2J 1Y9', 'Montréal', 'montreal', 6),
  ('bureaux-a-louer-gatineau', 'broker@demo.local', 'broker', 'published', 'Bureaux à louer au centre-ville de Gatineau', 'Office space for lease in downtown Gatineau',
   'Plateau de bureaux rénové de 5 200 pi², 20 stationnements, à distance de marche des ministères fédéraux.', 'Renovated 5,200 sq ft office floor, 20 parking spaces, walking distance to federal buildings.',
   'office', 'lease', null, 11500, 'per_month', 5200, null, 1989, 'C-1', '25, rue Laurier', 'J8X 4C8', 'Gatineau', 'outaouais', 14),
  ('multilogement-12-unites-trois-rivieres', 'proprietaire@demo.local', 'owner', 'published', 'Immeuble de 12 logements à Trois-Rivières', '12-unit apartment building in Trois-Rivières',
   'Douze logements 4½ entièrement loués, toiture refaite en 2021, revenus bruts de 118 000 $.', 'Twelve fully rented two-bedroom units, roof redone in 2021, gross income of $118,000.',
   'multi_residential', 'sale', 1650000, null, null, 11200, 14000, 1975, 'R-4', '680, rue Saint-Maurice', 'G9A 3P5', 'Trois-Rivières', 'mauricie', 48),
  ('terrain-commercial-levis', 'vendeur@demo.local', 'owner', 'published', 'Terrain commercial de 65 000 pi² à Lévis', '65,000 sq ft commercial lot in Lévis',
   'Terrain desservi en bordure du boulevard Guillaume-Couture, zonage commercial, grande visibilité.', 'Serviced lot on Guillaume-Couture Boulevard, commercial zoning, high visibility.',
   'land', 'sale', 2200000, null, null, null, 65000, null, 'C-5', 'Boulevard Guillaume-Couture', 'G6W 0M6', 'Lévis', 'chaudiere-appalaches', 62),
  ('auberge-9-chambres-tadoussac', 'broker@demo.local', 'broker', 'published', 'Auberge de 9 chambres à Tadoussac', '9-room inn in Tadoussac',
   'Auberge centenaire rénovée avec salle à manger, à deux pas du quai des croisières aux baleines.', 'Renovated century-old inn with dining room, steps from the whale-watching wharf.',
   'hospitality', 'sale', 1390000, null, null, 6400, 18000, 1912, 'Récréotouristique', '165, rue du Bord-de-l''Eau', 'G0T 2A0', 'Tadoussac', 'cote-nord', 90),
  ('local-industriel-a-louer-quebec', 'vendeur@demo.local', 'owner', 'under_offer', 'Local industriel à louer dans le parc Colbert', 'Industrial unit for lease in Colbert park',
   'Local de 8 000 pi² avec porte de garage et mezzanine, dans le parc industriel Colbert.', null,
   'industrial', 'lease', null, 14.5, 'per_sqft_year', 8000, null, 1998, 'I-2', '2300, rue Lavoisier', 'G1N 4B1', 'Québec', 'capitale-nationale', 30),
  ('immeuble-mixte-rimouski', 'broker@demo.local', 'broker', 'published', 'Immeuble mixte commerces et logements à Rimouski', 'Mixed-use building in Rimouski',
   'Deux commerces au rez-de-chaussée et quatre logements à l''étage, au centre-ville.', null,
   'mixed_use', 'sale', 865000, null, null, 6900, 7200, 1948, 'C-2', '112, rue Saint-Germain Est', 'G5L 1A8', 'Rimouski', 'bas-saint-laurent', 25),
  ('brouillon-bureau-longueuil', 'vendeur@demo.local', 'owner', 'draft', 'Bureau à vendre à Longueuil (brouillon)', null,
   'Condo commercial de bureau, annonce en préparation.', null,
   'office', 'sale', 410000, null, null, 1800, null, 2010, 'C-1', '1111, rue Saint-Charles Ouest', 'J4K 5G4', 'Longueuil', 'monteregie', 0)
) as s (slug, owner_email, listed_by, status, title_fr, title_en, description_fr, description_en, property_type, transaction_type,
        price, lease_rate, lease_rate_unit, area, lot, year_built, zoning, address, postal_code, city, region, days)
join public.profiles p on p.email = s.owner_email
left join public.regions r on r.slug = s.region
on conflict (slug) do nothing;

-- ---------------------------------------------------------------------------
-- Franchise categories and franchises (entered by the admin).
insert into public.franchise_categories (name_fr, name_en) values
  ('Restauration rapide', 'Quick-service restaurants'),
  ('Cafés et boulangeries', 'Coffee shops and bakeries'),
  ('Services à domicile', 'Home services'),
  ('Santé et mise en forme', 'Health and fitness'),
  ('Éducation et tutorat', 'Education and tutoring'),
  ('Commerce de détail', 'Retail'),
  ('Services automobiles', 'Automotive services'),
  ('Services aux entreprises', 'Business services')
on conflict do nothing;

insert into public.franchises (
  owner_id, status, featured, name, category_id, description_fr, description_en, investment_min, investment_max, franchise_fee,
  royalty_percent, advertising_fee_percent, units_count, year_founded, training_support_fr, training_support_en,
  headquarters_city, website, published_at
)
select p.id, s.status::public.publication_status, s.featured, s.name, c.id, s.description_fr, s.description_en, s.inv_min, s.inv_max,
       s.fee, s.royalty, s.ad_fee, s.units, s.founded, s.training_fr, s.training_en, s.hq, s.website,
       case when s.status = 'published' then now() - interval '20 days' end
from (values
  ('Poutinerie Express', 'Restauration rapide', 'published', true, 'Concept de poutines et burgers en comptoir rapide, 45 restaurants au Québec.', 'Quick-service poutine and burger concept, 45 restaurants in Quebec.',
   350000, 550000, 35000, 5.0, 2.0, 45, 2008, 'Formation de 6 semaines et soutien à l''ouverture.', 'Six weeks of training and opening support.', 'Laval', 'https://example.com/poutinerie-express'),
  ('Café Boréal', 'Cafés et boulangeries', 'published', true, 'Cafés torréfacteurs avec viennoiseries cuites sur place.', 'Roaster cafés with pastries baked on site.',
   280000, 420000, 30000, 6.0, 2.0, 28, 2012, 'Formation de barista et de gestion.', 'Barista and management training.', 'Québec', 'https://example.com/cafe-boreal'),
  ('Pro-Entretien Maison', 'Services à domicile', 'published', false, 'Entretien ménager résidentiel à domicile, territoires protégés.', 'Residential cleaning, protected territories.',
   45000, 80000, 20000, 7.0, 1.0, 60, 2001, 'Formation de deux semaines, logiciel de planification.', 'Two weeks of training, scheduling software.', 'Montréal', 'https://example.com/pro-entretien'),
  ('Énergie Gym 24/7', 'Santé et mise en forme', 'published', false, 'Centres de conditionnement ouverts 24 h avec accès par application.', '24-hour fitness centres with app access.',
   600000, 1100000, 45000, 6.0, 2.0, 19, 2014, 'Choix du site, aménagement et formation.', 'Site selection, fit-out and training.', 'Sherbrooke', 'https://example.com/energie-gym'),
  ('Tutorat Réussite', 'Éducation et tutorat', 'published', false, 'Centres de tutorat et d''aide aux devoirs du primaire au cégep.', 'Tutoring centres from elementary school to CEGEP.',
   60000, 110000, 25000, 8.0, 2.0, 33, 2005, 'Programme pédagogique complet.', 'Complete teaching programme.', 'Longueuil', 'https://example.com/tutorat-reussite'),
  ('Mécano Rapide', 'Services automobiles', 'published', false, 'Centres de vidange d''huile et d''entretien rapide.', 'Quick oil change and maintenance centres.',
   420000, 700000, 35000, 5.5, 2.5, 52, 1998, 'Formation technique et en gestion de 5 semaines.', 'Five weeks of technical and management training.', 'Drummondville', 'https://example.com/mecano-rapide'),
  ('Boutique Zéro Déchet', 'Commerce de détail', 'published', false, 'Épiceries en vrac et produits écoresponsables.', 'Bulk grocery and eco-friendly products.',
   150000, 260000, 25000, 4.0, 1.0, 14, 2017, 'Approvisionnement centralisé et formation.', 'Central purchasing and training.', 'Québec', 'https://example.com/zero-dechet'),
  ('Impression Pro Plus', 'Services aux entreprises', 'draft', false, 'Centres d''impression et de services aux entreprises (brouillon).', null,
   200000, 350000, 30000, 6.0, 2.0, 12, 2003, null, null, 'Montréal', 'https://example.com/impression-pro')
) as s (name, category, status, featured, description_fr, description_en, inv_min, inv_max, fee, royalty, ad_fee, units, founded,
        training_fr, training_en, hq, website)
join public.franchise_categories c on c.name_fr = s.category
join public.profiles p on p.email = 'admin@demo.local'
on conflict (slug) do nothing;

-- ---------------------------------------------------------------------------
-- Experts directory.
insert into public.experts (owner_id, status, featured, name, profession, company, region_ids, languages, phone, email, website, city, bio_fr, bio_en)
select p.id, s.status::public.publication_status, s.featured, s.name, s.profession::public.expert_profession, s.company,
       array(select r.id from public.regions r where r.slug = any (s.regions)), s.languages, s.phone, s.email, s.website, s.city, s.bio_fr, s.bio_en
from (values
  ('courtier@demo.local', 'published', true, 'Marc-André Gagnon', 'business_broker', 'Gagnon Courtage d''entreprises',
   array['montreal', 'laval', 'laurentides', 'lanaudiere', 'monteregie'], array['fr', 'en'], '514 555-0187', 'courtier@demo.local', 'https://example.com/gagnon', 'Montréal',
   'Courtier d''entreprises depuis 2006, plus de 180 transactions de PME conclues.', 'Business broker since 2006, more than 180 small-business transactions closed.'),
  ('broker@demo.local', 'published', false, 'Karen Whitfield', 'business_broker', 'Whitfield Business Brokers',
   array['outaouais', 'abitibi'], array['en', 'fr'], '819 555-0123', 'broker@demo.local', 'https://example.com/whitfield', 'Gatineau',
   'Courtière bilingue en Outaouais et dans l''Est ontarien.', 'Bilingual broker in the Outaouais and Eastern Ontario.'),
  ('admin@demo.local', 'published', true, 'Isabelle Côté, CPA', 'accountant', 'Côté CPA inc.',
   array['capitale-nationale', 'chaudiere-appalaches'], array['fr'], '418 555-0110', 'icote@example.com', 'https://example.com/cote-cpa', 'Lévis',
   'Vérification diligente financière et fiscalité de la vente d''entreprise.', 'Financial due diligence and tax planning for business sales.'),
  ('admin@demo.local', 'published', false, 'Me Olivier Tremblay', 'lawyer', 'Tremblay Avocats',
   array['montreal', 'laval', 'monteregie'], array['fr', 'en'], '514 555-0133', 'otremblay@example.com', 'https://example.com/tremblay-avocats', 'Montréal',
   'Droit des affaires : conventions d''achat d''actions et d''actifs.', 'Business law: share and asset purchase agreements.'),
  ('admin@demo.local', 'published', false, 'Me Nathalie Roy', 'notary', 'Roy Notaires',
   array['estrie', 'centre-du-quebec'], array['fr'], '819 555-0145', 'nroy@example.com', 'https://example.com/roy-notaires', 'Sherbrooke',
   'Notaire en droit commercial et immobilier.', 'Notary in commercial and real-estate law.'),
  ('admin@demo.local', 'published', false, 'Jean-François Bélanger, EEE', 'valuator', 'Évaluation PME Québec',
   array['capitale-nationale', 'saguenay-lac-saint-jean', 'bas-saint-laurent'], array['fr', 'en'], '418 555-0177', 'jfbelanger@example.com', 'https://example.com/evaluation-pme', 'Québec',
   'Évaluateur d''entreprises agréé (EEE), évaluations pour transactions et litiges.', 'Chartered business valuator for transactions and disputes.'),
  ('admin@demo.local', 'published', false, 'Sarah Nguyen', 'financing_advisor', 'Financement Relève',
   array['montreal', 'laval', 'laurentides', 'outaouais'], array['fr', 'en', 'vi'], '514 555-0199', 'snguyen@example.com', 'https://example.com/financement-releve', 'Montréal',
   'Montage financier d''acquisitions : prêts bancaires, BDC et financement vendeur.', 'Acquisition financing: bank loans, BDC and vendor take-back.'),
  ('admin@demo.local', 'draft', false, 'Pierre Lavoie', 'consultant', 'Lavoie Conseil',
   array['mauricie'], array['fr'], null, 'plavoie@example.com', null, 'Trois-Rivières',
   'Profil en préparation.', null)
) as s (owner_email, status, featured, name, profession, company, regions, languages, phone, email, website, city, bio_fr, bio_en)
join public.profiles p on p.email = s.owner_email
on conflict (slug) do nothing;
