/**
 * Issue 39: a postal code typed "g1l2m5" was stored as typed. Every write stores a Canadian postal
 * code as Canada Post writes it ("G1L 2M5"): a listing's, from the editor or the Data API directly
 * (another form is refused), and a profile's when it has the Canadian form.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { savePropertyAction } from "@/lib/properties/actions/save-property.core";
import type { PropertyInput } from "@/lib/properties/schema";
import { cleanup, createTestUser, sql, type TestUser } from "@/tests/support/db";

let owner: TestUser;
let categoryId: number;

beforeAll(async () => {
  owner = await createTestUser({ plan: "premium" });
  const [category] = await sql()<{ id: number }[]>`select id from public.entreprise_categories order by id limit 1`;
  categoryId = Number(category!.id);
});

afterAll(cleanup);

describe("a listing's postal code", () => {
  it("is stored as Canada Post writes it when the Data API writes it as typed; another form is refused", async () => {
    const inserted = await owner.client
      .from("entreprises")
      .insert({
        slug: "",
        title_fr: "Code postal tapé",
        category_id: categoryId,
        owner_id: owner.id,
        postal_code: "g1l2m5",
      })
      .select("id")
      .single();
    expect(inserted.error).toBeNull();
    const id = inserted.data!.id;
    const [business] = await sql()`
      select c.postal_code from app_private.entreprise_confidential c where c.entreprise_id = ${id}`;
    expect(business!.postal_code).toBe("G1L 2M5");

    const refused = await owner.client.from("entreprises").update({ postal_code: "90210" }).eq("id", id);
    expect(refused.error?.code).toBe("23514");

    const property = await owner.client
      .from("immobilier")
      .insert({ slug: "", title_fr: "Local tapé", property_type: "retail", owner_id: owner.id, postal_code: "h2x-1y4" })
      .select("id, postal_code")
      .single();
    expect(property.data?.postal_code).toBe("H2X 1Y4");
  });

  it("is stored as Canada Post writes it from the editor", async () => {
    const saved = await savePropertyAction.execute(
      {
        title_fr: "Local du centre",
        property_type: "retail",
        transaction_type: "sale",
        postal_code: "j1h 1r4",
      } as PropertyInput,
      owner.client,
    );
    if (!saved.ok) throw new Error(saved.message);
    const [row] = await sql()`select postal_code from public.immobilier where id = ${saved.data.id}`;
    expect(row!.postal_code).toBe("J1H 1R4");
  });
});

describe("a profile's postal code", () => {
  it("is stored as Canada Post writes it when it has the Canadian form; another country's as typed", async () => {
    const canadian = await owner.client
      .from("profiles")
      .update({ postal_code: "h2x1y4" })
      .eq("id", owner.id)
      .select("postal_code")
      .single();
    expect(canadian.data?.postal_code).toBe("H2X 1Y4");
    const french = await owner.client
      .from("profiles")
      .update({ postal_code: "75001" })
      .eq("id", owner.id)
      .select("postal_code")
      .single();
    expect(french.data?.postal_code).toBe("75001");
  });
});
