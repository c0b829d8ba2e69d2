-- Issue 18 (MEDIUM): a confidential business named its owner. `entreprises.owner_id` was readable
-- by anyone, and get_seller_cards turned it into a name and a photo (and the seller's page listed it).
-- A confidential listing now names no owner to the API roles: owner_id is no longer granted to them
-- (like the four confidential columns); `seller_id` is the public owner, null when confidential; the
-- owner's and admins' reads take the owner from app_private.entreprise_confidential (RLS: the owner's
-- rows, every row for an admin), kept in step by the existing trigger. Row-level security still
-- uses owner_id (policy conditions are not subject to column privileges).

alter table public.entreprises add column seller_id uuid;

comment on column public.entreprises.seller_id is 'The owner as the public may know them: null when the listing is confidential. Kept by entreprises_90_seller.';

-- Filled without the table's triggers: nothing a reader sees changes (no new "last change" date).
alter table public.entreprises disable trigger user;
update public.entreprises set seller_id = case when confidential then null else owner_id end;
alter table public.entreprises enable trigger user;

-- Not a generated column: before-triggers that compare NEW with OLD would see a generated column as
-- changed (it is computed after them). This one runs last and nobody else writes the column.
create or replace function public.entreprises_seller()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.seller_id := case when new.confidential then null else new.owner_id end;
  return new;
end;
$$;

revoke execute on function public.entreprises_seller() from public, anon, authenticated;

create trigger entreprises_90_seller
  before insert or update on public.entreprises
  for each row execute function public.entreprises_seller();

create index entreprises_seller_idx on public.entreprises (seller_id, updated_at desc) where seller_id is not null;

revoke select (owner_id) on public.entreprises from anon, authenticated;
grant select (seller_id) on public.entreprises to anon, authenticated;

-- A person's card is public through their open listings only, never through a confidential one.
drop policy profile_cards_select_public on app_private.profile_cards;
create policy profile_cards_select_public on app_private.profile_cards
  for select to anon, authenticated
  using (
    public_page_enabled
    or exists (select 1 from public.entreprises e where e.seller_id = profile_cards.id and e.status in ('published', 'under_offer', 'sold'))
    or exists (select 1 from public.immobilier i where i.owner_id = profile_cards.id and i.status in ('published', 'under_offer', 'sold')));

create or replace function public.get_seller_cards(p_ids uuid[])
returns table (id uuid, first_name text, last_name text, avatar_url text, public_slug text)
language sql
stable
security invoker
set search_path = ''
as $$
  select c.id, c.first_name, c.last_name, c.avatar_url, case when c.public_page_enabled then c.public_slug end
  from app_private.profile_cards c
  where c.id = any (p_ids[1:100])
    and (exists (select 1 from public.entreprises e where e.seller_id = c.id and e.status in ('published', 'under_offer', 'sold'))
      or exists (select 1 from public.immobilier i where i.owner_id = c.id and i.status in ('published', 'under_offer', 'sold')));
$$;

-- The owner of the listing an inquiry is about, for the inquiries' policies: a business's owner from
-- the private copy (the caller's own rows, every row for an admin or the server), a property's as before.
create or replace function public.listing_inquiry_owner(p_entreprise_id bigint, p_immobilier_id bigint)
returns uuid
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(
    (select o.owner_id from app_private.entreprise_confidential o where o.entreprise_id = p_entreprise_id),
    (select i.owner_id from public.immobilier i where i.id = p_immobilier_id));
$$;

-- The workspace's list, the dashboard's counts and the inbox: the owner from the private copy.
create or replace function public.list_workspace_entreprises(
  p_scope text default 'mine',
  p_status text default null,
  p_search text default null,
  p_region_id smallint default null,
  p_category_id bigint default null,
  p_owner_email text default null,
  p_from date default null,
  p_to date default null,
  p_sort text default 'updated',
  p_dir text default 'desc',
  p_limit integer default 25,
  p_offset integer default 0
)
returns table (
  id bigint, slug text, title_fr text, title_en text, status public.listing_status, featured boolean,
  asking_price numeric, price_on_request boolean, images jsonb, region_id smallint, category_id bigint,
  owner_id uuid, owner_email text, created_at timestamptz, updated_at timestamptz, submitted_at timestamptz,
  published_at timestamptz, last_confirmed_at timestamptz, rejection_reason text,
  views_7 bigint, views_30 bigint, inquiries_unread bigint, inquiries_total bigint, total_count bigint
)
language sql
stable
set search_path = ''
as $$
  with rows as (
    -- Named columns: the confidential ones (and the owner) are not granted to the API roles.
    select e.id, e.slug, e.title_fr, e.title_en, e.status, e.featured, e.asking_price, e.price_on_request, e.images,
           e.region_id, e.category_id, o.owner_id, e.created_at, e.updated_at, e.submitted_at, e.published_at,
           e.last_confirmed_at, e.rejection_reason, p.email as owner_email
    from public.entreprises e
    join app_private.entreprise_confidential o on o.entreprise_id = e.id
    left join public.profiles p on p.id = o.owner_id
    where (p_scope <> 'mine' or o.owner_id = (select auth.uid()))
      and (p_status is null or e.status::text = p_status)
      and (p_search is null or e.title_fr ilike '%' || p_search || '%' or e.title_en ilike '%' || p_search || '%' or e.slug = p_search)
      and (p_region_id is null or e.region_id = p_region_id)
      and (p_category_id is null or e.category_id = p_category_id)
      and (p_owner_email is null or p.email ilike '%' || p_owner_email || '%')
      and (p_from is null or e.updated_at >= p_from)
      and (p_to is null or e.updated_at < p_to + 1)
  ), page as (
    select r.*, count(*) over () as total_count
    from rows r
    order by
      -- Submitted items first in the queues, then the chosen order.
      case when p_scope = 'all' and p_status is null then (r.status = 'submitted') end desc nulls last,
      case when p_dir = 'asc' then case p_sort when 'title' then r.title_fr end end asc,
      case when p_dir = 'desc' then case p_sort when 'title' then r.title_fr end end desc,
      case when p_dir = 'asc' then case p_sort when 'price' then r.asking_price end end asc nulls last,
      case when p_dir = 'desc' then case p_sort when 'price' then r.asking_price end end desc nulls last,
      case when p_dir = 'asc' then case p_sort when 'submitted' then r.submitted_at when 'published' then r.published_at when 'confirmed' then r.last_confirmed_at else r.updated_at end end asc nulls last,
      case when p_dir = 'desc' then case p_sort when 'submitted' then r.submitted_at when 'published' then r.published_at when 'confirmed' then r.last_confirmed_at else r.updated_at end end desc nulls last,
      r.id desc
    limit least(greatest(p_limit, 1), 200) offset greatest(p_offset, 0)
  )
  select pg.id, pg.slug, pg.title_fr, pg.title_en, pg.status, pg.featured, pg.asking_price, pg.price_on_request, pg.images,
         pg.region_id, pg.category_id, pg.owner_id, pg.owner_email, pg.created_at, pg.updated_at, pg.submitted_at,
         pg.published_at, pg.last_confirmed_at, pg.rejection_reason,
         coalesce((select sum(v.views) from public.listing_view_days v where v.entreprise_id = pg.id and v.day > current_date - 7), 0)::bigint,
         coalesce((select sum(v.views) from public.listing_view_days v where v.entreprise_id = pg.id and v.day > current_date - 30), 0)::bigint,
         (select count(*) from public.listing_inquiries i where i.entreprise_id = pg.id and i.read_at is null and i.archived_at is null),
         (select count(*) from public.listing_inquiries i where i.entreprise_id = pg.id),
         pg.total_count
  from page pg
  order by
    case when p_scope = 'all' and p_status is null then (pg.status = 'submitted') end desc nulls last,
    case when p_dir = 'asc' then case p_sort when 'title' then pg.title_fr end end asc,
    case when p_dir = 'desc' then case p_sort when 'title' then pg.title_fr end end desc,
    case when p_dir = 'asc' then case p_sort when 'price' then pg.asking_price end end asc nulls last,
    case when p_dir = 'desc' then case p_sort when 'price' then pg.asking_price end end desc nulls last,
    case when p_dir = 'asc' then case p_sort when 'submitted' then pg.submitted_at when 'published' then pg.published_at when 'confirmed' then pg.last_confirmed_at else pg.updated_at end end asc nulls last,
    case when p_dir = 'desc' then case p_sort when 'submitted' then pg.submitted_at when 'published' then pg.published_at when 'confirmed' then pg.last_confirmed_at else pg.updated_at end end desc nulls last,
    pg.id desc;
$$;

create or replace function public.workspace_summary()
returns table (kind text, status text, items bigint)
language sql
stable
set search_path = ''
as $$
  select 'entreprise', e.status::text, count(*) from public.entreprises e
    join app_private.entreprise_confidential o on o.entreprise_id = e.id
  where o.owner_id = (select auth.uid()) group by e.status
  union all
  select 'immobilier', i.status::text, count(*) from public.immobilier i where i.owner_id = (select auth.uid()) group by i.status
  union all
  select 'expert', x.status::text, count(*) from public.experts x where x.owner_id = (select auth.uid()) group by x.status;
$$;

create or replace function public.list_inbox_inquiries(
  p_kind text default null,
  p_listing_id bigint default null,
  p_archived boolean default false,
  p_limit integer default 25,
  p_offset integer default 0
)
returns table (
  id bigint, kind text, listing_id bigint, listing_slug text, listing_title_fr text, listing_title_en text,
  listing_status public.listing_status, name text, email text, phone text, message text, locale text,
  created_at timestamptz, read_at timestamptz, archived_at timestamptz, total_count bigint
)
language sql
stable
security invoker
set search_path = ''
as $$
  with mine as (
    select i.id,
           case when i.entreprise_id is not null then 'entreprise' else 'immobilier' end as kind,
           coalesce(i.entreprise_id, i.immobilier_id) as listing_id,
           coalesce(e.slug, m.slug) as listing_slug,
           coalesce(e.title_fr, m.title_fr) as listing_title_fr,
           coalesce(e.title_en, m.title_en) as listing_title_en,
           coalesce(e.status, m.status) as listing_status,
           i.name, i.email, i.phone, i.message, i.locale, i.created_at, i.read_at, i.archived_at
    from public.listing_inquiries i
    left join public.entreprises e on e.id = i.entreprise_id
    left join app_private.entreprise_confidential o on o.entreprise_id = e.id
    left join public.immobilier m on m.id = i.immobilier_id
    where (o.owner_id = (select auth.uid()) or m.owner_id = (select auth.uid()))
      and (p_kind is null or (p_kind = 'entreprise' and i.entreprise_id = p_listing_id)
                          or (p_kind = 'immobilier' and i.immobilier_id = p_listing_id))
      and (case when coalesce(p_archived, false) then i.archived_at is not null else i.archived_at is null end)
  )
  select m.*, count(*) over () as total_count
  from mine m
  order by (m.read_at is null) desc, m.created_at desc, m.id desc
  limit least(greatest(coalesce(p_limit, 25), 1), 100) offset greatest(coalesce(p_offset, 0), 0);
$$;

create or replace function public.inbox_listing_counts()
returns table (
  kind text, listing_id bigint, slug text, title_fr text, title_en text,
  total bigint, unread bigint, archived bigint, last_at timestamptz
)
language sql
stable
security invoker
set search_path = ''
as $$
  select 'entreprise', e.id, e.slug, e.title_fr, e.title_en,
         count(*), count(*) filter (where i.read_at is null and i.archived_at is null),
         count(*) filter (where i.archived_at is not null), max(i.created_at)
  from public.entreprises e
  join app_private.entreprise_confidential o on o.entreprise_id = e.id
  join public.listing_inquiries i on i.entreprise_id = e.id
  where o.owner_id = (select auth.uid())
  group by e.id
  union all
  select 'immobilier', m.id, m.slug, m.title_fr, m.title_en,
         count(*), count(*) filter (where i.read_at is null and i.archived_at is null),
         count(*) filter (where i.archived_at is not null), max(i.created_at)
  from public.immobilier m
  join public.listing_inquiries i on i.immobilier_id = m.id
  where m.owner_id = (select auth.uid())
  group by m.id
  order by 9 desc;
$$;

-- The private fields of a business for its owner and admins, with its owner now that the API roles
-- cannot read owner_id (the editor's photo folder, "your own listing" on its page).
drop function public.get_entreprise_private(bigint);
create function public.get_entreprise_private(p_id bigint)
returns table (owner_id uuid, business_name text, street_address text, postal_code text, city text)
language sql
stable
security invoker
set search_path = ''
as $$
  select c.owner_id, c.business_name, c.street_address, c.postal_code, c.city
  from app_private.entreprise_confidential c
  where c.entreprise_id = p_id and (c.owner_id = (select auth.uid()) or (select public.is_admin()));
$$;

revoke execute on function public.get_entreprise_private(bigint) from public, anon;
grant execute on function public.get_entreprise_private(bigint) to authenticated, service_role;
