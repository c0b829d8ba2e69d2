import { afterAll, describe, expect, it } from "vitest";
import { getProfile } from "@/lib/auth/queries";
import { listCategories } from "@/lib/taxonomy/queries/categories";
import { listIndustries } from "@/lib/taxonomy/queries/industries";
import { anonClient, cleanup, DEMO, demoAdmin, demoSeller } from "@/tests/support/db";

describe("seed", () => {
  afterAll(cleanup);

  it("has at least 12 industries with French and English names", async () => {
    const data = await listIndustries(anonClient());
    expect(data!.length).toBeGreaterThanOrEqual(12);
    for (const industry of data!) expect(industry.name_en).toBeTruthy();
    expect(data!.map((i) => i.name_fr)).toEqual(
      expect.arrayContaining([
        "Commerce de détail",
        "Restauration et alimentation",
        "Services professionnels",
        "Fabrication",
        "Construction",
      ]),
    );
  });

  it("has at least 60 categories, each linked to at least one industry, some to two", async () => {
    const data = await listCategories(anonClient());
    expect(data!.length).toBeGreaterThanOrEqual(60);
    expect(data!.filter((c) => c.industries.length === 0).map((c) => c.name_fr)).toEqual([]);
    expect(data!.filter((c) => c.industries.length >= 2).length).toBeGreaterThan(5);
    const names = data!.map((c) => c.name_fr);
    expect(names).toEqual(
      expect.arrayContaining([
        "Dépanneur",
        "Restaurant",
        "Boulangerie-pâtisserie",
        "Garage de mécanique",
        "Salon de coiffure",
        "Clinique dentaire",
        "Entreprise de déneigement",
        "Érablière",
        "Cabinet d'avocats",
      ]),
    );
  });

  it("lets both demo accounts sign in; the admin is admin, the seller has a public page", async () => {
    const admin = await demoAdmin();
    const adminProfile = await getProfile(admin.client, admin.userId);
    expect(adminProfile).toMatchObject({ first_name: "Admin", last_name: "Démo", is_admin: true });

    const seller = await demoSeller();
    const sellerProfile = await getProfile(seller.client, seller.userId);
    expect(sellerProfile).toMatchObject({
      first_name: "Sophie",
      last_name: "Tremblay",
      is_admin: false,
      public_page_enabled: true,
      public_slug: "sophie-tremblay",
    });
    expect(sellerProfile?.public_bio).toBeTruthy();

    const { data: user } = await seller.client.auth.getUser();
    expect(user.user?.email).toBe(DEMO.seller.email);
  });

  it("refuses a wrong password for a demo account", async () => {
    const { error } = await anonClient().auth.signInWithPassword({
      email: DEMO.admin.email,
      password: "not-the-password",
    });
    expect(error?.message).toMatch(/invalid login credentials/i);
  });
});
