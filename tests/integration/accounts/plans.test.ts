/**
 * Plans (issue 21): the plan chosen on /forfaits kept at sign-up; the limits the plan page promises
 * enforced by Postgres through the Data API (active listings, the home page showcase, how long a
 * publication lasts); an administrator sets a plan, audited (who and when); nobody else can.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestPlanAction, setUserPlanAction } from "@/lib/accounts/actions/plan.core";
import { getUserPage } from "@/lib/accounts/queries/admin-users";
import { getPlanStatus } from "@/lib/accounts/queries/plans";
import { changeItemStatusAction } from "@/lib/listings/actions/items.core";
import { featureItemAction } from "@/lib/moderation/actions/moderate-item.core";
import { plans } from "@/lib/accounts/plans";
import { anonClient, cleanup, createTestUser, sql, trackUser, type TestUser } from "@/tests/support/db";

let owner: TestUser;
let admin: TestUser;
let categoryId: number;

const DESCRIPTION = "Commerce de quartier rentable, clientèle fidèle et équipe formée, à reprendre. ".repeat(4);

/** A business of the owner through the Data API, as the editor writes it. */
function insertBusiness(who: TestUser, status: "draft" | "submitted") {
  const slug = `forfait-${randomUUID().slice(0, 8)}`;
  return who.client
    .from("entreprises")
    .insert({
      slug,
      owner_id: who.id,
      title_fr: `Commerce ${slug}`,
      description_fr: DESCRIPTION,
      category_id: categoryId,
      region_id: 6,
      asking_price: 180000,
      status,
    })
    .select("id")
    .single<{ id: number }>();
}

beforeAll(async () => {
  owner = await createTestUser({ firstName: "Forfait" });
  admin = await createTestUser({ admin: true });
  const [category] = await sql()<{ id: number }[]>`select id from public.entreprise_categories order by id limit 1`;
  categoryId = Number(category!.id);
});

afterAll(async () => {
  await sql()`delete from public.entreprises where owner_id = ${owner.id}`;
  await sql()`delete from public.immobilier where owner_id = ${owner.id}`;
  await cleanup();
});

describe("plans", () => {
  it("holds the numbers the plan page shows", async () => {
    const rows = await sql()<{ id: string; active_listings: number | null; listing_days: number | null }[]>`
      select id::text, active_listings, listing_days, confidential_listing, highlighted, home_featured from public.plans order by position`;
    const shown = { one: 1, three: 3, unlimited: null, days60: 60, days90: 90, untilSold: null } as Record<
      string,
      unknown
    >;
    expect(rows).toEqual(
      plans.map((p) => ({
        id: p.id,
        active_listings: shown[p.features.activeListings as string],
        listing_days: shown[p.features.listingDuration as string],
        confidential_listing: p.features.confidentialListing,
        highlighted: p.features.highlighted,
        home_featured: p.features.homeFeatured,
      })),
    );
  });

  it("keeps the paid plan chosen at sign-up as asked for, with the free plan in force", async () => {
    const email = `forfait-${randomUUID().slice(0, 8)}@example.test`;
    const { data, error } = await anonClient().auth.signUp({
      email,
      password: `Pw-${randomUUID()}`,
      options: { data: { first_name: "Nouveau", plan: "professionnel" } },
    });
    expect(error).toBeNull();
    trackUser(data.user!.id);
    const [profile] = await sql()<{ plan: string; plan_requested: string; plan_requested_at: Date | null }[]>`
      select plan::text, plan_requested::text, plan_requested_at from public.profiles where id = ${data.user!.id}`;
    expect(profile).toMatchObject({ plan: "decouverte", plan_requested: "professionnel" });
    expect(profile!.plan_requested_at).not.toBeNull();
  });

  it("refuses a Découverte owner a second active listing through the Data API, with the plan's message", async () => {
    const first = await insertBusiness(owner, "submitted");
    expect(first.error).toBeNull();
    // A draft is not active: it may be saved.
    const draft = await insertBusiness(owner, "draft");
    expect(draft.error).toBeNull();

    const second = await insertBusiness(owner, "submitted");
    expect(second.error?.message).toMatch(/plan limit: active listings/);
    const submit = await owner.client.from("entreprises").update({ status: "submitted" }).eq("id", draft.data!.id);
    expect(submit.error?.message).toMatch(/plan limit: active listings/);
    // Properties count too.
    const property = await owner.client.from("immobilier").insert({
      slug: `forfait-immeuble-${randomUUID().slice(0, 8)}`,
      owner_id: owner.id,
      title_fr: "Immeuble du forfait",
      property_type: "office",
      price: 900000,
      region_id: 6,
      description_fr: DESCRIPTION,
      status: "submitted",
    });
    expect(property.error?.message).toMatch(/plan limit: active listings/);
    // The workspace's action says it in the user's words.
    expect(
      await changeItemStatusAction.execute({ kind: "entreprise", id: draft.data!.id, to: "submitted" }, owner.client),
    ).toMatchObject({ ok: false, message: "plans.limits.activeListings" });

    // Withdrawing the first frees the place.
    await owner.client.from("entreprises").update({ status: "draft" }).eq("id", first.data!.id);
    const now = await owner.client.from("entreprises").update({ status: "submitted" }).eq("id", draft.data!.id);
    expect(now.error).toBeNull();
  });

  it("lets only an administrator set a plan, logs who and when, and the higher limits apply at once", async () => {
    expect(await setUserPlanAction.execute({ userId: owner.id, plan: "premium" }, owner.client)).toMatchObject({
      ok: false,
      message: "guards.adminRequired",
    });
    expect(await setUserPlanAction.execute({ userId: owner.id, plan: "premium" }, anonClient())).toMatchObject({
      ok: false,
    });
    // The Data API refuses the same: a user may ask for a plan, never set their own.
    const direct = await owner.client.from("profiles").update({ plan: "premium" }).eq("id", owner.id);
    expect(direct.error?.code).toBe("42501");
    expect((await getPlanStatus(owner.client, owner.id)).plan).toBe("decouverte");

    await requestPlanAction.execute({ plan: "professionnel" }, owner.client);
    expect(await getPlanStatus(owner.client, owner.id)).toMatchObject({
      plan: "decouverte",
      requested: "professionnel",
    });

    expect(await setUserPlanAction.execute({ userId: owner.id, plan: "professionnel" }, admin.client)).toMatchObject({
      ok: true,
    });
    expect(await getPlanStatus(owner.client, owner.id)).toMatchObject({ plan: "professionnel", requested: null });
    const [change] = (await getUserPage(admin.client, owner.id))!.planChanges;
    expect(change).toMatchObject({ previousPlan: "decouverte", plan: "professionnel", changedBy: admin.email });
    expect(Date.now() - new Date(change!.changedAt).getTime()).toBeLessThan(60_000);

    // Professionnel: three active listings.
    expect((await insertBusiness(owner, "submitted")).error).toBeNull();
    expect((await insertBusiness(owner, "submitted")).error).toBeNull();
    expect((await insertBusiness(owner, "submitted")).error?.message).toMatch(/plan limit: active listings/);
  });

  it("keeps the home page showcase for Premium, and dates a publication by the plan's duration", async () => {
    const [listing] = await sql()<{ id: number }[]>`
      select id from public.entreprises where owner_id = ${owner.id} and status = 'submitted' order by id limit 1`;
    const id = Number(listing!.id);
    const approve = await admin.client.from("entreprises").update({ status: "published" }).eq("id", id);
    expect(approve.error).toBeNull();
    const [published] = await sql()<{ days: number }[]>`
      select round(extract(epoch from expires_at - now()) / 86400)::int as days from public.entreprises where id = ${id}`;
    expect(published!.days).toBe(90);

    expect(await featureItemAction.execute({ kind: "entreprise", id }, admin.client)).toMatchObject({
      ok: false,
      message: "plans.limits.homeFeatured",
    });
    await setUserPlanAction.execute({ userId: owner.id, plan: "premium" }, admin.client);
    expect(await featureItemAction.execute({ kind: "entreprise", id }, admin.client)).toMatchObject({
      ok: true,
    });
    // Premium: until sold.
    const [premium] = await sql()<
      { expires_at: Date | null }[]
    >`select expires_at from public.entreprises where id = ${id}`;
    expect(premium!.expires_at).toBeNull();

    // A publication whose time is over is archived by the job.
    await setUserPlanAction.execute({ userId: owner.id, plan: "decouverte" }, admin.client);
    await sql()`update public.entreprises set expires_at = now() - interval '1 minute' where id = ${id}`;
    const [expired] = await sql()<{ entreprises: number }[]>`select * from public.expire_listings()`;
    expect(expired!.entreprises).toBeGreaterThanOrEqual(1);
    const [archived] = await sql()<{ status: string }[]>`select status::text from public.entreprises where id = ${id}`;
    expect(archived!.status).toBe("archived");
  });
});
