/**
 * Issue 23: who reads and writes blog articles (RLS through the real API), the publication rules the
 * database enforces, and the editor's actions.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SupabaseClient } from "@supabase/supabase-js";
import { saveArticleAction } from "@/lib/blog/actions/save-article.core";
import { changeArticleStatusAction } from "@/lib/blog/actions/change-article-status.core";
import { deleteArticleAction } from "@/lib/blog/actions/delete-article.core";
import { previewArticleAction } from "@/lib/blog/actions/preview-article.core";
import { getArticleBySlug, listPublicArticles } from "@/lib/blog/queries/public";
import { montrealWallClock } from "@/lib/i18n/format";
import { anonClient, cleanup, createTestUser, sql, type TestUser } from "@/tests/support/db";

let anon: SupabaseClient;
let reader: TestUser;
let admin: TestUser;
const suffix = Math.random().toString(36).slice(2, 8);
const created: number[] = [];

const article = (title: string, extra: Record<string, unknown> = {}) => ({
  status: "draft" as const,
  title_fr: `${title} ${suffix}`,
  excerpt_fr: "Un résumé.",
  body_fr: "## Une section\n\nDu texte.",
  ...extra,
});

async function save(input: Parameters<typeof saveArticleAction.execute>[0]) {
  const result = await saveArticleAction.execute(input, admin.client);
  if (result.ok) created.push(result.data.id);
  return result;
}

const visibleTo = async (client: SupabaseClient, id: number) =>
  ((await client.from("blog_articles").select("id").eq("id", id)).data ?? []).length === 1;

beforeAll(async () => {
  anon = anonClient();
  reader = await createTestUser({ firstName: "Lia", lastName: "Lectrice" });
  admin = await createTestUser({ firstName: "Ada", lastName: "Admin", admin: true });
});

afterAll(async () => {
  if (created.length) await sql()`delete from public.blog_articles where id in ${sql()(created)}`;
  await cleanup();
});

describe("the seed's articles", () => {
  it("are public in both languages, the featured one included", async () => {
    const fr = await listPublicArticles(anon, { locale: "fr", page: 1 });
    const en = await listPublicArticles(anon, { locale: "en", page: 1 });
    expect(fr.total).toBeGreaterThanOrEqual(8);
    expect(en.total).toBeGreaterThanOrEqual(8);
    // Past the last page: no card, the same total (the list then says how many pages there are).
    const past = await listPublicArticles(anon, { locale: "fr", page: Math.ceil(fr.total / fr.pageSize) + 1 });
    expect(past).toMatchObject({ rows: [], total: fr.total });
    const guide = await getArticleBySlug(anon, "en", "buying-a-business-in-quebec");
    expect(guide?.article.slugs).toEqual({ fr: "acheter-une-entreprise-au-quebec", en: "buying-a-business-in-quebec" });
    expect(guide?.article.author?.name).toBe("Élise Vaillancourt-Dubé");
    expect(guide?.article.industryIds.length).toBe(3);
  });
});

describe("visibility (RLS)", () => {
  it("keeps drafts and scheduled articles from the public and signed-in readers until their time", async () => {
    const draft = await save(article("Brouillon"));
    const future = montrealWallClock(new Date(Date.now() + 86_400_000));
    const scheduled = await save(article("Programmé", { status: "scheduled", published_at: future }));
    expect(draft.ok && scheduled.ok).toBe(true);
    if (!draft.ok || !scheduled.ok) return;
    expect(scheduled.data.status).toBe("scheduled");
    for (const client of [anon, reader.client]) {
      expect(await visibleTo(client, draft.data.id)).toBe(false);
      expect(await visibleTo(client, scheduled.data.id)).toBe(false);
    }
    expect(await visibleTo(admin.client, draft.data.id)).toBe(true);
    // The categories of an unpublished article stay hidden with it.
    await sql()`insert into public.blog_article_categories (article_id, category_id) select ${draft.data.id}, id from public.blog_categories limit 1`;
    expect(
      (await anon.from("blog_article_categories").select("article_id").eq("article_id", draft.data.id)).data,
    ).toEqual([]);

    // Its time comes: no job runs, the status stays "scheduled", and the article is public.
    await sql().begin(async (tx) => {
      await tx`set local session_replication_role = replica`;
      await tx`update public.blog_articles set published_at = now() - interval '1 minute' where id = ${scheduled.data.id}`;
    });
    expect(await visibleTo(anon, scheduled.data.id)).toBe(true);
    expect(await visibleTo(reader.client, scheduled.data.id)).toBe(true);
  });

  it("lets only administrators write", async () => {
    for (const client of [anon, reader.client]) {
      const { error } = await client.from("blog_articles").insert({ title_fr: "Intrus", slug_fr: "intrus" });
      expect(error).not.toBeNull();
    }
    const [seeded] = await sql()<
      { id: number }[]
    >`select id from public.blog_articles where import_key = 'acheter-une-entreprise'`;
    const { data } = await reader.client
      .from("blog_articles")
      .update({ title_fr: "Piraté" })
      .eq("id", seeded!.id)
      .select("id");
    expect(data ?? []).toEqual([]);
    const { data: gone } = await reader.client.from("blog_articles").delete().eq("id", seeded!.id).select("id");
    expect(gone ?? []).toEqual([]);
    expect(await saveArticleAction.execute(article("Refusé"), reader.client)).toMatchObject({
      ok: false,
      message: "guards.adminRequired",
    });
  });
});

describe("the editor's actions", () => {
  it("publishes with a date now, keeps a published article from going back to draft, and archives it", async () => {
    const result = await save(
      article("Publié", {
        status: "published",
        title_en: `Published ${suffix}`,
        excerpt_en: "A summary.",
        body_en: "Text.",
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.slug).toBe(`publie-${suffix}`);
    expect(result.data.slugEn).toBe(`published-${suffix}`);
    expect(await visibleTo(anon, result.data.id)).toBe(true);
    // Saved again without a date (the editor's field left empty), it keeps its publication time.
    const again = await save(
      article("Publié", {
        id: result.data.id,
        status: "published",
        body_fr: "## Une section\n\nDu texte revu.",
        title_en: `Published ${suffix}`,
        excerpt_en: "A summary.",
        body_en: "Text.",
      }),
    );
    expect(again.ok && again.data.publishedAt).toBe(result.data.publishedAt);
    expect(await changeArticleStatusAction.execute({ id: result.data.id, status: "draft" }, admin.client)).toEqual({
      ok: false,
      fieldErrors: {},
      message: "blogAdmin.errors.publishedOnlyArchived",
    });
    expect(await changeArticleStatusAction.execute({ id: result.data.id, status: "archived" }, admin.client)).toEqual({
      ok: true,
      data: { id: result.data.id },
    });
    expect(await visibleTo(anon, result.data.id)).toBe(false);
    expect(await deleteArticleAction.execute({ id: result.data.id }, admin.client)).toMatchObject({ ok: true });
  });

  it("says at its field what is missing or taken", async () => {
    expect(await save(article("Incomplet", { status: "published", body_fr: "" }))).toMatchObject({
      ok: false,
      fieldErrors: { body_fr: "blogAdmin.errors.bodyRequired" },
    });
    const first = await save(article("Doublon"));
    expect(first.ok).toBe(true);
    expect(await save(article("Doublon"))).toMatchObject({
      ok: false,
      fieldErrors: { slug_fr: "blogAdmin.errors.slugTaken" },
    });
  });

  it("previews a body as the public page renders it, sanitised", async () => {
    const result = await previewArticleAction.execute(
      { body: "## Titre\n\n<script>x()</script>\n\n[a](javascript:x())" },
      admin.client,
    );
    expect(result.ok && result.data.html).toBe('<h2 id="titre">Titre</h2>\n<p><a>a</a></p>');
  });
});
