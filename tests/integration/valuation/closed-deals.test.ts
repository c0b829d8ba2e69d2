/**
 * Issue 42, closed deals, written as the attacks: a sold business's final price and structure are
 * its owner's and the admins' only (RLS and the server); a buyer or another seller reads and writes
 * nothing of them; the valuation's comparables get medians only from five deals or more, never one
 * deal's price; bad input is refused at its field and by the database.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordClosedDealAction } from "@/lib/valuation/actions/record-closed-deal.core";
import { getClosedDealComparables } from "@/lib/valuation/closed-deals/queries";
import type { ClosedDealInput } from "@/lib/valuation/closed-deals/schema";
import { anonClient, cleanup, createTestUser, sql, type TestUser } from "@/tests/support/db";

let owner: TestUser;
let rival: TestUser;
let buyer: TestUser;
let admin: TestUser;
let categoryId: number;
const businesses: number[] = [];

async function business(status: "sold" | "published", who: TestUser = owner, regionId = 6): Promise<number> {
  const slug = `closed-${randomUUID().slice(0, 8)}`;
  const [row] = await sql()<{ id: number }[]>`
    insert into public.entreprises (slug, owner_id, title_fr, description_fr, category_id, region_id, asking_price, cash_flow, status)
    values (${slug}, ${who.id}, ${"Vendue " + slug}, ${"Une entreprise de quartier rentable, clientèle fidèle depuis vingt ans."},
            ${categoryId}, ${regionId}, 500000, 150000, ${status}::public.listing_status)
    returning id`;
  businesses.push(Number(row!.id));
  return Number(row!.id);
}

const deal = (id: number, over: Partial<ClosedDealInput> = {}): ClosedDealInput => ({
  entreprise_id: id,
  final_price: 450_000,
  purchase_type: "asset",
  cash_at_closing: 90_000,
  bank_loan: 270_000,
  vendor_take_back: 90_000,
  earn_out: null,
  closed_on: "2026-10-15",
  ...over,
});

beforeAll(async () => {
  owner = await createTestUser({ firstName: "Vendeuse" });
  rival = await createTestUser();
  buyer = await createTestUser();
  admin = await createTestUser({ admin: true });
  const [category] = await sql()<{ id: number }[]>`
    insert into public.entreprise_categories (name_fr, name_en)
    values (${"Catégorie ventes " + randomUUID().slice(0, 8)}, ${"Closed deals category"}) returning id`;
  categoryId = Number(category!.id);
});

afterAll(async () => {
  if (businesses.length) await sql()`delete from public.entreprises where id in ${sql()(businesses)}`;
  await sql()`delete from public.entreprise_categories where id = ${categoryId}`;
  await cleanup();
});

describe("a closed deal is private", () => {
  it("is recorded by the owner and read by the owner and the admins only", async () => {
    const id = await business("sold");
    expect(await recordClosedDealAction.execute(deal(id), owner.client)).toEqual({ ok: true, data: { id } });
    const read = async (c: TestUser["client"]) =>
      (await c.from("entreprise_closed_deals").select("final_price").eq("entreprise_id", id)).data ?? [];
    expect(await read(owner.client)).toHaveLength(1);
    expect(await read(admin.client)).toHaveLength(1);
    expect(await read(buyer.client)).toEqual([]);
    expect(await read(rival.client)).toEqual([]);
    const anon = await anonClient().from("entreprise_closed_deals").select("final_price").eq("entreprise_id", id);
    expect(anon.data ?? []).toEqual([]);
  });

  it("cannot be written or changed by another seller or a buyer, through the server or the Data API", async () => {
    const id = await business("sold");
    await recordClosedDealAction.execute(deal(id), owner.client);
    expect(
      await recordClosedDealAction.execute(
        deal(id, { final_price: 1, cash_at_closing: 1, bank_loan: 0, vendor_take_back: 0 }),
        rival.client,
      ),
    ).toMatchObject({
      ok: false,
      message: "valuation.closedDeal.errors.notFound",
    });
    const changed = await rival.client
      .from("entreprise_closed_deals")
      .update({ final_price: 1, cash_at_closing: 1, bank_loan: 0, vendor_take_back: 0 })
      .eq("entreprise_id", id)
      .select();
    expect(changed.data ?? []).toEqual([]);
    const other = await business("sold");
    const forged = await buyer.client.from("entreprise_closed_deals").insert({
      entreprise_id: other,
      owner_id: buyer.id,
      final_price: 100,
      purchase_type: "asset",
      cash_at_closing: 100,
      closed_on: "2026-10-01",
    });
    expect(forged.error).not.toBeNull();
    const [row] = await sql()<{ final_price: string }[]>`
      select final_price from public.entreprise_closed_deals where entreprise_id = ${id}`;
    expect(Number(row!.final_price)).toBe(450_000);
  });

  it("refuses bad input at its field, and a listing not sold", async () => {
    const id = await business("sold");
    expect(await recordClosedDealAction.execute(deal(id, { earn_out: 10_000 }), owner.client)).toMatchObject({
      ok: false,
      fieldErrors: { cash_at_closing: "valuation.closedDeal.errors.partsSum" },
    });
    expect(
      await recordClosedDealAction.execute(
        deal(id, { final_price: -5, bank_loan: -1, vendor_take_back: 5_000_000_000, closed_on: "2999-01-01" }),
        owner.client,
      ),
    ).toMatchObject({
      ok: false,
      fieldErrors: {
        final_price: "valuation.closedDeal.errors.priceNegative",
        bank_loan: "valuation.closedDeal.errors.amountNegative",
        vendor_take_back: "valuation.closedDeal.errors.amountTooLarge",
        closed_on: "valuation.closedDeal.errors.dateFuture",
      },
    });
    const open = await business("published");
    expect(await recordClosedDealAction.execute(deal(open), owner.client)).toMatchObject({
      ok: false,
      message: "valuation.closedDeal.errors.notSold",
    });
    // The database says the same to a caller who skips the server.
    const direct = await owner.client.from("entreprise_closed_deals").insert({
      entreprise_id: open,
      final_price: 450_000,
      purchase_type: "asset",
      cash_at_closing: 450_000,
      closed_on: "2026-10-01",
    });
    expect(direct.error?.code).toBe("23514");
    const uneven = await owner.client.from("entreprise_closed_deals").insert({
      entreprise_id: id,
      final_price: 450_000,
      purchase_type: "asset",
      cash_at_closing: 1,
      closed_on: "2026-10-01",
    });
    expect(uneven.error?.code).toBe("23514");
  });
});

describe("the valuation's closed-deal comparables", () => {
  it("show no median under five deals, then the medians of five or more, by region when it has five", async () => {
    // The category holds the deals of the tests above (3 so far, all in Montréal): fewer than five.
    const before = await getClosedDealComparables(anonClient(), categoryId, 6);
    expect(before).toEqual({ scope: "none", count: before.count, medianMultiple: null, medianPrice: null });
    expect(before.count).toBeLessThan(5);
    // Up to four deals in all: still none.
    while ((await getClosedDealComparables(anonClient(), categoryId, null)).count < 4) {
      const id = await business("sold", rival);
      expect((await recordClosedDealAction.execute(deal(id), rival.client)).ok).toBe(true);
    }
    expect(await getClosedDealComparables(anonClient(), categoryId, null)).toMatchObject({
      scope: "none",
      medianMultiple: null,
      medianPrice: null,
    });
    // A fifth, in another region: five in all, fewer than five in Montréal.
    const fifth = await business("sold", rival, 5);
    await recordClosedDealAction.execute(
      deal(fifth, { final_price: 600_000, cash_at_closing: 600_000, bank_loan: 0, vendor_take_back: 0 }),
      rival.client,
    );
    const all = await getClosedDealComparables(anonClient(), categoryId, 6);
    expect(all).toMatchObject({ scope: "all", count: 5, medianPrice: 450_000, medianMultiple: 3 });
    // A fifth in Montréal: the region's own medians.
    const sixth = await business("sold", rival, 6);
    await recordClosedDealAction.execute(deal(sixth), rival.client);
    expect(await getClosedDealComparables(anonClient(), categoryId, 6)).toMatchObject({ scope: "region", count: 5 });
    expect(await getClosedDealComparables(anonClient(), categoryId, 5)).toMatchObject({ scope: "all", count: 6 });
  });
});
