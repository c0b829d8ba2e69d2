-- Issue 39: postal codes were stored as typed ("g1l2m5", "G1L2M5", "g1l-2m5"). Every write now stores a
-- Canadian postal code as Canada Post writes it, "G1L 2M5", whoever writes it (the forms, the imports,
-- the Data API directly): a listing's (businesses, properties), which is Canadian or refused, and a
-- profile's, which is normalised when it has the Canadian form (a profile may live abroad). Existing
-- rows are fixed below.

create or replace function public.canadian_postal_code(p_code text)
 returns text
 language sql
 immutable
 parallel safe
 set search_path to ''
as $function$
  select case
    when c ~ '^[A-Z][0-9][A-Z][0-9][A-Z][0-9]$' then pg_catalog.substr(c, 1, 3) || ' ' || pg_catalog.substr(c, 4)
    else nullif(pg_catalog.btrim(p_code), '')
  end
  from (select pg_catalog.upper(pg_catalog.regexp_replace(p_code, '[[:space:]-]', '', 'g')) as c) typed;
$function$;
comment on function public.canadian_postal_code(text) is 'A postal code of the Canadian form (letter, digit, letter, digit, letter, digit; any case, spaces or hyphen) as Canada Post writes it, "A1A 1A1"; anything else trimmed, blank as null.';
revoke all on function public.canadian_postal_code(text) from public, anon;
grant execute on function public.canadian_postal_code(text) to authenticated, service_role;

create or replace function public.postal_code_guard()
 returns trigger
 language plpgsql
 set search_path to ''
as $function$
begin
  new.postal_code := public.canadian_postal_code(new.postal_code);
  -- A listing is in Canada (its trigger says 'canadian'): its postal code is Canadian or none.
  if tg_argv[0] = 'canadian' and new.postal_code !~ '^[A-Z][0-9][A-Z] [0-9][A-Z][0-9]$' then
    raise exception 'postal code refused: a listing''s postal code is Canadian (A1A 1A1)' using errcode = '23514';
  end if;
  return new;
end;
$function$;
comment on function public.postal_code_guard() is 'Trigger: a postal code of the Canadian form stored as Canada Post writes it (A1A 1A1), whatever the case and spacing typed; with the argument ''canadian'' (listings), a postal code of another form is refused.';
revoke all on function public.postal_code_guard() from public, anon, authenticated;

create trigger entreprises_09_postal_code before insert or update of postal_code on public.entreprises
  for each row execute function public.postal_code_guard('canadian');
comment on trigger entreprises_09_postal_code on public.entreprises is 'The postal code as Canada Post writes it (A1A 1A1); another form is refused.';

create trigger immobilier_09_postal_code before insert or update of postal_code on public.immobilier
  for each row execute function public.postal_code_guard('canadian');
comment on trigger immobilier_09_postal_code on public.immobilier is 'The postal code as Canada Post writes it (A1A 1A1); another form is refused.';

create trigger profiles_08_postal_code before insert or update of postal_code on public.profiles
  for each row execute function public.postal_code_guard();
comment on trigger profiles_08_postal_code on public.profiles is 'A Canadian postal code as Canada Post writes it (A1A 1A1).';

-- The rows written before: only those whose postal code changes (their triggers run as for any write;
-- a listing's private copy follows through its sync). A listing's code of another form stays as it is.
update public.entreprises
set postal_code = public.canadian_postal_code(postal_code)
where postal_code is distinct from public.canadian_postal_code(postal_code)
  and public.canadian_postal_code(postal_code) ~ '^[A-Z][0-9][A-Z] [0-9][A-Z][0-9]$';
update public.immobilier
set postal_code = public.canadian_postal_code(postal_code)
where postal_code is distinct from public.canadian_postal_code(postal_code)
  and public.canadian_postal_code(postal_code) ~ '^[A-Z][0-9][A-Z] [0-9][A-Z][0-9]$';
update public.profiles
set postal_code = public.canadian_postal_code(postal_code)
where postal_code is distinct from public.canadian_postal_code(postal_code);
