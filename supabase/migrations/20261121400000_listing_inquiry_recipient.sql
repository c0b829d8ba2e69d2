-- Where a listing inquiry is e-mailed (issue 5): the owner's address, first name and
-- language. The language is the one the owner signed up in (auth user metadata `locale`,
-- written by the sign-up action); French when unknown. Server code calls this with the
-- service role after it has stored the inquiry; no API role can read someone's address.
create or replace function public.listing_inquiry_recipient(p_entreprise_id bigint, p_immobilier_id bigint)
returns table (email text, first_name text, locale text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_owner uuid := public.listing_inquiry_owner(p_entreprise_id, p_immobilier_id);
  v_meta jsonb;
begin
  if v_owner is null then
    return;
  end if;
  select u.raw_user_meta_data into v_meta from auth.users u where u.id = v_owner;
  -- @supabase/lite (local stack) stores the metadata as a JSON string holding the object.
  if pg_catalog.jsonb_typeof(v_meta) = 'string' then
    begin
      v_meta := (v_meta #>> '{}')::jsonb;
    exception when others then
      v_meta := null;
    end;
  end if;
  return query
    select p.email,
           p.first_name,
           case when v_meta ->> 'locale' in ('fr', 'en') then v_meta ->> 'locale' else 'fr' end
    from public.profiles p
    where p.id = v_owner and p.email is not null;
end;
$$;

revoke execute on function public.listing_inquiry_recipient(bigint, bigint) from public, anon, authenticated;
grant execute on function public.listing_inquiry_recipient(bigint, bigint) to service_role;
