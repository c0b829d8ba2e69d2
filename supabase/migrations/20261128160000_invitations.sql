-- Invitations (issue 22, people import): nobody gets an account without consenting to it (Law 25),
-- so a person imported by an administrator is a pending invitation, not an account. The person
-- claims it by signing up with that e-mail: once the address is confirmed, the trigger on
-- auth.users copies the invitation onto the new profile (names, phone, industry preferences,
-- admin flag; the language into the account's metadata when it has none) and deletes it, in the
-- same transaction. No Auth admin API is involved, so it works the same on the local stack and on
-- hosted Supabase. An invitation never claimed is deleted after 30 days (expire_invitations, run by
-- /api/cron/invitations-expiry).

CREATE TABLE public.invitations (
  id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  email text NOT NULL,
  first_name text,
  last_name text,
  phone text,
  locale text DEFAULT 'fr'::text NOT NULL,
  industry_ids bigint[] DEFAULT '{}'::bigint[] NOT NULL,
  is_admin boolean DEFAULT false NOT NULL,
  invited_by uuid DEFAULT auth.uid(),
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL,
  send_status text DEFAULT 'pending'::text NOT NULL,
  sent_at timestamp with time zone,
  send_count integer DEFAULT 0 NOT NULL,
  expires_at timestamp with time zone DEFAULT (now() + '30 days'::interval) NOT NULL,
  CONSTRAINT invitations_pkey PRIMARY KEY (id),
  -- The key: one invitation per address, whatever its case (stored folded to lower case).
  CONSTRAINT invitations_email_key UNIQUE (email),
  CONSTRAINT invitations_email_check CHECK (email = lower(btrim(email)) AND email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' AND char_length(email) <= 254),
  CONSTRAINT invitations_first_name_check CHECK (char_length(first_name) <= 100),
  CONSTRAINT invitations_last_name_check CHECK (char_length(last_name) <= 100),
  CONSTRAINT invitations_phone_check CHECK (char_length(phone) <= 40),
  CONSTRAINT invitations_locale_check CHECK (locale = ANY (ARRAY['fr'::text, 'en'::text])),
  CONSTRAINT invitations_industry_ids_check CHECK (cardinality(industry_ids) <= 100),
  CONSTRAINT invitations_send_status_check CHECK (send_status = ANY (ARRAY['pending'::text, 'sent'::text, 'failed'::text])),
  CONSTRAINT invitations_invited_by_fkey FOREIGN KEY (invited_by) REFERENCES public.profiles(id) ON DELETE SET NULL
);
COMMENT ON TABLE public.invitations IS 'People imported by an administrator (issue 22): a pending account, claimed when the person signs up with that e-mail (Law 25: no account without consent); deleted when claimed, cancelled or 30 days old. Administrators only.';
COMMENT ON COLUMN public.invitations.email IS 'The key: lower case, one invitation per address.';
COMMENT ON COLUMN public.invitations.locale IS 'The language of the invitation e-mail and of the sign-up link (fr or en).';
COMMENT ON COLUMN public.invitations.industry_ids IS 'The industries the person will follow (user industry preferences, spec §3); unknown ids are skipped at the claim.';
COMMENT ON COLUMN public.invitations.send_status IS 'The invitation e-mail: pending (not sent yet), sent, failed (the outbox retries it).';
COMMENT ON COLUMN public.invitations.expires_at IS 'When it is deleted if nobody claimed it: 30 days after it was created.';
CREATE INDEX invitations_expires_at_idx ON public.invitations USING btree (expires_at);
CREATE INDEX invitations_created_at_idx ON public.invitations USING btree (created_at);
CREATE INDEX invitations_invited_by_idx ON public.invitations USING btree (invited_by);

CREATE TRIGGER invitations_20_updated_at BEFORE UPDATE ON public.invitations
  FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();
COMMENT ON TRIGGER invitations_20_updated_at ON public.invitations IS 'Derived value (20): updated_at on every change.';

-- Administrators only: no policy lets anyone else see or write a row.
ALTER TABLE public.invitations ENABLE ROW LEVEL SECURITY;
CREATE POLICY invitations_select_admin ON public.invitations FOR SELECT TO authenticated
  USING ((SELECT public.is_admin()));
CREATE POLICY invitations_insert_admin ON public.invitations FOR INSERT TO authenticated
  WITH CHECK ((SELECT public.is_admin()) AND invited_by = (SELECT auth.uid()));
CREATE POLICY invitations_update_admin ON public.invitations FOR UPDATE TO authenticated
  USING ((SELECT public.is_admin())) WITH CHECK ((SELECT public.is_admin()));
CREATE POLICY invitations_delete_admin ON public.invitations FOR DELETE TO authenticated
  USING ((SELECT public.is_admin()));
-- A blocked account writes nothing (issue 21's restrictive policies, on this table too).
CREATE POLICY invitations_active_insert ON public.invitations AS RESTRICTIVE FOR INSERT TO authenticated
  WITH CHECK ((SELECT public.caller_is_active()));
CREATE POLICY invitations_active_update ON public.invitations AS RESTRICTIVE FOR UPDATE TO authenticated
  USING ((SELECT public.caller_is_active()));
CREATE POLICY invitations_active_delete ON public.invitations AS RESTRICTIVE FOR DELETE TO authenticated
  USING ((SELECT public.caller_is_active()));
REVOKE ALL ON TABLE public.invitations FROM PUBLIC, anon, authenticated;
GRANT SELECT, DELETE ON TABLE public.invitations TO authenticated;
GRANT INSERT (email, first_name, last_name, phone, locale, industry_ids, is_admin) ON TABLE public.invitations TO authenticated;
GRANT UPDATE (first_name, last_name, phone, locale, industry_ids, is_admin, send_status, sent_at, send_count, expires_at)
  ON TABLE public.invitations TO authenticated;
GRANT ALL ON TABLE public.invitations TO service_role;

-- The claim: the invitation of this address (if any) onto the account's profile, then deleted.
CREATE OR REPLACE FUNCTION app_private.claim_invitation(p_user_id uuid, p_email text)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  inv public.invitations;
  meta jsonb;
begin
  delete from public.invitations i where i.email = pg_catalog.lower(pg_catalog.btrim(p_email)) returning i.* into inv;
  if inv.id is null then
    return false;
  end if;
  -- What the person typed at sign-up wins over what the administrator imported.
  update public.profiles p set
    first_name = coalesce(p.first_name, inv.first_name),
    last_name = coalesce(p.last_name, inv.last_name),
    mobile_phone = coalesce(p.mobile_phone, inv.phone),
    is_admin = p.is_admin or inv.is_admin
  where p.id = p_user_id;
  insert into public.user_industry_preferences (user_id, industry_id)
  select p_user_id, i.id from public.entreprise_industries i where i.id = any (inv.industry_ids)
  on conflict do nothing;
  -- The language lives in the account's metadata (the sign-up page sets it); the invitation's when none.
  select u.raw_user_meta_data into meta from auth.users u where u.id = p_user_id;
  if pg_catalog.jsonb_typeof(meta) = 'string' then
    begin
      meta := (meta #>> '{}')::jsonb;
    exception when others then
      meta := null;
    end;
  end if;
  if pg_catalog.jsonb_typeof(meta) is distinct from 'object' then
    meta := '{}'::jsonb;
  end if;
  if not (meta ? 'locale') then
    update auth.users u set raw_user_meta_data = meta || pg_catalog.jsonb_build_object('locale', inv.locale)
    where u.id = p_user_id;
  end if;
  return true;
end;
$function$;
COMMENT ON FUNCTION app_private.claim_invitation(uuid, text) IS 'The invitation of this e-mail onto the account: names and phone where the profile has none, the admin flag, the industry preferences, the language when the account has none; then the invitation is deleted. Called by the trigger on auth.users once the address is confirmed.';
REVOKE ALL ON FUNCTION app_private.claim_invitation(uuid, text) FROM PUBLIC, anon, authenticated;

-- Only a confirmed address claims: signing up with someone else's e-mail gets nothing of theirs.
CREATE OR REPLACE FUNCTION public.handle_auth_user_invitation()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.email is not null and new.email_confirmed_at is not null
     and (tg_op = 'INSERT' or old.email_confirmed_at is null) then
    perform app_private.claim_invitation(new.id, new.email);
  end if;
  return null;
end;
$function$;
COMMENT ON FUNCTION public.handle_auth_user_invitation() IS 'Trigger on auth.users, after the profile exists: when an account''s e-mail is confirmed (at creation or later), its pending invitation is claimed (app_private.claim_invitation).';
REVOKE ALL ON FUNCTION public.handle_auth_user_invitation() FROM PUBLIC, anon, authenticated;

-- Named after on_auth_user_created, so it fires after the profile is made.
CREATE TRIGGER on_auth_user_invitation AFTER INSERT OR UPDATE OF email_confirmed_at ON auth.users
  FOR EACH ROW EXECUTE FUNCTION public.handle_auth_user_invitation();

-- The expiry: invitations nobody claimed in 30 days are deleted with their data (the scheduled job).
CREATE OR REPLACE FUNCTION public.expire_invitations()
 RETURNS integer
 LANGUAGE sql
 SET search_path TO ''
AS $function$
  with gone as (delete from public.invitations i where i.expires_at <= pg_catalog.now() returning 1)
  select count(*)::integer from gone;
$function$;
COMMENT ON FUNCTION public.expire_invitations() IS 'Deletes the invitations past their expiry (30 days, never claimed) and returns how many; run by the scheduled job as service_role.';
REVOKE ALL ON FUNCTION public.expire_invitations() FROM PUBLIC, anon, authenticated;
GRANT EXECUTE ON FUNCTION public.expire_invitations() TO service_role;
