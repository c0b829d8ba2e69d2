/**
 * Issue 23: the blog's authors in the back office (/admin/gestion/blog/authors). Admins add, edit
 * and delete them; the address follows spec §5 and stays unique; an author that an article names
 * cannot be deleted (the database's foreign key, said in the admin's language); anonymous visitors
 * and other users are refused by the action and by Postgres (RLS and grants).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteBlogAuthorAction, saveBlogAuthorAction } from "@/lib/blog/actions/manage-blog-author.core";
import { saveArticleAction } from "@/lib/blog/actions/save-article.core";
import { listBlogAuthorsWithUsage } from "@/lib/blog/queries/authors";
import { anonClient, cleanup, createTestUser, sql, type TestUser } from "@/tests/support/db";

let admin: TestUser;
let reader: TestUser;
const suffix = Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  admin = await createTestUser({ firstName: "Ada", lastName: "Auteure", admin: true });
  reader = await createTestUser({ firstName: "Rémi", lastName: "Lecteur" });
});

afterAll(async () => {
  await sql()`delete from public.blog_articles where title_fr like ${`%${suffix}`}`;
  await sql()`delete from public.blog_authors where slug like ${`%${suffix}%`}`;
  await cleanup();
});

describe("blog authors in the back office", () => {
  it("adds and edits an author with bilingual texts, and refuses an address another author has", async () => {
    const created = await saveBlogAuthorAction.execute(
      {
        name: `Élise Tremblay ${suffix}`,
        role_fr: "Courtière",
        role_en: "Broker",
        bio_fr: "Vingt ans de transactions.",
        bio_en: "",
        photo_alt_fr: "Élise, souriante",
      },
      admin.client,
    );
    if (!created.ok) throw new Error(created.message);
    const [row] =
      await sql()`select slug, role_en, bio_en, photo_alt_fr, photo_alt_en from public.blog_authors where id = ${created.data.id}`;
    expect(row).toEqual({
      slug: `elise-tremblay-${suffix}`,
      role_en: "Broker",
      bio_en: null,
      photo_alt_fr: "Élise, souriante",
      photo_alt_en: null,
    });

    const edited = await saveBlogAuthorAction.execute(
      {
        id: created.data.id,
        name: `Élise Tremblay-Roy ${suffix}`,
        slug: `elise-tremblay-${suffix}`,
        bio_en: "Twenty years.",
      },
      admin.client,
    );
    expect(edited.ok).toBe(true);
    const taken = await saveBlogAuthorAction.execute(
      { name: `Autre ${suffix}`, slug: `elise-tremblay-${suffix}` },
      admin.client,
    );
    expect(taken).toMatchObject({ ok: false, fieldErrors: { slug: "blogAuthors.errors.slugTaken" } });
    expect(
      await saveBlogAuthorAction.execute(
        { name: `Photo ${suffix}`, photo_url: "https://example.com/a.jpg" },
        admin.client,
      ),
    ).toMatchObject({ ok: false, fieldErrors: { photo_url: "blogAdmin.errors.photo" } });

    const listed = (await listBlogAuthorsWithUsage(admin.client)).find((a) => a.id === created.data.id);
    expect(listed).toMatchObject({ name: `Élise Tremblay-Roy ${suffix}`, article_count: 0 });
  });

  it("refuses to delete an author that an article names, and deletes them once unused", async () => {
    const author = await saveBlogAuthorAction.execute({ name: `Signataire ${suffix}` }, admin.client);
    if (!author.ok) throw new Error(author.message);
    const article = await saveArticleAction.execute(
      { status: "draft", title_fr: `Un brouillon signé ${suffix}`, author_id: String(author.data.id) },
      admin.client,
    );
    if (!article.ok) throw new Error(article.message);
    expect((await listBlogAuthorsWithUsage(admin.client)).find((a) => a.id === author.data.id)?.article_count).toBe(1);

    const refused = await deleteBlogAuthorAction.execute({ id: author.data.id }, admin.client);
    expect(refused).toMatchObject({ ok: false, message: "blogAuthors.errors.inUse" });
    const [still] = await sql()`select author_id::int from public.blog_articles where id = ${article.data.id}`;
    expect(still?.author_id).toBe(author.data.id);

    await sql()`delete from public.blog_articles where id = ${article.data.id}`;
    expect(await deleteBlogAuthorAction.execute({ id: author.data.id }, admin.client)).toMatchObject({ ok: true });
    expect(await sql()`select id from public.blog_authors where id = ${author.data.id}`).toHaveLength(0);
  });

  it("is for administrators only: the actions refuse, and Postgres refuses anonymous and signed-in writes", async () => {
    expect(await saveBlogAuthorAction.execute({ name: `Pirate ${suffix}` }, reader.client)).toMatchObject({
      ok: false,
      message: "guards.adminRequired",
    });
    const [target] = await sql()`select id, name from public.blog_authors order by id limit 1`;
    const id = target!.id as number;
    expect(await deleteBlogAuthorAction.execute({ id }, reader.client)).toMatchObject({
      ok: false,
      message: "guards.adminRequired",
    });

    for (const client of [anonClient(), reader.client]) {
      const inserted = await client.from("blog_authors").insert({ name: "Pirate", slug: `pirate-${suffix}` });
      expect(inserted.error).not.toBeNull();
      const updated = await client.from("blog_authors").update({ name: "Pirate" }).eq("id", id).select("id");
      expect(updated.data ?? []).toHaveLength(0);
      const deleted = await client.from("blog_authors").delete().eq("id", id).select("id");
      expect(deleted.data ?? []).toHaveLength(0);
    }
    const [kept] = await sql()`select name from public.blog_authors where id = ${id}`;
    expect(kept?.name).toBe(target!.name);
    // Anyone reads them: the author card is public.
    const { data } = await anonClient().from("blog_authors").select("id").eq("id", id);
    expect(data).toHaveLength(1);

    // An administrator writes directly too (RLS admits them).
    const own = await admin.client
      .from("blog_authors")
      .insert({ name: `Directe ${suffix}`, slug: `directe-${suffix}` })
      .select("id")
      .single();
    expect(own.error).toBeNull();
    const removed = await admin.client.from("blog_authors").delete().eq("id", own.data!.id).select("id");
    expect(removed.data).toHaveLength(1);
  });
});
