-- The /experts text filter also matches the profession (French and English names), the firm,
-- the city and the regions served (issue 13: "comptable" found no accountant). The folded text
-- is now kept by a trigger instead of a generated column, since region names live in another
-- table. The profession names are those of messages/{fr,en}.json (experts.professions).

create or replace function public.expert_profession_names(p_profession public.expert_profession)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_profession
    when 'business_broker' then 'Courtier d''entreprises Business broker'
    when 'accountant' then 'Comptable Accountant CPA'
    when 'lawyer' then 'Avocat Avocate Lawyer'
    when 'notary' then 'Notaire Notary'
    when 'valuator' then 'Évaluateur d''entreprises Évaluatrice Business valuator'
    when 'financing_advisor' then 'Conseiller en financement Conseillère Financing advisor'
    when 'consultant' then 'Consultant Consultante'
    when 'insurance_broker' then 'Courtier d''assurance Courtière Insurance broker'
  end;
$$;

drop index public.experts_search_text_idx;
alter table public.experts drop column search_text;
alter table public.experts add column search_text text not null default '';

comment on column public.experts.search_text is
  'Folded name, firm, city, profession (fr and en) and regions served (fr and en): what the /experts text filter matches.';

create or replace function public.experts_search_text()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.search_text := public.catalogue_fold(pg_catalog.concat_ws(' ',
    new.name, new.company, new.city, public.expert_profession_names(new.profession),
    (select pg_catalog.string_agg(r.name_fr || ' ' || r.name_en, ' ' order by r.id)
     from public.regions r where r.id = any (new.region_ids))));
  return new;
end;
$$;

revoke execute on function public.experts_search_text() from public, anon, authenticated;

-- After experts_prepare (which tidies region_ids): triggers of one event run in name order.
create trigger experts_30_search_text
  before insert or update on public.experts
  for each row execute function public.experts_search_text();

update public.experts set search_text = '';

create index experts_search_text_idx on public.experts using gin (search_text extensions.gin_trgm_ops);
