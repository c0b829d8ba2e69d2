-- Issue 41: the confidential deal room. A seller's file of documents (private Storage bucket), a
-- bilingual confidentiality agreement signed by click-wrap and kept word for word, the buyers'
-- requests and the seller's decisions, and the log of who opened what. Authorisation is here first:
-- RLS on every table, explicit grants, the states and the ownership checked by triggers; the app
-- checks again (lib/dealroom). The agreement is a template for a lawyer to review before production.

----------------------------------------------------------------------------------------------------
-- Types
----------------------------------------------------------------------------------------------------

create type public.dealroom_document_category as enum (
  'financial_statements', 'lease', 'equipment_inventory', 'information_memorandum', 'other');

create type public.dealroom_request_status as enum ('pending', 'approved', 'declined', 'revoked');

create type public.dealroom_buy_timeline as enum (
  'within_3_months', 'within_6_months', 'within_12_months', 'over_12_months');

----------------------------------------------------------------------------------------------------
-- The outbox carries attachments (the signed agreement as a PDF)
----------------------------------------------------------------------------------------------------

alter table public.outbound_emails add column attachments jsonb;
alter table public.outbound_emails add constraint outbound_emails_attachments_check
  check (attachments is null or (pg_catalog.jsonb_typeof(attachments) = 'array' and pg_catalog.octet_length(attachments::text) <= 4000000));
comment on column public.outbound_emails.attachments is 'Files sent with the e-mail: [{filename, contentType, content (base64)}], at most about 3 MB.';

----------------------------------------------------------------------------------------------------
-- public.dealroom_agreement_templates: the site's agreement, one row per version and language
----------------------------------------------------------------------------------------------------

create table public.dealroom_agreement_templates (
  version smallint not null,
  locale text not null,
  body text not null,
  effective_on date not null,
  constraint dealroom_agreement_templates_pkey primary key (version, locale),
  constraint dealroom_agreement_templates_version_check check (version >= 1),
  constraint dealroom_agreement_templates_locale_check check (locale in ('fr', 'en')),
  constraint dealroom_agreement_templates_body_check check (char_length(body) between 200 and 50000
    and pg_catalog.strpos(body, '{{listing}}') > 0 and pg_catalog.strpos(body, '{{seller_clauses}}') > 0)
);
comment on table public.dealroom_agreement_templates is 'The confidentiality agreement of the deal room, per version and language (a template for a lawyer to review before production). Rows are only added, by migrations: a signed request keeps its own text and hash, never rebuilt from a template.';

alter table public.dealroom_agreement_templates enable row level security;
create policy dealroom_agreement_templates_select_all on public.dealroom_agreement_templates
  for select to anon, authenticated using (true);
revoke all on table public.dealroom_agreement_templates from public, anon, authenticated;
grant select on table public.dealroom_agreement_templates to anon, authenticated;
grant all on table public.dealroom_agreement_templates to service_role;

insert into public.dealroom_agreement_templates (version, locale, body, effective_on) values
(1, 'fr', $tpl$ENTENTE DE CONFIDENTIALITÉ
Projet d’acquisition : {{listing}}

ENTRE le VENDEUR, soit le propriétaire de l’entreprise ou de l’immeuble présenté dans l’annonce {{listing}} publiée sur Marché des entreprises (« l’Entreprise »), ou la personne qui le représente ;

ET l’ACHETEUR, soit la personne qui signe la présente entente par voie électronique et dont le nom, la date et l’heure de signature figurent au registre de signature.

1. Objet
Le Vendeur accepte de communiquer à l’Acheteur des renseignements sur l’Entreprise afin de lui permettre d’évaluer une éventuelle acquisition de l’Entreprise, de ses actifs ou de ses actions (« l’Opération »). La présente entente fixe les conditions de cette communication.

2. Renseignements confidentiels
Sont confidentiels tous les renseignements, quelle qu’en soit la forme, communiqués à l’Acheteur par le Vendeur ou pour son compte, ou consultés par l’Acheteur dans le dossier confidentiel de l’annonce, avant ou après la signature, notamment : l’identité de l’Entreprise, son nom, son adresse, son site Web et le nom de son propriétaire ; ses états financiers, déclarations fiscales, baux, contrats, listes d’équipement et d’inventaire, listes de clients, de fournisseurs et d’employés, prix, méthodes et secrets commerciaux ; ainsi que le fait même que l’Entreprise est à vendre et que des discussions ont lieu (les « Renseignements confidentiels »).
Ne sont pas des Renseignements confidentiels ceux dont l’Acheteur démontre qu’ils étaient publics au moment de leur communication ou le sont devenus sans faute de sa part, qu’il les possédait légitimement auparavant, ou qu’un tiers libre de toute obligation de confidentialité les lui a transmis légitimement.

3. Utilisation limitée
L’Acheteur n’utilise les Renseignements confidentiels qu’aux seules fins d’évaluer l’Opération et d’en négocier les conditions. Il ne les communique qu’à ses conseillers professionnels (avocat, notaire, comptable, évaluateur), à ses prêteurs et à ses associés qui ont besoin de les connaître à ces fins, après les avoir informés de leur caractère confidentiel ; il répond du respect de la présente entente par ces personnes. Il ne reproduit les documents que dans la mesure nécessaire à ces fins.

4. Aucune communication ni sollicitation
Sans l’accord écrit préalable du Vendeur, l’Acheteur ne communique pas, au sujet de l’Entreprise ou de l’Opération, avec les employés, clients, fournisseurs, locateurs ou prêteurs de l’Entreprise. Pendant la durée de l’entente, l’Acheteur ne sollicite pas, directement ou indirectement, les employés de l’Entreprise en vue de les embaucher ou de retenir leurs services, ni ses clients ou fournisseurs en vue de les détourner de l’Entreprise. Une offre d’emploi publique à laquelle une personne répond d’elle-même n’est pas une sollicitation.

5. Aucun contournement
L’Acheteur ne cherche pas à acquérir l’Entreprise, ses actifs ou ses actions autrement que par l’entremise du Vendeur ou de la personne qui le représente dans l’annonce, et ne se sert pas des Renseignements confidentiels pour conclure l’Opération, ou une opération semblable, en les écartant.

6. Communication exigée par la loi
Si la loi ou un tribunal oblige l’Acheteur à communiquer des Renseignements confidentiels, il en avise le Vendeur sans délai, dans la mesure où la loi le permet, et ne communique que ce qui est exigé.

7. Retour ou destruction
À la demande du Vendeur, ou dès que l’Acheteur renonce à l’Opération, l’Acheteur cesse de consulter le dossier, retourne ou détruit les Renseignements confidentiels et toutes les copies, notes et analyses qui les reprennent, et le confirme par écrit sur demande. Ce que la loi l’oblige à conserver demeure confidentiel.

8. Aucune obligation ni garantie
La présente entente n’oblige aucune partie à conclure l’Opération. Le Vendeur ne donne aucune garantie quant à l’exactitude ou à l’exhaustivité des Renseignements confidentiels ; seules les déclarations faites dans une convention d’achat signée lieront les parties.

9. Durée
La présente entente prend effet à sa signature et demeure en vigueur pendant deux (2) ans après la fin des discussions ou la fin de l’accès de l’Acheteur au dossier confidentiel, selon la plus tardive de ces dates. L’obligation de confidentialité à l’égard des secrets commerciaux subsiste tant qu’ils demeurent confidentiels.

10. Mesures en cas de manquement
L’Acheteur reconnaît qu’un manquement à la présente entente peut causer au Vendeur un préjudice sérieux ou irréparable. Le Vendeur peut alors demander une injonction ou toute autre mesure appropriée, en plus des dommages-intérêts auxquels il a droit.

11. Rôle du site
Marché des entreprises fournit la plateforme qui permet la signature de la présente entente et la consultation du dossier ; il n’est pas partie à l’entente. Le registre de signature tenu par le site (nom, date et heure, langue et empreinte SHA-256 du texte signé) fait preuve de la signature et du texte signé.

12. Loi applicable et tribunaux
La présente entente est régie par les lois de la province de Québec et les lois fédérales du Canada qui s’y appliquent. Les parties s’en remettent à la compétence exclusive des tribunaux du district judiciaire de Montréal.

13. Clauses additionnelles du Vendeur
{{seller_clauses}}

14. Signature électronique
En inscrivant son nom complet et en cochant la case d’acceptation, l’Acheteur signe la présente entente par voie électronique, conformément à la Loi concernant le cadre juridique des technologies de l’information (RLRQ, c. C-1.1), et reconnaît en avoir lu et compris toutes les clauses. Chaque partie en reçoit une copie en format PDF.$tpl$, '2026-12-02'),
(1, 'en', $tpl$CONFIDENTIALITY AGREEMENT
Proposed acquisition: {{listing}}

BETWEEN the SELLER, being the owner of the business or property presented in listing {{listing}} published on Business Marketplace (the “Business”), or the person representing the owner;

AND the BUYER, being the person who signs this agreement electronically and whose name, date and time of signature appear in the signature record.

1. Purpose
The Seller agrees to disclose information about the Business to the Buyer so that the Buyer may evaluate a possible acquisition of the Business, its assets or its shares (the “Transaction”). This agreement sets the terms of that disclosure.

2. Confidential Information
All information, in any form, disclosed to the Buyer by the Seller or on the Seller’s behalf, or viewed by the Buyer in the listing’s confidential file, before or after signature, is confidential, including: the identity of the Business, its name, address, website and the name of its owner; its financial statements, tax returns, leases, contracts, equipment and inventory lists, customer, supplier and employee lists, prices, methods and trade secrets; and the very fact that the Business is for sale and that discussions are taking place (the “Confidential Information”).
Confidential Information does not include information that the Buyer shows was public when disclosed or became public through no fault of the Buyer, was lawfully in the Buyer’s possession before, or was lawfully provided to the Buyer by a third party free of any duty of confidentiality.

3. Limited use
The Buyer uses the Confidential Information solely to evaluate the Transaction and negotiate its terms. The Buyer discloses it only to the Buyer’s professional advisers (lawyer, notary, accountant, valuator), lenders and partners who need to know it for those purposes, after informing them of its confidential nature, and is responsible for their compliance with this agreement. The Buyer copies documents only as far as needed for those purposes.

4. No contact or solicitation
Without the Seller’s prior written consent, the Buyer does not communicate about the Business or the Transaction with the employees, customers, suppliers, landlords or lenders of the Business. During the term of this agreement, the Buyer does not, directly or indirectly, solicit employees of the Business to hire them or retain their services, nor its customers or suppliers to divert them from the Business. A public job posting to which a person responds on their own is not solicitation.

5. No circumvention
The Buyer does not seek to acquire the Business, its assets or its shares other than through the Seller or the person representing the Seller in the listing, and does not use the Confidential Information to complete the Transaction, or a similar transaction, while bypassing them.

6. Disclosure required by law
If the law or a court requires the Buyer to disclose Confidential Information, the Buyer notifies the Seller without delay, as far as the law allows, and discloses only what is required.

7. Return or destruction
At the Seller’s request, or as soon as the Buyer abandons the Transaction, the Buyer stops consulting the file, returns or destroys the Confidential Information and all copies, notes and analyses that contain it, and confirms this in writing upon request. What the law requires the Buyer to keep remains confidential.

8. No obligation or warranty
This agreement does not oblige either party to complete the Transaction. The Seller gives no warranty as to the accuracy or completeness of the Confidential Information; only the representations made in a signed purchase agreement will bind the parties.

9. Term
This agreement takes effect upon signature and remains in force for two (2) years after the end of discussions or the end of the Buyer’s access to the confidential file, whichever is later. The duty of confidentiality regarding trade secrets continues for as long as they remain confidential.

10. Remedies
The Buyer acknowledges that a breach of this agreement may cause the Seller serious or irreparable harm. The Seller may then seek an injunction or any other appropriate remedy, in addition to the damages to which the Seller is entitled.

11. Role of the site
Business Marketplace provides the platform on which this agreement is signed and the file consulted; it is not a party to the agreement. The signature record kept by the site (name, date and time, language and SHA-256 fingerprint of the signed text) is proof of the signature and of the text signed.

12. Governing law and courts
This agreement is governed by the laws of the Province of Quebec and the federal laws of Canada applicable therein. The parties submit to the exclusive jurisdiction of the courts of the judicial district of Montréal.

13. Seller’s additional clauses
{{seller_clauses}}

14. Electronic signature and language
By typing their full name and ticking the acceptance box, the Buyer signs this agreement electronically, in accordance with the Act to establish a legal framework for information technology (CQLR, c. C-1.1), and acknowledges having read and understood all its clauses. The French version of this agreement was made available to the Buyer, who expressly chose to be bound by this English version. Each party receives a copy in PDF format.$tpl$, '2026-12-02');

create function public.dealroom_agreement_templates_frozen()
 returns trigger
 language plpgsql
 set search_path to ''
as $function$
begin
  raise exception 'dealroom: an agreement version is never changed or removed; add a new version' using errcode = '42501';
end;
$function$;
comment on function public.dealroom_agreement_templates_frozen() is 'Trigger: a version of the agreement is never changed or deleted (what buyers signed refers to it); a new text is a new version.';
revoke all on function public.dealroom_agreement_templates_frozen() from public, anon, authenticated;

create trigger dealroom_agreement_templates_05_frozen before update or delete on public.dealroom_agreement_templates
  for each row execute function public.dealroom_agreement_templates_frozen();
comment on trigger dealroom_agreement_templates_05_frozen on public.dealroom_agreement_templates is 'Versions are only added.';

----------------------------------------------------------------------------------------------------
-- public.dealrooms: one per listing that has a file
----------------------------------------------------------------------------------------------------

create table public.dealrooms (
  id bigint generated always as identity not null,
  entreprise_id bigint,
  immobilier_id bigint,
  extra_clauses_fr text,
  extra_clauses_en text,
  document_count smallint default 0 not null,
  categories text[] default '{}'::text[] not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint dealrooms_pkey primary key (id),
  constraint dealrooms_one_listing check (num_nonnulls(entreprise_id, immobilier_id) = 1),
  constraint dealrooms_entreprise_id_key unique (entreprise_id),
  constraint dealrooms_immobilier_id_key unique (immobilier_id),
  constraint dealrooms_extra_clauses_fr_check check (char_length(extra_clauses_fr) <= 5000),
  constraint dealrooms_extra_clauses_en_check check (char_length(extra_clauses_en) <= 5000),
  constraint dealrooms_document_count_check check (document_count between 0 and 50),
  constraint dealrooms_categories_check check (categories <@ array['financial_statements', 'lease', 'equipment_inventory', 'information_memorandum', 'other']),
  constraint dealrooms_entreprise_id_fkey foreign key (entreprise_id) references public.entreprises(id) on delete cascade,
  constraint dealrooms_immobilier_id_fkey foreign key (immobilier_id) references public.immobilier(id) on delete cascade
);
comment on table public.dealrooms is 'A listing''s confidential file (issue 41): the seller''s added clauses and what the public may know of it (how many documents, which categories). Visible with its listing; its identity is in app_private.dealroom_identities.';
comment on column public.dealrooms.document_count is 'How many documents the file holds; kept by dealroom_documents_40_summary.';
comment on column public.dealrooms.categories is 'The categories of its documents (dealroom_document_category labels, as text: an enum array does not cross the local stack''s API); kept by dealroom_documents_40_summary.';

----------------------------------------------------------------------------------------------------
-- app_private.dealroom_owners: whose file it is, readable by that owner alone
----------------------------------------------------------------------------------------------------

create table app_private.dealroom_owners (
  dealroom_id bigint not null,
  owner_id uuid not null,
  constraint dealroom_owners_pkey primary key (dealroom_id),
  constraint dealroom_owners_dealroom_id_fkey foreign key (dealroom_id) references public.dealrooms(id) on delete cascade,
  constraint dealroom_owners_owner_id_fkey foreign key (owner_id) references public.profiles(id) on delete cascade
);
comment on table app_private.dealroom_owners is 'The owner of each file (its listing''s, kept by triggers), for the policies: a user reads only their own rows, so a confidential listing''s owner is never disclosed to anyone else.';
create index dealroom_owners_owner_idx on app_private.dealroom_owners using btree (owner_id);

----------------------------------------------------------------------------------------------------
-- app_private.dealroom_identities: what the room reveals besides the listing's confidential fields
----------------------------------------------------------------------------------------------------

create table app_private.dealroom_identities (
  dealroom_id bigint not null,
  website text,
  contact_name text,
  constraint dealroom_identities_pkey primary key (dealroom_id),
  constraint dealroom_identities_website_check check (website ~ '^https?://[^\s/]+\.[^\s]+$' and char_length(website) <= 300),
  constraint dealroom_identities_contact_name_check check (char_length(btrim(contact_name)) between 1 and 160),
  constraint dealroom_identities_dealroom_id_fkey foreign key (dealroom_id) references public.dealrooms(id) on delete cascade
);
comment on table app_private.dealroom_identities is 'The website and the owner''s name a file reveals to its approved buyers (with the business''s name and address from entreprise_confidential). Owner, admins and approved, unexpired buyers of an open listing only.';

----------------------------------------------------------------------------------------------------
-- public.dealroom_documents
----------------------------------------------------------------------------------------------------

create table public.dealroom_documents (
  id bigint generated always as identity not null,
  dealroom_id bigint not null,
  category public.dealroom_document_category not null,
  title text not null,
  file_name text not null,
  storage_path text not null,
  content_type text not null,
  size_bytes integer not null,
  position integer not null,
  uploaded_by uuid,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint dealroom_documents_pkey primary key (id),
  constraint dealroom_documents_storage_path_key unique (storage_path),
  constraint dealroom_documents_title_check check (char_length(btrim(title)) between 1 and 200),
  constraint dealroom_documents_file_name_check check (char_length(file_name) between 1 and 255 and file_name !~ '[/\\\x00-\x1f]' and file_name not in ('.', '..')),
  constraint dealroom_documents_storage_path_check check (storage_path ~ '^[1-9][0-9]*/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|xlsx|csv|docx|jpg|png|webp)$'),
  constraint dealroom_documents_content_type_check check (content_type in ('application/pdf',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'image/jpeg', 'image/png', 'image/webp')),
  constraint dealroom_documents_size_bytes_check check (size_bytes between 1 and 26214400),
  constraint dealroom_documents_dealroom_id_fkey foreign key (dealroom_id) references public.dealrooms(id) on delete cascade,
  constraint dealroom_documents_uploaded_by_fkey foreign key (uploaded_by) references public.profiles(id) on delete set null
);
comment on table public.dealroom_documents is 'The documents of a file, each an object of the private dealroom-documents bucket under its room''s folder; at most 50 a file, 25 MB each, of the types checked from their bytes by the app.';
create index dealroom_documents_room_idx on public.dealroom_documents using btree (dealroom_id, position);

----------------------------------------------------------------------------------------------------
-- public.dealroom_buyer_profiles: kept on the buyer's account and reused
----------------------------------------------------------------------------------------------------

create table public.dealroom_buyer_profiles (
  user_id uuid not null,
  capital_available numeric(14,2) not null,
  experience text not null,
  timeline public.dealroom_buy_timeline not null,
  financing text[] not null,
  financing_details text,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint dealroom_buyer_profiles_pkey primary key (user_id),
  constraint dealroom_buyer_profiles_capital_available_check check (capital_available >= 0 and capital_available <= 1000000000),
  constraint dealroom_buyer_profiles_experience_check check (char_length(btrim(experience)) between 1 and 2000),
  constraint dealroom_buyer_profiles_financing_check check (cardinality(financing) between 1 and 5
    and financing <@ array['own_funds', 'bank_loan', 'seller_financing', 'investors', 'government_programs']),
  constraint dealroom_buyer_profiles_financing_details_check check (char_length(financing_details) <= 1000),
  constraint dealroom_buyer_profiles_user_id_fkey foreign key (user_id) references public.profiles(id) on delete cascade
);
comment on table public.dealroom_buyer_profiles is 'A buyer''s profile for access requests (capital, experience, timeline, financing), kept on the account and copied into each request. Its owner only.';

----------------------------------------------------------------------------------------------------
-- public.dealroom_requests: a buyer's request, the signed agreement, the seller's decision
----------------------------------------------------------------------------------------------------

create table public.dealroom_requests (
  id bigint generated always as identity not null,
  dealroom_id bigint not null,
  buyer_id uuid not null,
  status public.dealroom_request_status default 'pending'::public.dealroom_request_status not null,
  buyer_email text,
  capital_available numeric(14,2),
  experience text,
  timeline public.dealroom_buy_timeline,
  financing text[],
  financing_details text,
  agreement_version smallint not null,
  agreement_locale text not null,
  agreement_text text not null,
  agreement_sha256 text not null,
  signed_name text not null,
  signed_at timestamp with time zone default now() not null,
  signer_ip_hash text,
  decided_at timestamp with time zone,
  decided_by uuid,
  decision_message text,
  expires_at timestamp with time zone,
  extended_at timestamp with time zone,
  revoked_at timestamp with time zone,
  revoked_by uuid,
  revoke_reason text,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint dealroom_requests_pkey primary key (id),
  constraint dealroom_requests_once unique (dealroom_id, buyer_id),
  constraint dealroom_requests_agreement_locale_check check (agreement_locale in ('fr', 'en')),
  constraint dealroom_requests_agreement_text_check check (char_length(agreement_text) between 200 and 70000),
  constraint dealroom_requests_agreement_sha256_check check (agreement_sha256 ~ '^[0-9a-f]{64}$'),
  constraint dealroom_requests_signed_name_check check (char_length(btrim(signed_name)) between 3 and 160),
  constraint dealroom_requests_signer_ip_hash_check check (signer_ip_hash ~ '^[0-9a-f]{64}$'),
  constraint dealroom_requests_decision_message_check check (char_length(decision_message) <= 2000),
  constraint dealroom_requests_revoke_reason_check check (char_length(revoke_reason) <= 2000),
  constraint dealroom_requests_approved_expires check (status <> 'approved' or expires_at is not null),
  constraint dealroom_requests_dealroom_id_fkey foreign key (dealroom_id) references public.dealrooms(id) on delete cascade,
  constraint dealroom_requests_buyer_id_fkey foreign key (buyer_id) references public.profiles(id) on delete cascade,
  constraint dealroom_requests_decided_by_fkey foreign key (decided_by) references public.profiles(id) on delete set null,
  constraint dealroom_requests_revoked_by_fkey foreign key (revoked_by) references public.profiles(id) on delete set null
);
comment on table public.dealroom_requests is 'A buyer''s access request to a file: the buyer''s profile as sent, the agreement exactly as signed (text, SHA-256, version, language), the click-wrap record (typed name, time, keyed hash of the address) and the seller''s decision. States and who may move them: dealroom_requests_05_guard.';
comment on column public.dealroom_requests.agreement_text is 'The agreement word for word as the buyer read and signed it; never rebuilt from a template.';
comment on column public.dealroom_requests.agreement_sha256 is 'SHA-256 (hex) of agreement_text in UTF-8, computed by the guard.';
comment on column public.dealroom_requests.signer_ip_hash is 'Keyed hash (HMAC-SHA-256, the app''s secret) of the address the signature came from; never the address.';
comment on column public.dealroom_requests.expires_at is 'When an approved access ends (90 days after approval; an extension adds 90 days).';
create index dealroom_requests_buyer_idx on public.dealroom_requests using btree (buyer_id, created_at desc);
create index dealroom_requests_room_idx on public.dealroom_requests using btree (dealroom_id, status, created_at desc);
create index dealroom_requests_created_idx on public.dealroom_requests using btree (created_at desc);

----------------------------------------------------------------------------------------------------
-- public.dealroom_access_events: every view of a room and every download
----------------------------------------------------------------------------------------------------

create table public.dealroom_access_events (
  id bigint generated always as identity not null,
  dealroom_id bigint not null,
  user_id uuid not null,
  request_id bigint,
  document_id bigint,
  document_title text,
  action text not null,
  created_at timestamp with time zone default now() not null,
  constraint dealroom_access_events_pkey primary key (id),
  constraint dealroom_access_events_action_check check (action in ('view', 'download')),
  constraint dealroom_access_events_download_document check (action <> 'download' or document_title is not null),
  constraint dealroom_access_events_dealroom_id_fkey foreign key (dealroom_id) references public.dealrooms(id) on delete cascade,
  constraint dealroom_access_events_user_id_fkey foreign key (user_id) references public.profiles(id) on delete cascade,
  constraint dealroom_access_events_request_id_fkey foreign key (request_id) references public.dealroom_requests(id) on delete cascade,
  constraint dealroom_access_events_document_id_fkey foreign key (document_id) references public.dealroom_documents(id) on delete set null
);
comment on table public.dealroom_access_events is 'Who opened a file or downloaded which document, and when: written by the app with the reader''s own session (RLS refuses anyone whose access ended), read by the owner and admins.';
create index dealroom_access_events_room_idx on public.dealroom_access_events using btree (dealroom_id, created_at desc);
create index dealroom_access_events_request_idx on public.dealroom_access_events using btree (request_id);

----------------------------------------------------------------------------------------------------
-- Functions
----------------------------------------------------------------------------------------------------

create function public.dealroom_owned_rooms()
 returns setof bigint
 language sql
 stable
 set search_path to ''
as $function$
  select o.dealroom_id from app_private.dealroom_owners o where o.owner_id = (select auth.uid());
$function$;
comment on function public.dealroom_owned_rooms() is 'The files of the caller''s own listings, for policies (an uncorrelated subquery: once per statement).';
revoke all on function public.dealroom_owned_rooms() from public, anon;
grant execute on function public.dealroom_owned_rooms() to authenticated, service_role;

create function public.dealroom_active_rooms()
 returns setof bigint
 language sql
 stable
 set search_path to ''
as $function$
  select r.dealroom_id
  from public.dealroom_requests r
  join public.dealrooms d on d.id = r.dealroom_id
  where r.buyer_id = (select auth.uid())
    and r.status = 'approved'
    and r.expires_at > pg_catalog.now()
    and (exists (select 1 from public.entreprises e
                 where e.id = d.entreprise_id and e.status in ('published', 'under_offer'))
      or exists (select 1 from public.immobilier i
                 where i.id = d.immobilier_id and i.status in ('published', 'under_offer')));
$function$;
comment on function public.dealroom_active_rooms() is 'The files the caller may read as a buyer: approved, not revoked, not expired, and the listing still published or under offer (sold, archived or deleted ends every access).';
revoke all on function public.dealroom_active_rooms() from public, anon;
grant execute on function public.dealroom_active_rooms() to authenticated, service_role;

create function public.dealroom_object_room(p_name text)
 returns bigint
 language sql
 immutable
 set search_path to ''
as $function$
  select case when pg_catalog.split_part(p_name, '/', 1) ~ '^[1-9][0-9]{0,17}$'
              then pg_catalog.split_part(p_name, '/', 1)::bigint end;
$function$;
comment on function public.dealroom_object_room(text) is 'The file (dealrooms.id) an object of the dealroom-documents bucket belongs to: its first folder; null when that is not an id.';
revoke all on function public.dealroom_object_room(text) from public, anon;
grant execute on function public.dealroom_object_room(text) to authenticated, service_role;

create function public.dealroom_listing_status(p_dealroom_id bigint)
 returns public.listing_status
 language sql
 stable
 set search_path to ''
as $function$
  select coalesce(e.status, i.status)
  from public.dealrooms d
  left join public.entreprises e on e.id = d.entreprise_id
  left join public.immobilier i on i.id = d.immobilier_id
  where d.id = p_dealroom_id;
$function$;
comment on function public.dealroom_listing_status(bigint) is 'The status of a file''s listing, as the caller may read it.';
revoke all on function public.dealroom_listing_status(bigint) from public, anon;
grant execute on function public.dealroom_listing_status(bigint) to authenticated, service_role;

create function public.dealroom_agreement(p_dealroom_id bigint, p_locale text)
 returns table(version smallint, body text, sha256 text)
 language sql
 stable
 set search_path to ''
as $function$
  with t as (
    select t.version, t.body from public.dealroom_agreement_templates t
    where t.locale = p_locale order by t.version desc limit 1
  ), l as (
    select coalesce(case when p_locale = 'en' then coalesce(nullif(pg_catalog.btrim(e.title_en), ''), e.title_fr) else e.title_fr end,
                    case when p_locale = 'en' then coalesce(nullif(pg_catalog.btrim(i.title_en), ''), i.title_fr) else i.title_fr end) as title,
           case when d.entreprise_id is not null then 'E-' || d.entreprise_id else 'I-' || d.immobilier_id end as ref,
           case when p_locale = 'en' then coalesce(nullif(pg_catalog.btrim(d.extra_clauses_en), ''), nullif(pg_catalog.btrim(d.extra_clauses_fr), ''))
                else coalesce(nullif(pg_catalog.btrim(d.extra_clauses_fr), ''), nullif(pg_catalog.btrim(d.extra_clauses_en), '')) end as clauses
    from public.dealrooms d
    left join public.entreprises e on e.id = d.entreprise_id
    left join public.immobilier i on i.id = d.immobilier_id
    where d.id = p_dealroom_id
  ), composed as (
    select t.version,
           pg_catalog.replace(pg_catalog.replace(t.body, '{{listing}}',
             case when p_locale = 'en' then '“' || l.title || '” (listing no. ' || l.ref || ')'
                  else '«' || chr(160) || l.title || chr(160) || '» (n°' || chr(160) || l.ref || ')' end),
             '{{seller_clauses}}', coalesce(pg_catalog.replace(l.clauses, chr(13), ''), case when p_locale = 'en' then 'None.' else 'Aucune.' end)) as body
    from t, l
  )
  select c.version, c.body, pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(c.body, 'UTF8')), 'hex') from composed c;
$function$;
comment on function public.dealroom_agreement(bigint, text) is 'The agreement a buyer signs for a file, in a language: the latest version of the template with the listing''s title and reference and the seller''s clauses (the other language''s when this one has none), and its SHA-256, for signed-in buyers. The guard of dealroom_requests stores exactly this.';
revoke all on function public.dealroom_agreement(bigint, text) from public, anon;
grant execute on function public.dealroom_agreement(bigint, text) to authenticated, service_role;

create function public.get_dealroom_identity(p_dealroom_id bigint)
 returns table(business_name text, street_address text, postal_code text, city text, website text, contact_name text)
 language sql
 stable
 set search_path to ''
as $function$
  select c.business_name, c.street_address, c.postal_code, c.city, x.website, x.contact_name
  from public.dealrooms d
  left join app_private.entreprise_confidential c on c.entreprise_id = d.entreprise_id
  left join app_private.dealroom_identities x on x.dealroom_id = d.id
  where d.id = p_dealroom_id
    and ((select public.is_admin())
      or d.id in (select public.dealroom_owned_rooms())
      or d.id in (select public.dealroom_active_rooms()));
$function$;
comment on function public.get_dealroom_identity(bigint) is 'What a file reveals: the business''s name and address (entreprise_confidential), its website and the owner''s name. Its owner, admins and its approved, unexpired buyers of an open listing; nobody else gets a row (RLS on both tables decides again).';
revoke all on function public.get_dealroom_identity(bigint) from public, anon;
grant execute on function public.get_dealroom_identity(bigint) to authenticated, service_role;

create function public.ensure_dealroom(p_entreprise_id bigint, p_immobilier_id bigint)
 returns bigint
 language plpgsql
 set search_path to ''
as $function$
declare
  v_id bigint;
begin
  select d.id into v_id from public.dealrooms d
  where (p_entreprise_id is not null and d.entreprise_id = p_entreprise_id)
     or (p_immobilier_id is not null and d.immobilier_id = p_immobilier_id);
  if v_id is null then
    insert into public.dealrooms (entreprise_id, immobilier_id) values (p_entreprise_id, p_immobilier_id)
    on conflict do nothing returning id into v_id;
    if v_id is null then
      select d.id into v_id from public.dealrooms d
      where d.entreprise_id = p_entreprise_id or d.immobilier_id = p_immobilier_id;
    end if;
  end if;
  return v_id;
end;
$function$;
comment on function public.ensure_dealroom(bigint, bigint) is 'The file of a listing, made when first needed (its owner or an admin: RLS on dealrooms decides). Run as the caller.';
revoke all on function public.ensure_dealroom(bigint, bigint) from public, anon;
grant execute on function public.ensure_dealroom(bigint, bigint) to authenticated, service_role;

create function public.save_dealroom_settings(p_dealroom_id bigint, p_clauses_fr text, p_clauses_en text, p_website text, p_contact_name text)
 returns void
 language plpgsql
 set search_path to ''
as $function$
begin
  update public.dealrooms d
  set extra_clauses_fr = nullif(pg_catalog.btrim(p_clauses_fr), ''), extra_clauses_en = nullif(pg_catalog.btrim(p_clauses_en), '')
  where d.id = p_dealroom_id;
  if not found then
    raise exception 'dealroom: no such room' using errcode = '42501';
  end if;
  insert into app_private.dealroom_identities (dealroom_id, website, contact_name)
  values (p_dealroom_id, nullif(pg_catalog.btrim(p_website), ''), nullif(pg_catalog.btrim(p_contact_name), ''))
  on conflict (dealroom_id) do update set website = excluded.website, contact_name = excluded.contact_name;
end;
$function$;
comment on function public.save_dealroom_settings(bigint, text, text, text, text) is 'A file''s clauses, website and owner''s name in one transaction; the owner or an admin (RLS on both tables). Run as the caller.';
revoke all on function public.save_dealroom_settings(bigint, text, text, text, text) from public, anon;
grant execute on function public.save_dealroom_settings(bigint, text, text, text, text) to authenticated, service_role;

create function public.reorder_dealroom_documents(p_dealroom_id bigint, p_ids bigint[])
 returns void
 language sql
 set search_path to ''
as $function$
  update public.dealroom_documents d set position = x.ord
  from unnest(p_ids) with ordinality as x (id, ord)
  where d.id = x.id and d.dealroom_id = p_dealroom_id and d.position is distinct from x.ord;
$function$;
comment on function public.reorder_dealroom_documents(bigint, bigint[]) is 'Puts a file''s documents in the given order in one statement (RLS: the owner or an admin).';
revoke all on function public.reorder_dealroom_documents(bigint, bigint[]) from public, anon;
grant execute on function public.reorder_dealroom_documents(bigint, bigint[]) to authenticated, service_role;

create function public.dealrooms_owner()
 returns trigger
 language plpgsql
 security definer
 set search_path to ''
as $function$
begin
  -- Run as its owner: the listing's owner is not the API roles' to read (confidential businesses).
  insert into app_private.dealroom_owners (dealroom_id, owner_id)
  select new.id, coalesce((select e.owner_id from public.entreprises e where e.id = new.entreprise_id),
                          (select i.owner_id from public.immobilier i where i.id = new.immobilier_id));
  return null;
end;
$function$;
comment on function public.dealrooms_owner() is 'Trigger: records a new file''s owner (its listing''s) in app_private.dealroom_owners.';
revoke all on function public.dealrooms_owner() from public, anon, authenticated;

create function public.dealrooms_prepare()
 returns trigger
 language plpgsql
 set search_path to ''
as $function$
begin
  new.document_count := 0;
  new.categories := '{}';
  new.created_at := pg_catalog.now();
  new.updated_at := new.created_at;
  return new;
end;
$function$;
comment on function public.dealrooms_prepare() is 'Trigger: a new file starts empty, now.';
revoke all on function public.dealrooms_prepare() from public, anon, authenticated;

create function app_private.dealroom_sync_owner()
 returns trigger
 language plpgsql
 security definer
 set search_path to ''
as $function$
begin
  update app_private.dealroom_owners o set owner_id = new.owner_id
  from public.dealrooms d
  where o.dealroom_id = d.id and o.owner_id <> new.owner_id
    and case when tg_table_name = 'entreprises' then d.entreprise_id = new.id else d.immobilier_id = new.id end;
  return null;
end;
$function$;
comment on function app_private.dealroom_sync_owner() is 'Trigger on entreprises and immobilier: a listing given to another owner takes its file along. Run as its owner; nobody calls it.';
revoke all on function app_private.dealroom_sync_owner() from public, anon, authenticated;

create function public.dealroom_documents_guard()
 returns trigger
 language plpgsql
 set search_path to ''
as $function$
declare
  api_caller boolean := coalesce(pg_catalog.current_setting('role', true), '') in ('anon', 'authenticated');
begin
  if tg_op = 'INSERT' then
    -- One writer at a time per file, so two uploads cannot both be the 50th.
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('dealroom-documents:' || new.dealroom_id, 41));
    if (select count(*) from public.dealroom_documents d where d.dealroom_id = new.dealroom_id) >= 50 then
      raise exception 'dealroom: 50 documents at most' using errcode = '23514';
    end if;
    if new.position is null then
      new.position := coalesce((select max(d.position) from public.dealroom_documents d where d.dealroom_id = new.dealroom_id), 0) + 1;
    end if;
    if api_caller then
      new.uploaded_by := (select auth.uid());
      new.created_at := pg_catalog.now();
    end if;
  elsif new.dealroom_id <> old.dealroom_id then
    raise exception 'dealroom: a document stays in its file' using errcode = '42501';
  end if;
  if public.dealroom_object_room(new.storage_path) is distinct from new.dealroom_id then
    raise exception 'dealroom: a document''s file lies in its room''s folder' using errcode = '42501';
  end if;
  if api_caller and (tg_op = 'INSERT' or new.storage_path <> old.storage_path) and not exists (
    select 1 from storage.objects o where o.bucket_id = 'dealroom-documents' and o.name = new.storage_path) then
    raise exception 'dealroom: no such file in storage' using errcode = '23503';
  end if;
  return new;
end;
$function$;
comment on function public.dealroom_documents_guard() is 'Trigger: at most 50 documents a file; a document''s object lies in its file''s folder and exists; the uploader and the time are the server''s. Run as the caller (RLS: the owner or an admin).';
revoke all on function public.dealroom_documents_guard() from public, anon, authenticated;

create function app_private.dealroom_documents_summary()
 returns trigger
 language plpgsql
 security definer
 set search_path to ''
as $function$
declare
  v_room bigint := coalesce(new.dealroom_id, old.dealroom_id);
begin
  update public.dealrooms d
  set document_count = s.n, categories = s.categories
  from (select (select count(*)::smallint from public.dealroom_documents x where x.dealroom_id = v_room) as n,
               coalesce((select array_agg(c.category::text order by c.category)
                         from (select distinct x.category from public.dealroom_documents x where x.dealroom_id = v_room) c),
                        '{}') as categories) s
  where d.id = v_room and (d.document_count, d.categories) is distinct from (s.n, s.categories);
  return null;
end;
$function$;
comment on function app_private.dealroom_documents_summary() is 'Trigger: keeps dealrooms.document_count and categories (what the public listing says of its file). Run as its owner; nobody calls it.';
revoke all on function app_private.dealroom_documents_summary() from public, anon, authenticated;

create function public.dealroom_requests_guard()
 returns trigger
 language plpgsql
 security definer
 set search_path to ''
as $function$
declare
  -- Run as its owner: the file's owner and the buyer's profile are not the API roles' to read.
  api_caller boolean := coalesce(pg_catalog.current_setting('role', true), '') in ('anon', 'authenticated');
  v_uid uuid := (select auth.uid());
  v_room public.dealrooms;
  v_owner uuid;
  v_listing public.listing_status;
  v_profile public.dealroom_buyer_profiles;
  v_agreement record;
  v_changed text[];
begin
  select * into v_room from public.dealrooms d where d.id = new.dealroom_id;
  if v_room.id is null then
    raise exception 'dealroom: no such room' using errcode = '23503';
  end if;
  v_owner := (select o.owner_id from app_private.dealroom_owners o where o.dealroom_id = v_room.id);
  select coalesce((select e.status from public.entreprises e where e.id = v_room.entreprise_id),
                  (select i.status from public.immobilier i where i.id = v_room.immobilier_id)) into v_listing;

  if tg_op = 'INSERT' then
    if api_caller then
      if v_uid is null or new.buyer_id is distinct from v_uid then
        raise exception 'dealroom: a request is made by the buyer, for themselves' using errcode = '42501';
      end if;
      new.status := 'pending';
      new.signed_at := pg_catalog.now();
      new.created_at := new.signed_at;
      new.decided_at := null; new.decided_by := null; new.decision_message := null;
      new.expires_at := null; new.extended_at := null;
      new.revoked_at := null; new.revoked_by := null; new.revoke_reason := null;
      select * into v_profile from public.dealroom_buyer_profiles b where b.user_id = new.buyer_id;
      if v_profile.user_id is null then
        raise exception 'dealroom: buyer profile missing' using errcode = '23514';
      end if;
      new.capital_available := v_profile.capital_available;
      new.experience := v_profile.experience;
      new.timeline := v_profile.timeline;
      new.financing := v_profile.financing;
      new.financing_details := v_profile.financing_details;
      new.buyer_email := (select p.email from public.profiles p where p.id = new.buyer_id);
    end if;
    if new.buyer_id = v_owner then
      raise exception 'dealroom: own listing' using errcode = '42501';
    end if;
    if v_listing = 'sold' then
      raise exception 'dealroom: listing sold' using errcode = '23514';
    elsif v_listing is null or v_listing not in ('published', 'under_offer') then
      raise exception 'dealroom: listing not open' using errcode = '23514';
    end if;
    if v_room.document_count = 0 then
      raise exception 'dealroom: empty file' using errcode = '23514';
    end if;
    -- The agreement is composed here, never taken from the caller: what is stored is what the page
    -- showed, and the hash the buyer saw must be that text's (else the text changed meanwhile).
    if api_caller or new.agreement_text is null then
      select * into v_agreement from public.dealroom_agreement(new.dealroom_id, new.agreement_locale);
      if v_agreement.version is null then
        raise exception 'dealroom: no agreement in this language' using errcode = '23514';
      end if;
      if api_caller and new.agreement_sha256 is distinct from v_agreement.sha256 then
        raise exception 'dealroom: agreement changed' using errcode = '23514';
      end if;
      new.agreement_version := v_agreement.version;
      new.agreement_text := v_agreement.body;
    end if;
  else
    if api_caller then
      if v_uid = old.buyer_id then
        raise exception 'dealroom: a buyer never decides their own request' using errcode = '42501';
      end if;
      if not (public.is_admin() or v_owner = v_uid) then
        raise exception 'dealroom: only the seller decides' using errcode = '42501';
      end if;
      select array_agg(k) into v_changed
      from jsonb_each(pg_catalog.to_jsonb(new)) n (k, v)
      where n.v is distinct from pg_catalog.to_jsonb(old) -> n.k and n.k <> 'updated_at';
      if exists (select 1 from unnest(v_changed) c where c not in ('status', 'decision_message', 'revoke_reason', 'expires_at')) then
        raise exception 'dealroom: a request''s record never changes' using errcode = '42501';
      end if;
      if new.status is distinct from old.status then
        if old.status = 'pending' and new.status = 'approved' then
          if v_listing not in ('published', 'under_offer') then
            raise exception 'dealroom: listing not open' using errcode = '23514';
          end if;
          new.decided_at := pg_catalog.now();
          new.decided_by := v_uid;
          new.decision_message := nullif(pg_catalog.btrim(new.decision_message), '');
          new.expires_at := new.decided_at + interval '90 days';
        elsif old.status = 'pending' and new.status = 'declined' then
          if coalesce(pg_catalog.btrim(new.decision_message), '') = '' then
            raise exception 'dealroom: a decline needs a message' using errcode = '23514';
          end if;
          new.decided_at := pg_catalog.now();
          new.decided_by := v_uid;
          new.decision_message := pg_catalog.btrim(new.decision_message);
          new.expires_at := null;
        elsif old.status = 'approved' and new.status = 'revoked' then
          new.revoked_at := pg_catalog.now();
          new.revoked_by := v_uid;
          new.revoke_reason := nullif(pg_catalog.btrim(new.revoke_reason), '');
          new.expires_at := old.expires_at;
          new.decision_message := old.decision_message;
        else
          raise exception 'dealroom: % → % is not allowed', old.status, new.status using errcode = '42501';
        end if;
      elsif new.expires_at is distinct from old.expires_at then
        if old.status <> 'approved' or new.decision_message is distinct from old.decision_message
          or new.revoke_reason is distinct from old.revoke_reason then
          raise exception 'dealroom: only an approved access is extended' using errcode = '42501';
        end if;
        if v_listing not in ('published', 'under_offer') then
          raise exception 'dealroom: listing not open' using errcode = '23514';
        end if;
        new.expires_at := greatest(old.expires_at, pg_catalog.now()) + interval '90 days';
        new.extended_at := pg_catalog.now();
      elsif v_changed is not null then
        raise exception 'dealroom: a decision''s message changes only with the decision' using errcode = '42501';
      end if;
    end if;
  end if;
  new.agreement_sha256 := pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(new.agreement_text, 'UTF8')), 'hex');
  return new;
end;
$function$;
comment on function public.dealroom_requests_guard() is 'Trigger: a request is the signed-in buyer''s own, on an open listing with documents that is not theirs, with their saved profile and the agreement composed here (its hash checked against the one the buyer saw); then only the listing''s owner or an admin, never the buyer, moves it: pending → approved (90 days) or declined (with a message), approved → revoked, or extends an approved access by 90 days. The record itself never changes.';
revoke all on function public.dealroom_requests_guard() from public, anon, authenticated;

create function public.dealroom_access_events_guard()
 returns trigger
 language plpgsql
 set search_path to ''
as $function$
begin
  if coalesce(pg_catalog.current_setting('role', true), '') in ('anon', 'authenticated') then
    new.user_id := (select auth.uid());
    new.created_at := pg_catalog.now();
  end if;
  new.request_id := (select r.id from public.dealroom_requests r
                     where r.dealroom_id = new.dealroom_id and r.buyer_id = new.user_id);
  if new.document_id is not null then
    -- Read as the caller: a document they may not read is not one they opened.
    select d.title into new.document_title from public.dealroom_documents d
    where d.id = new.document_id and d.dealroom_id = new.dealroom_id;
    if new.document_title is null then
      raise exception 'dealroom: no such document' using errcode = '42501';
    end if;
  else
    new.document_title := null;
  end if;
  return new;
end;
$function$;
comment on function public.dealroom_access_events_guard() is 'Trigger: an event is the caller''s, now, tied to their request, and names a document of that file they may read. Run as the caller.';
revoke all on function public.dealroom_access_events_guard() from public, anon, authenticated;

----------------------------------------------------------------------------------------------------
-- Triggers
----------------------------------------------------------------------------------------------------

create trigger dealrooms_20_prepare before insert on public.dealrooms
  for each row execute function public.dealrooms_prepare();
comment on trigger dealrooms_20_prepare on public.dealrooms is 'A new file starts empty.';
create trigger dealrooms_40_owner after insert on public.dealrooms
  for each row execute function public.dealrooms_owner();
comment on trigger dealrooms_40_owner on public.dealrooms is 'Once the row is written: its owner, the listing''s.';
create trigger dealrooms_20_updated_at before update on public.dealrooms
  for each row execute function public.set_updated_at();
comment on trigger dealrooms_20_updated_at on public.dealrooms is 'updated_at is the time of the write.';

create trigger entreprises_55_dealroom_owner after update of owner_id on public.entreprises
  for each row when (new.owner_id is distinct from old.owner_id) execute function app_private.dealroom_sync_owner();
comment on trigger entreprises_55_dealroom_owner on public.entreprises is 'After the row is written: its file follows a new owner.';
create trigger immobilier_55_dealroom_owner after update of owner_id on public.immobilier
  for each row when (new.owner_id is distinct from old.owner_id) execute function app_private.dealroom_sync_owner();
comment on trigger immobilier_55_dealroom_owner on public.immobilier is 'After the row is written: its file follows a new owner.';

create trigger dealroom_documents_05_guard before insert or update on public.dealroom_documents
  for each row execute function public.dealroom_documents_guard();
comment on trigger dealroom_documents_05_guard on public.dealroom_documents is 'First: the count, the folder and the object are checked before anything is derived.';
create trigger dealroom_documents_20_updated_at before update on public.dealroom_documents
  for each row execute function public.set_updated_at();
comment on trigger dealroom_documents_20_updated_at on public.dealroom_documents is 'updated_at is the time of the write.';
create trigger dealroom_documents_40_summary after insert or delete or update of category on public.dealroom_documents
  for each row execute function app_private.dealroom_documents_summary();
comment on trigger dealroom_documents_40_summary on public.dealroom_documents is 'After the row is written: the file''s count and categories.';

create trigger dealroom_buyer_profiles_20_updated_at before update on public.dealroom_buyer_profiles
  for each row execute function public.set_updated_at();
comment on trigger dealroom_buyer_profiles_20_updated_at on public.dealroom_buyer_profiles is 'updated_at is the time of the write.';

create trigger dealroom_requests_05_guard before insert or update on public.dealroom_requests
  for each row execute function public.dealroom_requests_guard();
comment on trigger dealroom_requests_05_guard on public.dealroom_requests is 'First: who may make or move a request, its states, and the agreement as signed.';
create trigger dealroom_requests_20_updated_at before update on public.dealroom_requests
  for each row execute function public.set_updated_at();
comment on trigger dealroom_requests_20_updated_at on public.dealroom_requests is 'updated_at is the time of the write.';

create trigger dealroom_access_events_05_guard before insert on public.dealroom_access_events
  for each row execute function public.dealroom_access_events_guard();
comment on trigger dealroom_access_events_05_guard on public.dealroom_access_events is 'First: the reader, the time, the request and the document are the server''s.';

----------------------------------------------------------------------------------------------------
-- Row-level security, policies and grants
----------------------------------------------------------------------------------------------------

alter table public.dealrooms enable row level security;
create policy dealrooms_active_insert on public.dealrooms as restrictive for insert to authenticated
  with check ((select public.caller_is_active()));
create policy dealrooms_active_update on public.dealrooms as restrictive for update to authenticated
  using ((select public.caller_is_active()));
create policy dealrooms_active_delete on public.dealrooms as restrictive for delete to authenticated
  using ((select public.caller_is_active()));
-- A file is seen with its listing (anon: public listings; the owner and admins: theirs too).
create policy dealrooms_select_public on public.dealrooms for select to anon
  using (exists (select 1 from public.entreprises e where e.id = entreprise_id)
      or exists (select 1 from public.immobilier i where i.id = immobilier_id));
create policy dealrooms_select_with_listing on public.dealrooms for select to authenticated
  using ((select public.is_admin()) or id in (select public.dealroom_owned_rooms())
      or exists (select 1 from public.entreprises e where e.id = entreprise_id)
      or exists (select 1 from public.immobilier i where i.id = immobilier_id));
create policy dealrooms_insert_owner_or_admin on public.dealrooms for insert to authenticated
  with check ((select public.is_admin()) or public.listing_inquiry_owner(entreprise_id, immobilier_id) = (select auth.uid()));
create policy dealrooms_update_owner_or_admin on public.dealrooms for update to authenticated
  using ((select public.is_admin()) or id in (select public.dealroom_owned_rooms()))
  with check ((select public.is_admin()) or id in (select public.dealroom_owned_rooms()));

alter table app_private.dealroom_owners enable row level security;
create policy dealroom_owners_select_own_or_admin on app_private.dealroom_owners for select to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()));
revoke all on table app_private.dealroom_owners from public, anon, authenticated;
grant select on table app_private.dealroom_owners to authenticated;
grant all on table app_private.dealroom_owners to service_role;
revoke all on table public.dealrooms from public, anon, authenticated;
grant select (id, entreprise_id, immobilier_id, document_count, categories) on table public.dealrooms to anon;
grant select (id, entreprise_id, immobilier_id, extra_clauses_fr, extra_clauses_en, document_count, categories,
  created_at, updated_at) on table public.dealrooms to authenticated;
grant insert (entreprise_id, immobilier_id) on table public.dealrooms to authenticated;
grant update (extra_clauses_fr, extra_clauses_en) on table public.dealrooms to authenticated;
grant all on table public.dealrooms to service_role;

alter table app_private.dealroom_identities enable row level security;
create policy dealroom_identities_select_allowed on app_private.dealroom_identities for select to authenticated
  using ((select public.is_admin()) or dealroom_id in (select public.dealroom_owned_rooms())
      or dealroom_id in (select public.dealroom_active_rooms()));
create policy dealroom_identities_insert_owner_or_admin on app_private.dealroom_identities for insert to authenticated
  with check (((select public.is_admin()) or dealroom_id in (select public.dealroom_owned_rooms())) and (select public.caller_is_active()));
create policy dealroom_identities_update_owner_or_admin on app_private.dealroom_identities for update to authenticated
  using ((select public.is_admin()) or dealroom_id in (select public.dealroom_owned_rooms()))
  with check (((select public.is_admin()) or dealroom_id in (select public.dealroom_owned_rooms())) and (select public.caller_is_active()));
revoke all on table app_private.dealroom_identities from public, anon, authenticated;
grant select, insert, update on table app_private.dealroom_identities to authenticated;
grant all on table app_private.dealroom_identities to service_role;

alter table public.dealroom_documents enable row level security;
create policy dealroom_documents_active_insert on public.dealroom_documents as restrictive for insert to authenticated
  with check ((select public.caller_is_active()));
create policy dealroom_documents_active_update on public.dealroom_documents as restrictive for update to authenticated
  using ((select public.caller_is_active()));
create policy dealroom_documents_active_delete on public.dealroom_documents as restrictive for delete to authenticated
  using ((select public.caller_is_active()));
create policy dealroom_documents_select_allowed on public.dealroom_documents for select to authenticated
  using ((select public.is_admin()) or dealroom_id in (select public.dealroom_owned_rooms())
      or dealroom_id in (select public.dealroom_active_rooms()));
create policy dealroom_documents_insert_owner_or_admin on public.dealroom_documents for insert to authenticated
  with check ((select public.is_admin()) or dealroom_id in (select public.dealroom_owned_rooms()));
create policy dealroom_documents_update_owner_or_admin on public.dealroom_documents for update to authenticated
  using ((select public.is_admin()) or dealroom_id in (select public.dealroom_owned_rooms()))
  with check ((select public.is_admin()) or dealroom_id in (select public.dealroom_owned_rooms()));
create policy dealroom_documents_delete_owner_or_admin on public.dealroom_documents for delete to authenticated
  using ((select public.is_admin()) or dealroom_id in (select public.dealroom_owned_rooms()));
revoke all on table public.dealroom_documents from public, anon, authenticated;
grant select, delete on table public.dealroom_documents to authenticated;
grant insert (dealroom_id, category, title, file_name, storage_path, content_type, size_bytes, position)
  on table public.dealroom_documents to authenticated;
grant update (category, title, file_name, storage_path, content_type, size_bytes, position)
  on table public.dealroom_documents to authenticated;
grant all on table public.dealroom_documents to service_role;

alter table public.dealroom_buyer_profiles enable row level security;
create policy dealroom_buyer_profiles_active_insert on public.dealroom_buyer_profiles as restrictive for insert to authenticated
  with check ((select public.caller_is_active()));
create policy dealroom_buyer_profiles_active_update on public.dealroom_buyer_profiles as restrictive for update to authenticated
  using ((select public.caller_is_active()));
create policy dealroom_buyer_profiles_active_delete on public.dealroom_buyer_profiles as restrictive for delete to authenticated
  using ((select public.caller_is_active()));
create policy dealroom_buyer_profiles_select_own_or_admin on public.dealroom_buyer_profiles for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy dealroom_buyer_profiles_insert_own on public.dealroom_buyer_profiles for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy dealroom_buyer_profiles_update_own on public.dealroom_buyer_profiles for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy dealroom_buyer_profiles_delete_own on public.dealroom_buyer_profiles for delete to authenticated
  using (user_id = (select auth.uid()));
revoke all on table public.dealroom_buyer_profiles from public, anon, authenticated;
grant select, delete on table public.dealroom_buyer_profiles to authenticated;
grant insert (user_id, capital_available, experience, timeline, financing, financing_details)
  on table public.dealroom_buyer_profiles to authenticated;
grant update (capital_available, experience, timeline, financing, financing_details)
  on table public.dealroom_buyer_profiles to authenticated;
grant all on table public.dealroom_buyer_profiles to service_role;

alter table public.dealroom_requests enable row level security;
create policy dealroom_requests_active_insert on public.dealroom_requests as restrictive for insert to authenticated
  with check ((select public.caller_is_active()));
create policy dealroom_requests_active_update on public.dealroom_requests as restrictive for update to authenticated
  using ((select public.caller_is_active()));
create policy dealroom_requests_active_delete on public.dealroom_requests as restrictive for delete to authenticated
  using ((select public.caller_is_active()));
create policy dealroom_requests_select_parties on public.dealroom_requests for select to authenticated
  using ((select public.is_admin()) or buyer_id = (select auth.uid()) or dealroom_id in (select public.dealroom_owned_rooms()));
create policy dealroom_requests_insert_own on public.dealroom_requests for insert to authenticated
  with check (buyer_id = (select auth.uid()));
create policy dealroom_requests_update_owner_or_admin on public.dealroom_requests for update to authenticated
  using ((select public.is_admin()) or dealroom_id in (select public.dealroom_owned_rooms()))
  with check ((select public.is_admin()) or dealroom_id in (select public.dealroom_owned_rooms()));
revoke all on table public.dealroom_requests from public, anon, authenticated;
grant select on table public.dealroom_requests to authenticated;
grant insert (dealroom_id, buyer_id, agreement_locale, agreement_sha256, signed_name, signer_ip_hash)
  on table public.dealroom_requests to authenticated;
grant update (status, decision_message, revoke_reason, expires_at) on table public.dealroom_requests to authenticated;
grant all on table public.dealroom_requests to service_role;

alter table public.dealroom_access_events enable row level security;
create policy dealroom_access_events_active_insert on public.dealroom_access_events as restrictive for insert to authenticated
  with check ((select public.caller_is_active()));
create policy dealroom_access_events_select_owner_or_admin on public.dealroom_access_events for select to authenticated
  using ((select public.is_admin()) or dealroom_id in (select public.dealroom_owned_rooms()));
create policy dealroom_access_events_insert_reader on public.dealroom_access_events for insert to authenticated
  with check (user_id = (select auth.uid())
    and ((select public.is_admin()) or dealroom_id in (select public.dealroom_owned_rooms())
      or dealroom_id in (select public.dealroom_active_rooms())));
revoke all on table public.dealroom_access_events from public, anon, authenticated;
grant select on table public.dealroom_access_events to authenticated;
grant insert (dealroom_id, user_id, document_id, action) on table public.dealroom_access_events to authenticated;
grant all on table public.dealroom_access_events to service_role;

-- An approved, unexpired buyer of an open listing reads the business's confidential fields too.
drop policy entreprise_confidential_select_own_or_admin on app_private.entreprise_confidential;
create policy entreprise_confidential_select_owner_admin_or_buyer on app_private.entreprise_confidential
  for select to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin())
    or entreprise_id in (select d.entreprise_id from public.dealrooms d where d.id in (select public.dealroom_active_rooms())));

----------------------------------------------------------------------------------------------------
-- Storage: the private bucket of the files' documents
----------------------------------------------------------------------------------------------------

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('dealroom-documents', 'dealroom-documents', false, 26214400, array['application/pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do update set public = excluded.public, file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create policy dealroom_documents_objects_insert_owner_or_admin on storage.objects for insert to authenticated
  with check (bucket_id = 'dealroom-documents'
    and ((select public.is_admin()) or public.dealroom_object_room(name) in (select public.dealroom_owned_rooms())));
-- The owner and admins read their files' objects; a buyer reads only an object a document of a file
-- open to them names (documents' RLS): never a guessed, replaced or removed one.
create policy dealroom_documents_objects_select_allowed on storage.objects for select to authenticated
  using (bucket_id = 'dealroom-documents'
    and ((select public.is_admin()) or public.dealroom_object_room(name) in (select public.dealroom_owned_rooms())
      or name in (select d.storage_path from public.dealroom_documents d)));
create policy dealroom_documents_objects_delete_owner_or_admin on storage.objects for delete to authenticated
  using (bucket_id = 'dealroom-documents'
    and ((select public.is_admin()) or public.dealroom_object_room(name) in (select public.dealroom_owned_rooms())));
