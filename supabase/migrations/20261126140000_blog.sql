-- The blog (issue 23): bilingual articles (French required, English optional), their authors and
-- categories, the sectors whose current listings they show. Only administrators write; anyone reads
-- an article once it is published or scheduled and its time has come (no job: the read condition is
-- the schedule). Status rules and the publication rules are the database's, not the forms'.

create type public.article_status as enum ('draft', 'scheduled', 'published', 'archived');
comment on type public.article_status is
  'A blog article''s status: draft (never public), scheduled (public from published_at), published, archived (no longer public).';

-- Authors: staff personas, not accounts (a name, a photo, a role and a short bio in each language).
create table public.blog_authors (
  id bigint generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9_]+(-[a-z0-9_]+)*$' and char_length(slug) <= 120),
  name text not null check (char_length(btrim(name)) between 1 and 120),
  role_fr text check (char_length(role_fr) <= 120),
  role_en text check (char_length(role_en) <= 120),
  bio_fr text check (char_length(bio_fr) <= 1000),
  bio_en text check (char_length(bio_en) <= 1000),
  photo_url text check (char_length(photo_url) <= 2048) check (public.is_storage_image_url(photo_url)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.blog_authors is 'Authors of blog articles (issue 23): the author card of an article. Public; administrators write.';

create trigger blog_authors_20_updated_at before update on public.blog_authors
  for each row execute function public.set_updated_at();
comment on trigger blog_authors_20_updated_at on public.blog_authors is 'updated_at is the time of the write.';

alter table public.blog_authors enable row level security;
create policy blog_authors_select on public.blog_authors for select to anon, authenticated using (true);
create policy blog_authors_insert_admin on public.blog_authors for insert to authenticated
  with check ((select public.is_admin()));
create policy blog_authors_update_admin on public.blog_authors for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy blog_authors_delete_admin on public.blog_authors for delete to authenticated
  using ((select public.is_admin()));
revoke all on table public.blog_authors from public, anon, authenticated;
grant select on table public.blog_authors to anon;
grant select, delete on table public.blog_authors to authenticated;
grant insert (slug, name, role_fr, role_en, bio_fr, bio_en, photo_url),
  update (slug, name, role_fr, role_en, bio_fr, bio_en, photo_url) on table public.blog_authors to authenticated;
grant all on table public.blog_authors to service_role;

-- Categories: the /blog filter, with a slug in each language.
create table public.blog_categories (
  id bigint generated always as identity primary key,
  slug_fr text not null unique check (slug_fr ~ '^[a-z0-9_]+(-[a-z0-9_]+)*$' and char_length(slug_fr) <= 80),
  slug_en text not null unique check (slug_en ~ '^[a-z0-9_]+(-[a-z0-9_]+)*$' and char_length(slug_en) <= 80),
  name_fr text not null check (char_length(btrim(name_fr)) between 1 and 80),
  name_en text not null check (char_length(btrim(name_en)) between 1 and 80),
  position smallint not null default 0
);
comment on table public.blog_categories is 'Blog categories (issue 23): the filter of /blog. Public; administrators write.';

alter table public.blog_categories enable row level security;
create policy blog_categories_select on public.blog_categories for select to anon, authenticated using (true);
create policy blog_categories_insert_admin on public.blog_categories for insert to authenticated
  with check ((select public.is_admin()));
create policy blog_categories_update_admin on public.blog_categories for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy blog_categories_delete_admin on public.blog_categories for delete to authenticated
  using ((select public.is_admin()));
revoke all on table public.blog_categories from public, anon, authenticated;
grant select on table public.blog_categories to anon;
grant select, delete on table public.blog_categories to authenticated;
grant insert (slug_fr, slug_en, name_fr, name_en, position),
  update (slug_fr, slug_en, name_fr, name_en, position) on table public.blog_categories to authenticated;
grant all on table public.blog_categories to service_role;

-- Articles: one row holds both language versions; the English one exists when title_en does.
create table public.blog_articles (
  id bigint generated always as identity primary key,
  status public.article_status not null default 'draft',
  published_at timestamptz,
  revised_at timestamptz,
  featured boolean not null default false,
  author_id bigint references public.blog_authors (id) on delete set null,
  cover_url text check (char_length(cover_url) <= 2048) check (public.is_storage_image_url(cover_url)),
  cover_alt_fr text check (char_length(cover_alt_fr) <= 300),
  cover_alt_en text check (char_length(cover_alt_en) <= 300),
  import_key text unique check (char_length(import_key) <= 300),
  slug_fr text not null unique check (slug_fr ~ '^[a-z0-9_]+(-[a-z0-9_]+)*$' and char_length(slug_fr) <= 120),
  title_fr text not null check (char_length(btrim(title_fr)) between 1 and 200),
  excerpt_fr text not null default '' check (char_length(excerpt_fr) <= 500),
  body_fr text not null default '' check (char_length(body_fr) <= 100000),
  seo_title_fr text check (char_length(seo_title_fr) <= 70),
  seo_description_fr text check (char_length(seo_description_fr) <= 160),
  slug_en text unique check (slug_en ~ '^[a-z0-9_]+(-[a-z0-9_]+)*$' and char_length(slug_en) <= 120),
  title_en text check (char_length(btrim(title_en)) between 1 and 200),
  excerpt_en text check (char_length(excerpt_en) <= 500),
  body_en text check (char_length(body_en) <= 100000),
  seo_title_en text check (char_length(seo_title_en) <= 70),
  seo_description_en text check (char_length(seo_description_en) <= 160),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint blog_articles_english_whole check (
    (title_en is null and slug_en is null and excerpt_en is null and body_en is null
      and seo_title_en is null and seo_description_en is null)
    or (title_en is not null and slug_en is not null)),
  constraint blog_articles_public_complete check (
    status in ('draft', 'archived')
    or (published_at is not null and btrim(excerpt_fr) <> '' and btrim(body_fr) <> ''
      and (title_en is null or (btrim(coalesce(excerpt_en, '')) <> '' and btrim(coalesce(body_en, '')) <> ''))))
);
comment on table public.blog_articles is
  'Blog articles (issue 23), /blog/{slug}: French version required, English optional (title_en). Public once published or scheduled and published_at has come; administrators write.';
comment on column public.blog_articles.published_at is 'The publication date shown, and for a scheduled article the time it becomes public.';
comment on column public.blog_articles.revised_at is 'When a public article''s text was last changed (the "updated" date), null if never.';
comment on column public.blog_articles.import_key is 'What an import recognises the article by (a Markdown file''s key, a WordPress post''s guid), so importing a file again updates instead of duplicating.';

create index blog_articles_public_idx on public.blog_articles (published_at desc) where status in ('published', 'scheduled');
create index blog_articles_author_idx on public.blog_articles (author_id);

create table public.blog_article_categories (
  article_id bigint not null references public.blog_articles (id) on delete cascade,
  category_id bigint not null references public.blog_categories (id) on delete cascade,
  primary key (article_id, category_id)
);
comment on table public.blog_article_categories is 'The categories of each blog article. Readable with its article.';
create index blog_article_categories_category_idx on public.blog_article_categories (category_id);

create table public.blog_article_industries (
  article_id bigint not null references public.blog_articles (id) on delete cascade,
  industry_id bigint not null references public.entreprise_industries (id) on delete cascade,
  primary key (article_id, industry_id)
);
comment on table public.blog_article_industries is 'The sectors of each blog article, whose current listings its page shows. Readable with its article.';
create index blog_article_industries_industry_idx on public.blog_article_industries (industry_id);

create or replace function public.article_is_public(p_status public.article_status, p_published_at timestamptz)
  returns boolean
  language sql
  stable
  set search_path to ''
as $$
  select p_status in ('published', 'scheduled') and p_published_at <= pg_catalog.now();
$$;
comment on function public.article_is_public(public.article_status, timestamptz) is
  'Whether a blog article is public now: published or scheduled, and its publication time has come (a scheduled article appears by itself).';
revoke all on function public.article_is_public(public.article_status, timestamptz) from public;
grant execute on function public.article_is_public(public.article_status, timestamptz) to anon, authenticated, service_role;

create or replace function public.blog_articles_slug()
  returns trigger
  language plpgsql
  set search_path to ''
as $$
begin
  new.slug_fr := public.slugify(coalesce(nullif(pg_catalog.btrim(new.slug_fr), ''), new.title_fr));
  if new.title_en is not null then
    new.slug_en := public.slugify(coalesce(nullif(pg_catalog.btrim(new.slug_en), ''), new.title_en));
  end if;
  return new;
end;
$$;
comment on function public.blog_articles_slug() is
  'Trigger: each version''s slug by the rule of spec §5, from the one given or else the title.';
revoke all on function public.blog_articles_slug() from public, anon, authenticated;

create trigger blog_articles_10_slug before insert or update of slug_fr, slug_en, title_fr, title_en on public.blog_articles
  for each row execute function public.blog_articles_slug();
comment on trigger blog_articles_10_slug on public.blog_articles is 'The slugs first: the prepare step and the constraints see them normalised.';

create or replace function public.blog_articles_prepare()
  returns trigger
  language plpgsql
  set search_path to ''
as $$
declare
  was_public boolean := tg_op = 'UPDATE' and public.article_is_public(old.status, old.published_at);
begin
  if tg_op = 'UPDATE' then
    new.created_at := old.created_at;
    -- A public article goes to the archive, not back to a draft or a schedule.
    if was_public and new.status in ('draft', 'scheduled') then
      raise exception 'a published article can only be archived' using errcode = '23514',
        constraint = 'blog_articles_status_transition';
    end if;
  end if;
  new.updated_at := pg_catalog.now();
  if new.status in ('published', 'scheduled')
     and (tg_op = 'INSERT' or new.status is distinct from old.status or new.published_at is distinct from old.published_at) then
    new.published_at := coalesce(new.published_at, pg_catalog.now());
    if was_public and new.published_at > pg_catalog.now() then
      raise exception 'a published article cannot be moved into the future' using errcode = '23514',
        constraint = 'blog_articles_status_transition';
    end if;
    -- Publishing with a date to come schedules; scheduling a time that has passed publishes.
    new.status := case when new.published_at > pg_catalog.now() then 'scheduled' else 'published' end;
  end if;
  if was_public and public.article_is_public(new.status, new.published_at)
     and (new.title_fr, new.excerpt_fr, new.body_fr, new.title_en, new.excerpt_en, new.body_en)
       is distinct from (old.title_fr, old.excerpt_fr, old.body_fr, old.title_en, old.excerpt_en, old.body_en) then
    new.revised_at := pg_catalog.now();
  elsif tg_op = 'UPDATE' then
    new.revised_at := old.revised_at;
  else
    new.revised_at := null;
  end if;
  return new;
end;
$$;
comment on function public.blog_articles_prepare() is
  'Trigger: timestamps; publishing sets published_at (now when none) and makes a date to come a schedule; a public article is only archived; revised_at when a public article''s text changes.';
revoke all on function public.blog_articles_prepare() from public, anon, authenticated;

create trigger blog_articles_20_prepare before insert or update on public.blog_articles
  for each row execute function public.blog_articles_prepare();
comment on trigger blog_articles_20_prepare on public.blog_articles is 'After the slugs; the status and dates every constraint checks.';

alter table public.blog_articles enable row level security;
create policy blog_articles_select_public on public.blog_articles for select to anon
  using (public.article_is_public(status, published_at));
create policy blog_articles_select_public_or_admin on public.blog_articles for select to authenticated
  using (public.article_is_public(status, published_at) or (select public.is_admin()));
create policy blog_articles_insert_admin on public.blog_articles for insert to authenticated
  with check ((select public.is_admin()));
create policy blog_articles_update_admin on public.blog_articles for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy blog_articles_delete_admin on public.blog_articles for delete to authenticated
  using ((select public.is_admin()));
revoke all on table public.blog_articles from public, anon, authenticated;
grant select on table public.blog_articles to anon;
grant select, delete on table public.blog_articles to authenticated;
grant insert (status, published_at, featured, author_id, cover_url, cover_alt_fr, cover_alt_en, import_key,
    slug_fr, title_fr, excerpt_fr, body_fr, seo_title_fr, seo_description_fr,
    slug_en, title_en, excerpt_en, body_en, seo_title_en, seo_description_en),
  update (status, published_at, featured, author_id, cover_url, cover_alt_fr, cover_alt_en, import_key,
    slug_fr, title_fr, excerpt_fr, body_fr, seo_title_fr, seo_description_fr,
    slug_en, title_en, excerpt_en, body_en, seo_title_en, seo_description_en)
  on table public.blog_articles to authenticated;
grant all on table public.blog_articles to service_role;

-- The link tables are read with their article (its own policy decides) and written by administrators.
alter table public.blog_article_categories enable row level security;
create policy blog_article_categories_select on public.blog_article_categories for select to anon, authenticated
  using (exists (select 1 from public.blog_articles a where a.id = article_id));
create policy blog_article_categories_insert_admin on public.blog_article_categories for insert to authenticated
  with check ((select public.is_admin()));
create policy blog_article_categories_delete_admin on public.blog_article_categories for delete to authenticated
  using ((select public.is_admin()));
revoke all on table public.blog_article_categories from public, anon, authenticated;
grant select on table public.blog_article_categories to anon;
grant select, insert, delete on table public.blog_article_categories to authenticated;
grant all on table public.blog_article_categories to service_role;

alter table public.blog_article_industries enable row level security;
create policy blog_article_industries_select on public.blog_article_industries for select to anon, authenticated
  using (exists (select 1 from public.blog_articles a where a.id = article_id));
create policy blog_article_industries_insert_admin on public.blog_article_industries for insert to authenticated
  with check ((select public.is_admin()));
create policy blog_article_industries_delete_admin on public.blog_article_industries for delete to authenticated
  using ((select public.is_admin()));
revoke all on table public.blog_article_industries from public, anon, authenticated;
grant select on table public.blog_article_industries to anon;
grant select, insert, delete on table public.blog_article_industries to authenticated;
grant all on table public.blog_article_industries to service_role;

-- One article with its categories and sectors in one transaction, as the caller (RLS decides).
create or replace function public.save_blog_article(
  p_id bigint, p_article jsonb, p_category_ids bigint[], p_industry_ids bigint[])
  returns bigint
  language plpgsql
  set search_path to ''
as $$
declare
  saved_id bigint;
  v public.blog_articles;
begin
  -- Some Data API servers (the local stack's) pass a jsonb argument as a JSON string of it.
  if pg_catalog.jsonb_typeof(p_article) = 'string' then
    p_article := (p_article #>> '{}')::jsonb;
  end if;
  v := pg_catalog.jsonb_populate_record(null::public.blog_articles, p_article);
  if p_id is null then
    insert into public.blog_articles (status, published_at, featured, author_id, cover_url, cover_alt_fr, cover_alt_en,
        import_key, slug_fr, title_fr, excerpt_fr, body_fr, seo_title_fr, seo_description_fr,
        slug_en, title_en, excerpt_en, body_en, seo_title_en, seo_description_en)
      values (coalesce(v.status, 'draft'), v.published_at, coalesce(v.featured, false), v.author_id, v.cover_url,
        v.cover_alt_fr, v.cover_alt_en, v.import_key, coalesce(v.slug_fr, ''), v.title_fr,
        coalesce(v.excerpt_fr, ''), coalesce(v.body_fr, ''), v.seo_title_fr, v.seo_description_fr,
        v.slug_en, v.title_en, v.excerpt_en, v.body_en, v.seo_title_en, v.seo_description_en)
      returning id into saved_id;
  else
    update public.blog_articles a set
        status = coalesce(v.status, a.status),
        -- A public article saved again without a date keeps its own (never moved to the save's time).
        published_at = case
          when v.published_at is null and a.status in ('published', 'scheduled')
            and coalesce(v.status, a.status) in ('published', 'scheduled') then a.published_at
          else v.published_at end,
        featured = coalesce(v.featured, false), author_id = v.author_id, cover_url = v.cover_url,
        cover_alt_fr = v.cover_alt_fr, cover_alt_en = v.cover_alt_en,
        import_key = coalesce(v.import_key, a.import_key), slug_fr = coalesce(v.slug_fr, ''),
        title_fr = v.title_fr, excerpt_fr = coalesce(v.excerpt_fr, ''), body_fr = coalesce(v.body_fr, ''),
        seo_title_fr = v.seo_title_fr, seo_description_fr = v.seo_description_fr, slug_en = v.slug_en,
        title_en = v.title_en, excerpt_en = v.excerpt_en, body_en = v.body_en, seo_title_en = v.seo_title_en,
        seo_description_en = v.seo_description_en
      where a.id = p_id
      returning a.id into saved_id;
    if saved_id is null then
      raise exception 'no such article' using errcode = 'P0002';
    end if;
  end if;
  delete from public.blog_article_categories c
    where c.article_id = saved_id and c.category_id <> all (coalesce(p_category_ids, '{}'));
  insert into public.blog_article_categories (article_id, category_id)
    select saved_id, unnest(coalesce(p_category_ids, '{}')) on conflict do nothing;
  delete from public.blog_article_industries i
    where i.article_id = saved_id and i.industry_id <> all (coalesce(p_industry_ids, '{}'));
  insert into public.blog_article_industries (article_id, industry_id)
    select saved_id, unnest(coalesce(p_industry_ids, '{}')) on conflict do nothing;
  return saved_id;
end;
$$;
comment on function public.save_blog_article(bigint, jsonb, bigint[], bigint[]) is
  'Creates (p_id null) or updates a blog article with its categories and sectors, in one transaction, as the caller: only administrators pass the policies.';
revoke all on function public.save_blog_article(bigint, jsonb, bigint[], bigint[]) from public, anon;
grant execute on function public.save_blog_article(bigint, jsonb, bigint[], bigint[]) to authenticated, service_role;
