-- Issue 12: view counters count a visitor once per listing and day, and only through the server.
-- record_entreprise_view / record_immobilier_view were callable by anyone in a loop. Now the server
-- (secret key) calls them with a visitor mark: a keyed hash of the day, the client address and
-- the browser, made in the app with a secret the database never sees. The marks only say "this
-- mark saw this listing today" and are deleted once the day is over, so nobody can tell who.

create table catalogue_private.listing_view_marks (
  day date not null default current_date,
  listing_kind text not null check (listing_kind in ('entreprise', 'immobilier')),
  listing_id bigint not null,
  visitor text not null check (visitor ~ '^[0-9a-f]{64}$'),
  primary key (day, listing_kind, listing_id, visitor)
);

comment on table catalogue_private.listing_view_marks is
  'Today''s view marks (keyed hash of day, address and browser made by the app); older days are deleted. Not exposed.';

alter table catalogue_private.listing_view_marks enable row level security;
revoke all on table catalogue_private.listing_view_marks from public, anon, authenticated;
grant usage on schema catalogue_private to service_role;
grant select, insert, delete on table catalogue_private.listing_view_marks to service_role;

drop function public.record_entreprise_view(text);
drop function public.record_immobilier_view(text);

-- Counts one view of a public listing unless this visitor mark already saw it today; true when counted.
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
  else
    update public.immobilier set view_count = view_count + 1 where id = v_id;
  end if;
  return true;
end;
$$;

revoke execute on function public.record_listing_view(text, text, text) from public, anon, authenticated;
grant execute on function public.record_listing_view(text, text, text) to service_role;
