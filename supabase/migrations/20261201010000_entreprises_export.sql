-- The businesses export as an administrator reads it (issue 39).
--
-- The back office's export of businesses read `entreprises.city` with the admin's session, a column the
-- API roles have no grant on (a confidential listing's city is in app_private.entreprise_confidential,
-- readable by its owner and administrators only), so PostgreSQL refused the query after the file's
-- header had been sent. Granting the column would show every confidential listing's city to every
-- signed-in user (RLS shows them the public rows), so the export reads this view instead: the listing
-- with its confidential city and owner from the private projection, its category and region names.
--
-- security_invoker: every table's policies and grants apply as the caller's own (an owner sees their
-- own confidential row, nobody else's); the view then shows rows to administrators only, so its owner
-- columns are never a way round entreprise_confidential for anyone else. anon has no grant at all.

create view public.entreprises_export with (security_invoker = true) as
select
  e.id,
  e.slug,
  e.title_fr,
  e.title_en,
  e.status,
  c.city,
  cat.name_fr as category_fr,
  cat.name_en as category_en,
  r.name_fr as region_fr,
  r.name_en as region_en,
  nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), '') as owner_name,
  p.email as owner_email,
  e.asking_price,
  e.gross_revenue,
  e.cash_flow,
  e.employees,
  e.year_established,
  e.view_count,
  e.created_at,
  e.published_at
from public.entreprises e
join app_private.entreprise_confidential c on c.entreprise_id = e.id
join public.entreprise_categories cat on cat.id = e.category_id
left join public.regions r on r.id = e.region_id
left join public.profiles p on p.id = c.owner_id
where (select public.is_admin());

comment on view public.entreprises_export is
  'Businesses as the back office exports them: the confidential city and the owner (from app_private.entreprise_confidential), category and region names. Administrators only; security invoker, so every table''s policies still apply.';

revoke all on table public.entreprises_export from public, anon, authenticated;
grant select on table public.entreprises_export to authenticated;
grant all on table public.entreprises_export to service_role;
