-- Industries a user follows (spec §3, §7).

create table public.user_industry_preferences (
  user_id uuid not null references public.profiles (id) on delete cascade,
  industry_id bigint not null references public.entreprise_industries (id) on delete cascade,
  primary key (user_id, industry_id)
);

create index user_industry_preferences_industry_id_idx on public.user_industry_preferences (industry_id);

alter table public.user_industry_preferences enable row level security;

-- A user reads and writes only their own rows; admins read every row.
create policy user_industry_preferences_select_own_or_admin on public.user_industry_preferences
  for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy user_industry_preferences_insert_own on public.user_industry_preferences
  for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy user_industry_preferences_delete_own on public.user_industry_preferences
  for delete to authenticated
  using (user_id = (select auth.uid()));
-- No update policy: a row is only its key; changing preferences is delete + insert.

revoke all on table public.user_industry_preferences from public, anon, authenticated;
grant select, insert, delete on table public.user_industry_preferences to authenticated;
grant all on table public.user_industry_preferences to service_role;

-- ---------------------------------------------------------------------------
-- Save preferences (spec §5): delete the user's rows, then insert the new ones if the
-- list is not empty. One function call is one transaction: if any insert fails (an
-- industry that does not exist, another user's id refused by RLS…) the delete is
-- rolled back too and the previous preferences stay. Security invoker: RLS applies.
create or replace function public.save_industry_preferences(p_user_id uuid, p_industry_ids bigint[])
returns void
language plpgsql
security invoker
set search_path = ''
as $$
begin
  delete from public.user_industry_preferences where user_id = p_user_id;
  if coalesce(pg_catalog.cardinality(p_industry_ids), 0) > 0 then
    insert into public.user_industry_preferences (user_id, industry_id)
    select distinct p_user_id, ids.industry_id
    from pg_catalog.unnest(p_industry_ids) as ids (industry_id);
  end if;
end;
$$;

revoke execute on function public.save_industry_preferences(uuid, bigint[]) from public, anon;
grant execute on function public.save_industry_preferences(uuid, bigint[]) to authenticated, service_role;
