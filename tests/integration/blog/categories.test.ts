/**
 * Issue 23: the blog's categories in the back office (/admin/gestion/blog/categories). Admins add,
 * rename and delete them; slugs follow spec §5 and stay unique; a category that an article uses
 * cannot be deleted (the database's foreign key, said in the admin's language); other users are
 * refused by the action and by Postgres (RLS and grants).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteBlogCategoryAction, saveBlogCategoryAction } from "@/lib/blog/actions/manage-blog-category.core";
import { saveArticleAction } from "@/lib/blog/actions/save-article.core";
import { listBlogCategoriesWithUsage } from "@/lib/blog/queries/categories";
import { cleanup, createTestUser, sql, type TestUser } from "@/tests/support/db";

let admin: TestUser;
let reader: TestUser;
const suffix = Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  admin = await createTestUser({ firstName: "Ada", lastName: "Categorie", admin: true });
  reader = await createTestUser({ firstName: "Rémi", lastName: "Lecteur" });
});

afterAll(async () => {
  await sql()`delete from public.blog_articles where title_fr like ${`%${suffix}`}`;
  await sql()`delete from public.blog_categories where slug_fr like ${`%${suffix}%`}`;
  await cleanup();
});

describe("blog categories in the back office", () => {
  it("adds, renames and counts a category, and refuses a slug another category has", async () => {
    const created = await saveBlogCategoryAction.execute(
      { name_fr: `Relève ${suffix}`, name_en: `Succession ${suffix}`, slug_fr: "", slug_en: "" },
      admin.client,
    );
    if (!created.ok) throw new Error(created.message);
    const [row] = await sql()`select slug_fr, slug_en from public.blog_categories where id = ${created.data.id}`;
    expect(row).toEqual({ slug_fr: `releve-${suffix}`, slug_en: `succession-${suffix}` });

    const renamed = await saveBlogCategoryAction.execute(
      {
        id: created.data.id,
        name_fr: `Relève familiale ${suffix}`,
        name_en: `Succession ${suffix}`,
        slug_fr: `releve-${suffix}`,
      },
      admin.client,
    );
    expect(renamed.ok).toBe(true);
    const taken = await saveBlogCategoryAction.execute(
      { name_fr: `Autre ${suffix}`, name_en: `Other ${suffix}`, slug_fr: `releve-${suffix}` },
      admin.client,
    );
    expect(taken).toMatchObject({ ok: false, fieldErrors: { slug_fr: "blogCategories.errors.slugTaken" } });

    const listed = (await listBlogCategoriesWithUsage(admin.client)).find((c) => c.id === created.data.id);
    expect(listed).toMatchObject({ name_fr: `Relève familiale ${suffix}`, article_count: 0 });
  });

  it("refuses to delete a category that an article uses, and deletes it once unused", async () => {
    const category = await saveBlogCategoryAction.execute(
      { name_fr: `Utilisée ${suffix}`, name_en: `Used ${suffix}` },
      admin.client,
    );
    if (!category.ok) throw new Error(category.message);
    const article = await saveArticleAction.execute(
      { status: "draft", title_fr: `Un brouillon classé ${suffix}`, category_ids: [String(category.data.id)] },
      admin.client,
    );
    if (!article.ok) throw new Error(article.message);
    expect(
      (await listBlogCategoriesWithUsage(admin.client)).find((c) => c.id === category.data.id)?.article_count,
    ).toBe(1);

    const refused = await deleteBlogCategoryAction.execute({ id: category.data.id }, admin.client);
    expect(refused).toMatchObject({ ok: false, message: "blogCategories.errors.inUse" });
    const [still] =
      await sql()`select count(*)::int as n from public.blog_article_categories where category_id = ${category.data.id}`;
    expect(still?.n).toBe(1);

    await sql()`delete from public.blog_articles where id = ${article.data.id}`;
    expect(await deleteBlogCategoryAction.execute({ id: category.data.id }, admin.client)).toMatchObject({ ok: true });
    const gone = await sql()`select id from public.blog_categories where id = ${category.data.id}`;
    expect(gone).toHaveLength(0);
  });

  it("is for administrators only: the action refuses, and so does Postgres", async () => {
    expect(
      await saveBlogCategoryAction.execute({ name_fr: `Pirate ${suffix}`, name_en: `Pirate ${suffix}` }, reader.client),
    ).toMatchObject({ ok: false, message: "guards.adminRequired" });
    const [target] = await sql()`select id from public.blog_categories order by id limit 1`;
    expect(await deleteBlogCategoryAction.execute({ id: target!.id as number }, reader.client)).toMatchObject({
      ok: false,
      message: "guards.adminRequired",
    });

    const inserted = await reader.client
      .from("blog_categories")
      .insert({ name_fr: "Pirate", name_en: "Pirate", slug_fr: `pirate-${suffix}`, slug_en: `pirate-${suffix}` });
    expect(inserted.error).not.toBeNull();
    const updated = await reader.client
      .from("blog_categories")
      .update({ name_fr: "Pirate" })
      .eq("id", target!.id)
      .select("id");
    expect(updated.data ?? []).toHaveLength(0);
    const deleted = await reader.client.from("blog_categories").delete().eq("id", target!.id).select("id");
    expect(deleted.data ?? []).toHaveLength(0);
    const [kept] = await sql()`select name_fr from public.blog_categories where id = ${target!.id}`;
    expect(kept?.name_fr).not.toBe("Pirate");
  });
});
