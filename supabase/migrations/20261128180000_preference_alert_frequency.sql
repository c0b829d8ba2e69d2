-- Saved searches on /profil (issue 22): a person turns the implicit alert of their industry
-- preferences (§3, weekly) off or on again themselves. The profiles' own-row RLS policy and the
-- restrictive "active account" policy still decide whose row; only this column is added.
GRANT UPDATE (preference_alert_frequency) ON TABLE public.profiles TO authenticated;
