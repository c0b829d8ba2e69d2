-- Issue 22 (imports): what the property import compares a file's rows with. A row's key is its
-- reference in the file (import_ref) or the slug of a listing of the site: the listings of these
-- keys, by either. Runs as the caller; administrators only.
create function public.import_existing_immobilier(p_keys text[])
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
      'id', i.id, 'import_ref', i.import_ref, 'slug', i.slug, 'status', i.status, 'owner_id', i.owner_id,
      'title_fr', i.title_fr, 'title_en', i.title_en, 'property_type', i.property_type,
      'transaction_type', i.transaction_type, 'price', i.price, 'lease_rate', i.lease_rate,
      'lease_rate_unit', i.lease_rate_unit, 'price_on_request', i.price_on_request, 'area_sqft', i.area_sqft,
      'lot_area_sqft', i.lot_area_sqft, 'year_built', i.year_built, 'zoning', i.zoning, 'address', i.address,
      'postal_code', i.postal_code, 'city', i.city, 'region_id', i.region_id,
      'description_fr', i.description_fr, 'description_en', i.description_en,
      'last_confirmed_at', i.last_confirmed_at)
    from public.immobilier i
    where i.import_ref = any (p_keys) or i.slug = any (p_keys);
end;
$$;
comment on function public.import_existing_immobilier(text[]) is 'The property import''s comparison: the properties whose import reference or slug is one of these keys, with their status and owner; administrators only, run as the caller.';
revoke all on function public.import_existing_immobilier(text[]) from public, anon;
grant execute on function public.import_existing_immobilier(text[]) to authenticated;
