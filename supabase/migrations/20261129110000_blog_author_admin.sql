-- Issue 23: the blog's authors get a back-office screen (/admin/gestion/blog/authors).
-- Their photo gets its alternative text in each language, and an author that articles use
-- cannot be deleted (the back office says so); it used to leave the articles silently without
-- an author (ON DELETE SET NULL).
alter table public.blog_authors
  add column photo_alt_fr text check (char_length(photo_alt_fr) <= 300),
  add column photo_alt_en text check (char_length(photo_alt_en) <= 300);
comment on column public.blog_authors.photo_alt_fr is 'The photo''s alternative text in French (the author card), null when none is given.';
comment on column public.blog_authors.photo_alt_en is 'The photo''s alternative text in English, null when none is given (the French one is used).';

grant insert (photo_alt_fr, photo_alt_en), update (photo_alt_fr, photo_alt_en) on table public.blog_authors to authenticated;

alter table public.blog_articles
  drop constraint blog_articles_author_id_fkey,
  add constraint blog_articles_author_id_fkey
    foreign key (author_id) references public.blog_authors (id) on delete restrict;
