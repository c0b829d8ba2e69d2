-- One list function per kind for the workspace and the moderation queues (issue 10): the
-- queues read list_workspace_immobilier and list_workspace_experts with p_scope 'all' (RLS
-- shows an admin every row, anyone else their own), as they already did for businesses with
-- list_workspace_entreprises. The two near-copies written for the queues go.

drop function public.list_moderation_immobilier(text, text, text, smallint, text, text, date, date, text, text, integer, integer);
drop function public.list_moderation_experts(text, text, text, smallint, text, text, date, date, text, text, integer, integer);
