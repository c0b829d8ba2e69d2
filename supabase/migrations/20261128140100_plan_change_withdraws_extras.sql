-- Issue 21: a plan change withdraws what the new plan does not include — the highlight in results
-- (Professionnel, Premium) and the home page showcase (Premium) —, so no listing keeps a place its
-- owner's plan no longer allows. The definition of 20261127150000_plans.sql, with that step added.

create or replace function public.profiles_plan_log()
 returns trigger
 language plpgsql
 security definer
 set search_path to ''
as $function$
declare
  v_plan public.plans;
  v_days integer;
begin
  insert into public.plan_changes (user_id, previous_plan, plan, changed_by, changed_at)
  values (new.id, old.plan, new.plan, new.plan_changed_by, coalesce(new.plan_changed_at, pg_catalog.now()));
  select l.* into v_plan from public.plans l where l.id = new.plan;
  -- The published listings follow the new duration: none for "until sold", else from now at the latest.
  v_days := v_plan.listing_days;
  update public.entreprises
  set expires_at = case when v_days is null then null
                        else least(coalesce(expires_at, 'infinity'), pg_catalog.now() + pg_catalog.make_interval(days => v_days)) end
  where owner_id = new.id and status in ('published', 'under_offer');
  update public.immobilier
  set expires_at = case when v_days is null then null
                        else least(coalesce(expires_at, 'infinity'), pg_catalog.now() + pg_catalog.make_interval(days => v_days)) end
  where owner_id = new.id and status in ('published', 'under_offer');
  -- What the new plan does not include is withdrawn (logged to moderation_events like an administrator's).
  if not v_plan.highlighted then
    update public.entreprises set highlighted = false where owner_id = new.id and highlighted;
    update public.immobilier set highlighted = false where owner_id = new.id and highlighted;
  end if;
  if not v_plan.home_featured then
    update public.entreprises set featured = false where owner_id = new.id and featured;
    update public.immobilier set featured = false where owner_id = new.id and featured;
  end if;
  return null;
end;
$function$;
comment on function public.profiles_plan_log() is 'Trigger: a plan change goes to plan_changes (who and when), gives the user''s published listings the plan''s duration, and withdraws the highlight in results and the home page showcase the new plan does not include. Runs as its owner (the listings'' owner column is not the API roles'').';
