-- The workspace's views over 7 and 30 days (issue 10, listing_view_days) count the views that
-- record_listing_view (issue 12: once per visitor and day, server only) counts.
create or replace function public.record_listing_view(p_kind text, p_slug text, p_visitor text)
returns boolean
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_id bigint;
  v_inserted integer;
begin
  if p_kind = 'entreprise' then
    select e.id into v_id from public.entreprises e where e.slug = p_slug and e.status in ('published', 'under_offer', 'sold');
  elsif p_kind = 'immobilier' then
    select i.id into v_id from public.immobilier i where i.slug = p_slug and i.status in ('published', 'under_offer', 'sold');
  else
    raise exception 'unknown listing kind %', p_kind using errcode = '22023';
  end if;
  if v_id is null then
    return false;
  end if;
  -- Yesterday's marks are no longer needed: the counter already holds them.
  delete from catalogue_private.listing_view_marks where day < current_date;
  insert into catalogue_private.listing_view_marks (listing_kind, listing_id, visitor)
  values (p_kind, v_id, p_visitor)
  on conflict do nothing;
  get diagnostics v_inserted = row_count;
  if v_inserted = 0 then
    return false;
  end if;
  if p_kind = 'entreprise' then
    update public.entreprises set view_count = view_count + 1 where id = v_id;
    insert into public.listing_view_days as d (entreprise_id, views) values (v_id, 1)
    on conflict (entreprise_id, day) where entreprise_id is not null do update set views = d.views + 1;
  else
    update public.immobilier set view_count = view_count + 1 where id = v_id;
    insert into public.listing_view_days as d (immobilier_id, views) values (v_id, 1)
    on conflict (immobilier_id, day) where immobilier_id is not null do update set views = d.views + 1;
  end if;
  return true;
end;
$$;

revoke execute on function public.record_listing_view(text, text, text) from public, anon, authenticated;
grant execute on function public.record_listing_view(text, text, text) to service_role;
