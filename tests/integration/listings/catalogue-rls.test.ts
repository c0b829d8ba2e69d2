/**
 * Who may read and write catalogue rows through the real API: visitors, other users,
 * owners and admins; confidential columns; inquiries and the search log; listing photos.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SupabaseClient } from "@supabase/supabase-js";
import { getBusinessBySlug, getBusinessPrivateDetails } from "@/lib/businesses/queries/public";
import { getPropertyBySlug } from "@/lib/properties/queries/public";
import { createListingInquiry, listListingInquiries, markInquiryRead } from "@/lib/listings/queries/inquiries";
import { listSearchQueries, logSearchQuery } from "@/lib/businesses/queries/search-log";
import {
  anonClient,
  cleanup,
  createTestUser,
  demoAdmin,
  demoSeller,
  serviceClient,
  sql,
  uniqueName,
  type TestUser,
} from "@/tests/support/db";

const DRAFT = "brouillon-traiteur-levis"; // the demo seller's draft
const PUBLISHED = "depanneur-rentable-centre-ville-rimouski"; // the demo seller's, published
const OTHERS = "pizzeria-livraison-laval"; // the broker's

let anon: SupabaseClient;
let seller: { client: SupabaseClient; userId: string };
let admin: { client: SupabaseClient; userId: string };
let stranger: TestUser;
let ids: Record<string, number>;

beforeAll(async () => {
  anon = anonClient();
  seller = await demoSeller();
  admin = await demoAdmin();
  stranger = await createTestUser({ firstName: "Étienne", lastName: "Curieux" });
  const rows = await sql()<
    { slug: string; id: number }[]
  >`select slug, id from public.entreprises where slug in (${DRAFT}, ${PUBLISHED}, ${OTHERS}, 'garderie-privee-laval', 'fleuriste-centre-commercial-laval')`;
  ids = Object.fromEntries(rows.map((r) => [r.slug, Number(r.id)]));
});

afterAll(async () => {
  await sql()`delete from public.listing_inquiries where name like 'Test RLS %'`;
  await sql()`delete from public.search_queries where query like 'test-rls-%'`;
  await sql()`delete from public.entreprises where title_fr like 'Annonce RLS %'`;
  await cleanup();
});

describe("business listings", () => {
  it("drafts are invisible to visitors and to other users, visible to their owner and admins", async () => {
    expect(await getBusinessBySlug(anon, DRAFT)).toBeNull();
    expect(await getBusinessBySlug(stranger.client, DRAFT)).toBeNull();
    expect((await getBusinessBySlug(seller.client, DRAFT))?.status).toBe("draft");
    expect((await getBusinessBySlug(admin.client, DRAFT))?.status).toBe("draft");
  });

  it("published and sold listings are public; archived ones are not", async () => {
    expect((await getBusinessBySlug(anon, PUBLISHED))?.status).toBe("published");
    expect((await getBusinessBySlug(anon, "garderie-privee-laval"))?.status).toBe("sold");
    expect(await getBusinessBySlug(anon, "fleuriste-centre-commercial-laval")).toBeNull();
  });

  it("visitors cannot read the confidential columns, even of open listings", async () => {
    const { error } = await anon.from("entreprises").select("city, business_name").eq("slug", PUBLISHED);
    expect(error?.code).toBe("42501");
    const data = await getBusinessPrivateDetails(stranger.client, ids[PUBLISHED]!);
    expect(data).toBeNull();
  });

  it("the owner and admins read the confidential columns through get_entreprise_private", async () => {
    const own = await getBusinessPrivateDetails(seller.client, ids[PUBLISHED]!);
    expect(own).toMatchObject({ business_name: "Dépanneur du Fleuve", city: "Rimouski" });
    const asAdmin = await getBusinessPrivateDetails(admin.client, ids[PUBLISHED]!);
    expect(asAdmin?.city).toBe("Rimouski");
  });

  it("visitors cannot insert, update or delete", async () => {
    const [category] = await sql()<{ id: number }[]>`select id from public.entreprise_categories limit 1`;
    const insert = await anon
      .from("entreprises")
      .insert({ owner_id: seller.userId, title_fr: "Annonce RLS anonyme", category_id: category!.id });
    expect(insert.error?.code).toBe("42501");
    const update = await anon.from("entreprises").update({ title_fr: "Piraté" }).eq("slug", PUBLISHED).select("id");
    expect(update.error !== null || update.data?.length === 0).toBe(true);
    const remove = await anon.from("entreprises").delete().eq("slug", PUBLISHED).select("id");
    expect(remove.error !== null || remove.data?.length === 0).toBe(true);
    const [row] = await sql()<
      { title_fr: string }[]
    >`select title_fr from public.entreprises where slug = ${PUBLISHED}`;
    expect(row!.title_fr).toBe("Dépanneur rentable au centre-ville de Rimouski");
  });

  it("an owner cannot edit or delete another owner's listing, nor create one in someone else's name", async () => {
    const update = await seller.client
      .from("entreprises")
      .update({ title_fr: "Piraté par Sophie" })
      .eq("slug", OTHERS)
      .select("id");
    expect(update.data ?? []).toEqual([]);
    const remove = await seller.client.from("entreprises").delete().eq("slug", OTHERS).select("id");
    expect(remove.data ?? []).toEqual([]);
    const [row] = await sql()<{ title_fr: string }[]>`select title_fr from public.entreprises where slug = ${OTHERS}`;
    expect(row!.title_fr).toBe("Pizzeria avec livraison, forte présence en ligne");

    const [category] = await sql()<{ id: number }[]>`select id from public.entreprise_categories limit 1`;
    const forged = await stranger.client
      .from("entreprises")
      .insert({ owner_id: seller.userId, title_fr: "Annonce RLS forgée", category_id: category!.id });
    expect(forged.error?.code).toBe("42501");
  });

  it("an owner creates a draft (slug from the title) and submits it; only an admin publishes it, and others see it only then", async () => {
    const [category] = await sql()<
      { id: number }[]
    >`select id from public.entreprise_categories where name_fr = 'Café'`;
    const title = uniqueName("Annonce RLS Café");
    const created = await stranger.client
      .from("entreprises")
      .insert({ owner_id: stranger.id, title_fr: title, category_id: category!.id, city: "Laval", region_id: 13 })
      .select("id, slug, status")
      .single();
    expect(created.error).toBeNull();
    expect(created.data!.slug).toMatch(/^annonce-rls-cafe-[0-9a-f]{8}$/);
    expect(created.data!.status).toBe("draft");
    expect(await getBusinessBySlug(anon, created.data!.slug)).toBeNull();

    const byOwner = await stranger.client
      .from("entreprises")
      .update({ status: "published", asking_price: 120000 })
      .eq("id", created.data!.id);
    expect(byOwner.error?.code).toBe("42501");
    const submitted = await stranger.client
      .from("entreprises")
      .update({
        status: "submitted",
        asking_price: 120000,
        description_fr: "Un café de quartier rentable à Laval. ".repeat(8),
      })
      .eq("id", created.data!.id)
      .select("status")
      .single();
    expect(submitted.data?.status).toBe("submitted");
    expect(await getBusinessBySlug(anon, created.data!.slug)).toBeNull();
    const publish = await admin.client
      .from("entreprises")
      .update({ status: "published" })
      .eq("id", created.data!.id)
      .select("status, published_at")
      .single();
    expect(publish.error).toBeNull();
    expect(publish.data!.published_at).not.toBeNull();
    expect((await getBusinessBySlug(anon, created.data!.slug))?.city).toBe("Laval");
  });

  it("only admins feature a listing; nobody sets the view count through the API", async () => {
    const notFeatured = "salon-coiffure-repentigny"; // the demo seller's
    const feature = await seller.client.from("entreprises").update({ featured: true }).eq("slug", notFeatured);
    expect(feature.error?.code).toBe("42501");
    const views = await seller.client.from("entreprises").update({ view_count: 1_000_000 }).eq("slug", notFeatured);
    expect(views.error?.code).toBe("42501");
    const byAdmin = await admin.client
      .from("entreprises")
      .update({ featured: true })
      .eq("slug", notFeatured)
      .select("featured")
      .single();
    expect(byAdmin.data?.featured).toBe(true);
    await admin.client.from("entreprises").update({ featured: false }).eq("slug", notFeatured);
  });
});

describe("commercial real estate", () => {
  it("drafts are visible only to their owner and admins", async () => {
    expect(await getPropertyBySlug(anon, "brouillon-bureau-longueuil")).toBeNull();
    expect(await getPropertyBySlug(stranger.client, "brouillon-bureau-longueuil")).toBeNull();
    expect((await getPropertyBySlug(seller.client, "brouillon-bureau-longueuil"))?.status).toBe("draft");
    expect((await getPropertyBySlug(admin.client, "brouillon-bureau-longueuil"))?.status).toBe("draft");
  });
});

describe("franchises and experts", () => {
  it("drafts are hidden from visitors; admins see them", async () => {
    const draftFranchise = await anon.from("franchises").select("id").eq("status", "draft");
    expect(draftFranchise.data).toEqual([]);
    const asAdmin = await admin.client.from("franchises").select("id").eq("status", "draft");
    expect(asAdmin.data!.length).toBeGreaterThan(0);
    expect((await anon.from("experts").select("id").eq("status", "draft")).data).toEqual([]);
  });

  it("a signed-in user cannot publish a franchise, nor change or delete someone else's (issues 18, 21)", async () => {
    const [category] = await sql()<{ id: number }[]>`select id from public.franchise_categories order by id limit 1`;
    const phishing = {
      name: uniqueName("Franchise RLS"),
      category_id: category!.id,
      website: "https://evil.example/phish",
    };
    const attack = await seller.client
      .from("franchises")
      .insert({ ...phishing, owner_id: seller.userId, status: "published" })
      .select("id");
    expect(attack.error?.code).toBe("42501");

    // Their own draft is theirs to write (issue 21), but never to publish.
    const [own] = await sql()<{ id: number }[]>`
      insert into public.franchises (owner_id, status, name, category_id) values (${seller.userId}, 'draft', ${uniqueName("Franchise RLS")}, ${category!.id}) returning id`;
    const publish = await seller.client
      .from("franchises")
      .update({ status: "published", website: phishing.website })
      .eq("id", own!.id)
      .select("id");
    expect(publish.error?.code).toBe("42501");
    const [adminsFranchise] = await sql()<
      { id: number }[]
    >`select id from public.franchises where status = 'published' and owner_id <> ${seller.userId} order by id limit 1`;
    const deface = await seller.client
      .from("franchises")
      .update({ website: phishing.website })
      .eq("id", adminsFranchise!.id)
      .select("id");
    expect(deface.data ?? []).toEqual([]);
    expect(
      (await seller.client.from("franchises").delete().eq("id", adminsFranchise!.id).select("id")).data ?? [],
    ).toEqual([]);
    const [after] = await sql()<
      { status: string; website: string | null }[]
    >`select status, website from public.franchises where id = ${own!.id}`;
    expect(after).toEqual({ status: "draft", website: null });
    expect((await anon.from("franchises").select("id").eq("website", phishing.website)).data).toEqual([]);

    // Administrators still enter and publish franchises.
    const entered = await admin.client
      .from("franchises")
      .insert({ ...phishing, website: "https://franchise.example", owner_id: admin.userId, status: "published" })
      .select("id")
      .single();
    expect(entered.error).toBeNull();
    expect((await anon.from("franchises").select("id").eq("id", entered.data!.id)).data).toHaveLength(1);
    await sql()`delete from public.franchises where name like 'Franchise RLS %'`;
  });

  it("only admins write franchise categories", async () => {
    const { error } = await seller.client.from("franchise_categories").insert({ name_fr: uniqueName("Catégorie RLS") });
    expect(error?.code).toBe("42501");
  });
});

describe("listing inquiries", () => {
  const message = (name: string) => ({
    name: uniqueName(`Test RLS ${name}`),
    email: "acheteur@example.com",
    message: "Bonjour, je suis intéressé.",
    locale: "fr" as const,
  });

  it("the server saves one about a public listing; visitors cannot insert; nobody but the owner and admins reads it", async () => {
    await expect(
      createListingInquiry(anon, { target: { entrepriseId: ids[PUBLISHED]! }, ...message("visiteur") }),
    ).rejects.toMatchObject({ code: "42501" });
    await expect(
      createListingInquiry(stranger.client, { target: { entrepriseId: ids[PUBLISHED]! }, ...message("membre") }),
    ).rejects.toMatchObject({ code: "42501" });
    await createListingInquiry(serviceClient(), { target: { entrepriseId: ids[PUBLISHED]! }, ...message("visiteur") });
    await createListingInquiry(serviceClient(), { target: { entrepriseId: ids[PUBLISHED]! }, ...message("membre") });

    expect((await anon.from("listing_inquiries").select("id")).error?.code).toBe("42501");
    expect(await listListingInquiries(stranger.client, { entrepriseId: ids[PUBLISHED] })).toEqual([]);

    const own = await listListingInquiries(seller.client, { entrepriseId: ids[PUBLISHED] });
    expect(own.filter((i) => i.name.startsWith("Test RLS ")).length).toBe(2);
    expect((await listListingInquiries(admin.client, { entrepriseId: ids[PUBLISHED] }))!.length).toBeGreaterThanOrEqual(
      2,
    );
  });

  it("is refused on drafts, archived and sold listings, even with the secret key", async () => {
    for (const slug of [DRAFT, "fleuriste-centre-commercial-laval", "garderie-privee-laval"]) {
      await expect(
        createListingInquiry(serviceClient(), { target: { entrepriseId: ids[slug]! }, ...message("refusé") }),
      ).rejects.toMatchObject({ code: "42501" });
    }
  });

  it("needs a valid e-mail and a message", async () => {
    // A check violation (23514); @supabase/lite reports it as a 500 with code "SUP".
    await expect(
      createListingInquiry(serviceClient(), {
        target: { entrepriseId: ids[PUBLISHED]! },
        ...message("invalide"),
        email: "pas-un-courriel",
      }),
    ).rejects.toThrow(/listing_inquiries_email_check/);
  });

  it("the owner marks it read but cannot rewrite it; other users cannot touch it", async () => {
    const [inquiry] = await sql()<
      { id: number }[]
    >`select id from public.listing_inquiries where entreprise_id = ${ids[PUBLISHED]!} and name like 'Test RLS %' limit 1`;
    const id = Number(inquiry!.id);
    await expect(markInquiryRead(stranger.client, id)).rejects.toMatchObject({ key: "updateReturnedNothing" });
    await markInquiryRead(seller.client, id);
    const rewrite = await seller.client.from("listing_inquiries").update({ message: "modifié" }).eq("id", id);
    expect(rewrite.error?.code).toBe("42501");
  });
});

describe("search log", () => {
  it("the server logs a search (visitors cannot); only admins read the log", async () => {
    const query = `test-rls-${Date.now()}`;
    await expect(logSearchQuery(anon, { query, filters: {}, resultCount: 3, locale: "en" })).rejects.toMatchObject({
      code: "42501",
    });
    await expect(
      logSearchQuery(stranger.client, { query, filters: {}, resultCount: 3, locale: "en" }),
    ).rejects.toMatchObject({ code: "42501" });
    await logSearchQuery(serviceClient(), {
      query,
      filters: { region: 6, sort: "newest", empty: null },
      resultCount: 3,
      locale: "en",
    });
    expect(await listSearchQueries(stranger.client)).toEqual([]);
    expect((await anon.from("search_queries").select("id")).error?.code).toBe("42501");
    const log = await listSearchQueries(admin.client);
    expect(log.find((q) => q.query === query)).toMatchObject({
      filters: { region: 6, sort: "newest" },
      result_count: 3,
      locale: "en",
    });
  });
});

describe("listing photos (Storage bucket listing-images)", () => {
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
    "base64",
  );

  it("an owner uploads under their own folder; the file is public", async () => {
    const path = `${stranger.id}/photo-${Date.now()}.png`;
    const { error } = await stranger.client.storage
      .from("listing-images")
      .upload(path, png, { contentType: "image/png" });
    expect(error).toBeNull();
    const { data } = anon.storage.from("listing-images").getPublicUrl(path);
    const response = await fetch(data.publicUrl);
    expect(response.status).toBe(200);
    await stranger.client.storage.from("listing-images").remove([path]);
  });

  it("refuses uploads into another user's folder and anonymous uploads", async () => {
    const other = await stranger.client.storage
      .from("listing-images")
      .upload(`${seller.userId}/intrus.png`, png, { contentType: "image/png" });
    expect(other.error).not.toBeNull();
    const anonymous = await anon.storage
      .from("listing-images")
      .upload(`${seller.userId}/anonyme.png`, png, { contentType: "image/png" });
    expect(anonymous.error).not.toBeNull();
  });
});
