-- Helpers shared by the catalogue tables (issue 5): statuses, unique slugs, and the
-- query side of the search (a word list for typo tolerance and the tsquery builder).

-- A listing's life: a draft is private; published, under offer and sold are public
-- (sold ones say so); archived is private again.
create type public.listing_status as enum ('draft', 'published', 'under_offer', 'sold', 'archived');

-- Franchises and experts are published or not.
create type public.publication_status as enum ('draft', 'published', 'archived');

-- ---------------------------------------------------------------------------
-- Unique slug (spec §5 rule) for the row being written, from the column named in TG_ARGV[0]:
-- a given slug is normalised; a missing one comes from that column; "-2", "-3"… on collision.
-- Security definer: the collision check must see every row, drafts of others included.
create or replace function public.catalogue_assign_slug()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  source text := pg_catalog.to_jsonb(new) ->> tg_argv[0];
  base text;
  candidate text;
  n integer := 1;
  taken boolean;
begin
  if tg_op = 'UPDATE' and new.slug is not distinct from old.slug then
    return new;
  end if;
  base := pg_catalog.btrim(pg_catalog.left(public.slugify(coalesce(nullif(new.slug, ''), source, '')), 90), '-');
  if base = '' then
    base := tg_argv[1];
  end if;
  candidate := base;
  loop
    execute pg_catalog.format('select exists (select 1 from public.%I where slug = $1 and id is distinct from $2)', tg_table_name)
      into taken using candidate, new.id;
    exit when not taken;
    n := n + 1;
    candidate := base || '-' || n;
  end loop;
  new.slug := candidate;
  return new;
end;
$$;

revoke execute on function public.catalogue_assign_slug() from public, anon, authenticated;

-- ---------------------------------------------------------------------------
-- Every word of the public catalogue texts (accent-free, lowercase), so that a misspelt
-- search word can be replaced by the words it resembles (pg_trgm). Filled by triggers on
-- the catalogue tables from publicly visible rows only; read only by catalogue_tsquery.
-- In a schema of its own that the Data API does not expose and the API roles cannot use.
create schema if not exists catalogue_private;
revoke all on schema catalogue_private from public;

create table catalogue_private.lexicon (
  word text collate "C" primary key
);

create index lexicon_word_trgm_idx on catalogue_private.lexicon using gin (word extensions.gin_trgm_ops);

-- ---------------------------------------------------------------------------
-- The search words of a visitor as one tsquery, or null when nothing is searchable.
-- Each word matches, in order of strength:
--   its French and English stems as prefixes ('boulan' → boulangerie, accents ignored),
--   the plain word as a prefix (names and places that stemming would mangle),
--   when no catalogue word starts with it: the up to 3 closest catalogue words by
--   trigram similarity ('restaurnt' → restaurant).
-- Words that are stop words in French or English ('le', 'à', 'the') are left out.
-- Words are ANDed; at most 8 are used.
-- Security definer: reads catalogue_private.lexicon, which the API roles cannot.
create or replace function public.catalogue_tsquery(p_query text)
returns tsquery
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  token text;
  alternative text;
  fr tsquery;
  en tsquery;
  term tsquery;
  result tsquery;
begin
  for token in
    select t
    from pg_catalog.regexp_split_to_table(public.catalogue_fold(coalesce(pg_catalog.left(p_query, 200), '')), '[^[:alnum:]]+')
      with ordinality as s (t, n)
    where t <> ''
    order by n
    limit 8
  loop
    fr := pg_catalog.to_tsquery('pg_catalog.french', token || ':*');
    en := pg_catalog.to_tsquery('pg_catalog.english', token || ':*');
    continue when pg_catalog.numnode(fr) = 0 or pg_catalog.numnode(en) = 0;
    term := fr || en || pg_catalog.to_tsquery('pg_catalog.simple', token || ':*');
    if pg_catalog.char_length(token) >= 4
       and not exists (select 1 from catalogue_private.lexicon l where l.word >= token and l.word < token || chr(1114111)) then
      for alternative in
        select l.word
        from catalogue_private.lexicon l
        where l.word operator(extensions.%) token
          and extensions.similarity(l.word, token) >= 0.4
        order by extensions.similarity(l.word, token) desc, l.word
        limit 3
      loop
        term := term
          || pg_catalog.to_tsquery('pg_catalog.french', alternative)
          || pg_catalog.to_tsquery('pg_catalog.english', alternative)
          || pg_catalog.to_tsquery('pg_catalog.simple', alternative);
      end loop;
    end if;
    result := case when result is null then term else result && term end;
  end loop;
  return result;
end;
$$;

revoke execute on function public.catalogue_tsquery(text) from public;
grant execute on function public.catalogue_tsquery(text) to anon, authenticated, service_role;
