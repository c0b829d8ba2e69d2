-- A listing is never "confirmed" before it was published (issue 13: cards read "En vente depuis
-- 1 jour · Confirmée il y a 7 semaines"). A draft keeps the confirmation date of its creation;
-- publishing it is itself a confirmation, so last_confirmed_at moves up to published_at. The
-- rule holds for businesses and properties, checked by a constraint.

create or replace function public.listing_confirmed_after_publication()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.published_at is not null and new.last_confirmed_at < new.published_at then
    new.last_confirmed_at := new.published_at;
  end if;
  return new;
end;
$$;

revoke execute on function public.listing_confirmed_after_publication() from public, anon, authenticated;

-- After *_20_prepare, which sets published_at on the first publication.
create trigger entreprises_25_confirmed_after_publication
  before insert or update on public.entreprises
  for each row execute function public.listing_confirmed_after_publication();

create trigger immobilier_25_confirmed_after_publication
  before insert or update on public.immobilier
  for each row execute function public.listing_confirmed_after_publication();

update public.entreprises set last_confirmed_at = published_at where last_confirmed_at < published_at;
update public.immobilier set last_confirmed_at = published_at where last_confirmed_at < published_at;

alter table public.entreprises add constraint entreprises_confirmed_after_publication
  check (published_at is null or last_confirmed_at >= published_at);
alter table public.immobilier add constraint immobilier_confirmed_after_publication
  check (published_at is null or last_confirmed_at >= published_at);
