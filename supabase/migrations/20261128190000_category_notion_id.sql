-- Issue 22 (Notion sync): a business category remembers the Notion page it comes from, as an industry
-- already does (entreprise_industries.notion_id), so a renamed page renames the category instead of
-- adding another. Optional, unique, never blank (an empty value is stored as null).
ALTER TABLE public.entreprise_categories
  ADD COLUMN notion_id text,
  ADD CONSTRAINT entreprise_categories_notion_id_key UNIQUE (notion_id),
  ADD CONSTRAINT entreprise_categories_notion_id_not_blank CHECK ((btrim(notion_id) <> ''::text));

COMMENT ON COLUMN public.entreprise_categories.notion_id IS
  'The id of the Notion page this category is synced from (/admin/gestion/notion); null for categories made here.';
