-- The back office's taxonomy lists (issue 21) show how many listings use each industry, business
-- category and franchise category. One grouped count over the foreign-key index per list, for
-- admins only (it counts every listing, drafts too: those are what block a category's deletion).

create function public.taxonomy_usage(p_kind text)
returns table (id bigint, listing_count bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'only an administrator can count the listings of the taxonomy' using errcode = '42501';
  end if;
  if p_kind = 'entreprise_categories' then
    return query select e.category_id, count(*) from public.entreprises e group by e.category_id;
  elsif p_kind = 'entreprise_industries' then
    return query
      select m.industry_id, count(*)
      from public.entreprise_category_industry_map m
      join public.entreprises e on e.category_id = m.category_id
      group by m.industry_id;
  elsif p_kind = 'franchise_categories' then
    return query select f.category_id, count(*) from public.franchises f group by f.category_id;
  else
    raise exception 'unknown taxonomy list %', p_kind using errcode = '22023';
  end if;
end;
$$;

comment on function public.taxonomy_usage(text) is
  'How many listings use each industry, business category or franchise category (p_kind: the table); admins only.';

revoke all on function public.taxonomy_usage(text) from public, anon;
grant execute on function public.taxonomy_usage(text) to authenticated, service_role;
