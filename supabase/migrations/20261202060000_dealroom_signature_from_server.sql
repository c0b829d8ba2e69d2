-- Issue 41: the record of a signature is the server's, never the buyer's. A buyer could insert their
-- own dealroom_requests row through the Data API and choose the keyed hash of their address (the
-- guard kept whatever signer_ip_hash came). A request is now created only by dealroom_sign_request,
-- which the server calls with its secret key once it has authenticated the buyer and computed the
-- keyed hash of the address the request came from: the buyer, the hash, the time, the agreement's
-- text, version and SHA-256 (composed here from the current version, compared with what the buyer
-- read) and the buyer's saved profile are all set here. The direct insert is revoked from the API roles.

create function public.dealroom_sign_request(
  p_buyer_id uuid,
  p_dealroom_id bigint,
  p_locale text,
  p_sha256 text,
  p_signed_name text,
  p_ip_hash text
)
 returns bigint
 language plpgsql
 security definer
 set search_path to ''
as $function$
declare
  v_profile public.dealroom_buyer_profiles;
  v_id bigint;
  v_sha256 text;
begin
  if p_buyer_id is null or not exists (select 1 from public.profiles p where p.id = p_buyer_id and p.suspended_at is null) then
    raise exception 'dealroom: no such buyer' using errcode = '42501';
  end if;
  if p_locale is null or p_locale not in ('fr', 'en') then
    raise exception 'dealroom: no agreement in this language' using errcode = '23514';
  end if;
  select * into v_profile from public.dealroom_buyer_profiles b where b.user_id = p_buyer_id;
  if v_profile.user_id is null then
    raise exception 'dealroom: buyer profile missing' using errcode = '23514';
  end if;
  -- The guard (dealroom_requests_05_guard) refuses one's own listing, a sold or closed listing and an
  -- empty file, and composes the agreement's text and version from the current template; its hash
  -- is computed from that text.
  insert into public.dealroom_requests (
    dealroom_id, buyer_id, status, buyer_email, capital_available, experience, timeline, financing, financing_details,
    agreement_locale, signed_name, signer_ip_hash, signed_at, created_at)
  values (
    p_dealroom_id, p_buyer_id, 'pending', (select p.email from public.profiles p where p.id = p_buyer_id),
    v_profile.capital_available, v_profile.experience, v_profile.timeline, v_profile.financing, v_profile.financing_details,
    p_locale, p_signed_name, p_ip_hash, pg_catalog.now(), pg_catalog.now())
  returning id, agreement_sha256 into v_id, v_sha256;
  -- What is stored is what the page showed: a text changed while the buyer read it is refused (the row goes).
  if p_sha256 is distinct from v_sha256 then
    raise exception 'dealroom: agreement changed' using errcode = '23514';
  end if;
  return v_id;
end;
$function$;
comment on function public.dealroom_sign_request(uuid, bigint, text, text, text, text) is 'Signs a buyer''s access request (issue 41), for the server only (its secret key), once it has authenticated the buyer: the buyer''s saved profile, the agreement composed from the current version in the chosen language (refused unless its SHA-256 is the one the buyer read), the typed name, the keyed hash of the address the server computed, and the time, all set here. Returns the request''s id.';
revoke all on function public.dealroom_sign_request(uuid, bigint, text, text, text, text) from public, anon, authenticated;
grant execute on function public.dealroom_sign_request(uuid, bigint, text, text, text, text) to service_role;

-- The API roles no longer insert requests: the grant and the policy go, and a trigger refuses them
-- should a grant come back.
revoke insert on table public.dealroom_requests from authenticated;
drop policy dealroom_requests_insert_own on public.dealroom_requests;

create function public.dealroom_requests_server_only()
 returns trigger
 language plpgsql
 set search_path to ''
as $function$
begin
  if coalesce(pg_catalog.current_setting('role', true), '') in ('anon', 'authenticated') then
    raise exception 'dealroom: a request is signed through the site' using errcode = '42501';
  end if;
  return new;
end;
$function$;
comment on function public.dealroom_requests_server_only() is 'Trigger: a request is created by dealroom_sign_request (the server), never inserted by an API role.';
revoke all on function public.dealroom_requests_server_only() from public, anon, authenticated;

create trigger dealroom_requests_04_server_only before insert on public.dealroom_requests
  for each row execute function public.dealroom_requests_server_only();
comment on trigger dealroom_requests_04_server_only on public.dealroom_requests is 'Before everything: no API role inserts a request (dealroom_sign_request does).';

comment on column public.dealroom_requests.signer_ip_hash is 'Keyed hash (HMAC-SHA-256, the app''s secret) of the address the signature came from, computed by the server and passed to dealroom_sign_request; never the address, never the buyer''s.';
