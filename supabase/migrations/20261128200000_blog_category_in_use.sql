-- Issue 23: a blog category that articles use cannot be deleted (the back office says so); it used
-- to leave the articles silently without it (ON DELETE CASCADE).
alter table public.blog_article_categories
  drop constraint blog_article_categories_category_id_fkey,
  add constraint blog_article_categories_category_id_fkey
    foreign key (category_id) references public.blog_categories (id) on delete restrict;
