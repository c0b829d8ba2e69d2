-- Issue 22 (imports): a row over its owner's plan limit is refused at that row, not the whole batch.
-- The imports read, before they write, what listing_plan_guard will count (it stays the authority):
-- each owner's plan, its limit on active listings and how many they have; and, for the rows already
-- stored, their status (an update that moves an active listing to another owner takes a place).

create or replace function public.import_existing_entreprises(p_refs text[])
  returns setof jsonb
  language plpgsql
  stable
  set search_path to ''
as $$
begin
  if not public.is_admin() then
    raise exception 'administrators only' using errcode = '42501';
  end if;
  return query
    select pg_catalog.jsonb_build_object(
      'id', e.id, 'import_ref', e.import_ref, 'status', e.status, 'owner_id', c.owner_id, 'title_fr', e.title_fr,
      'title_en', e.title_en, 'category_id', e.category_id, 'region_id', e.region_id, 'city', c.city,
      'postal_code', c.postal_code, 'business_name', c.business_name, 'asking_price', e.asking_price,
      'price_on_request', e.price_on_request, 'gross_revenue', e.gross_revenue, 'cash_flow', e.cash_flow,
      'ebitda', e.ebitda, 'year_established', e.year_established, 'employees', e.employees,
      'description_fr', e.description_fr, 'description_en', e.description_en,
      'last_confirmed_at', e.last_confirmed_at)
    from public.entreprises e
    join app_private.entreprise_confidential c on c.entreprise_id = e.id
    where e.import_ref = any (p_refs);
end;
$$;
comment on function public.import_existing_entreprises(text[]) is 'The business import''s comparison: the listings of these import references with their status, owner and confidential fields; administrators only, run as the caller.';

create function public.import_plan_room(p_owners uuid[])
  returns table (owner_id uuid, email text, plan public.plan_id, active_listings integer, active integer)
  language plpgsql
  stable
  set search_path to ''
as $$
begin
  if not public.is_admin() then
    raise exception 'administrators only' using errcode = '42501';
  end if;
  -- The same count as listing_plan_guard: businesses and properties submitted, published or under
  -- offer (a business's owner read from its confidential copy, which the column grants let admins read).
  return query
    select p.id, p.email, l.id, l.active_listings,
           ((select count(*) from public.entreprises e
             join app_private.entreprise_confidential c on c.entreprise_id = e.id
             where c.owner_id = p.id and e.status in ('submitted', 'published', 'under_offer'))
          + (select count(*) from public.immobilier i
             where i.owner_id = p.id and i.status in ('submitted', 'published', 'under_offer')))::integer
    from public.profiles p
    join public.plans l on l.id = p.plan
    where p.id = any (p_owners);
end;
$$;
comment on function public.import_plan_room(uuid[]) is 'The listing imports'' plan check: for each owner, the plan, its limit on active listings (null: unlimited) and the active listings counted as listing_plan_guard counts them; administrators only, run as the caller.';
revoke all on function public.import_plan_room(uuid[]) from public, anon;
grant execute on function public.import_plan_room(uuid[]) to authenticated;
