-- The search query of a text (issue 5 performance): the same words, prefixes and typo
-- alternatives as before, without the prefixes another one already covers. With 100 000
-- listings a text search checks every candidate's vector against each alternative, so fewer
-- alternatives is a direct saving (about a quarter on the benchmark's text case).
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
  prefixes text[];
  prefix text;
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
    -- The French stem, the English stem and the word itself, as prefixes; a prefix that
    -- another one already covers ('croissance' under 'croissanc') is left out, since every
    -- alternative costs a lookup in each candidate listing's vector.
    prefixes := array(
      select distinct x
      from pg_catalog.unnest(array[
        (pg_catalog.regexp_match(fr::text, '''([^'']+)'''))[1],
        (pg_catalog.regexp_match(en::text, '''([^'']+)'''))[1],
        token]) as u (x)
      where x is not null);
    term := null;
    foreach prefix in array prefixes loop
      continue when exists (select 1 from pg_catalog.unnest(prefixes) as o (y) where o.y <> prefix and pg_catalog.starts_with(prefix, o.y));
      term := case when term is null then pg_catalog.to_tsquery('pg_catalog.simple', prefix || ':*')
                   else term || pg_catalog.to_tsquery('pg_catalog.simple', prefix || ':*') end;
    end loop;
    if pg_catalog.char_length(token) >= 4
       and not exists (select 1 from catalogue_private.lexicon l where l.word >= token and l.word < token || chr(1114111)) then
      for alternative in
        with near as (
          select l.word
          from catalogue_private.lexicon l
          where l.word operator(extensions.%) token
            and extensions.similarity(l.word, token) >= 0.4
          order by extensions.similarity(l.word, token) desc, l.word
          limit 3
        )
        -- Each near word as its French stem, English stem and itself, once each, unless a
        -- prefix above already covers it.
        select distinct lexeme
        from near,
          lateral pg_catalog.unnest(array[
            (pg_catalog.regexp_match(pg_catalog.to_tsquery('pg_catalog.french', near.word)::text, '''([^'']+)'''))[1],
            (pg_catalog.regexp_match(pg_catalog.to_tsquery('pg_catalog.english', near.word)::text, '''([^'']+)'''))[1],
            near.word]) as u (lexeme)
        where lexeme is not null
          and not exists (select 1 from pg_catalog.unnest(prefixes) as p (y) where pg_catalog.starts_with(lexeme, p.y))
      loop
        term := term || pg_catalog.to_tsquery('pg_catalog.simple', alternative);
      end loop;
    end if;
    result := case when result is null then term else result && term end;
  end loop;
  return result;
end;
$$;

revoke execute on function public.catalogue_tsquery(text) from public;
grant execute on function public.catalogue_tsquery(text) to anon, authenticated, service_role;
