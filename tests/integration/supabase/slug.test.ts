import { afterAll, describe, expect, it } from "vitest";
import { slugify } from "@/lib/slug";
import { anonClient, cleanup, sql } from "@/tests/support/db";

/** The same inputs through lib/slug.ts and public.slugify must give the same slug. */
const SAMPLES = [
  "Sophie Tremblay",
  "Boulangerie-pâtisserie",
  "Restaurant l'Étoile",
  "Restaurant l’Étoile",
  "Éducation et formation",
  "Crèmerie à Québec",
  "Garçon façade",
  "Hélène Côté-Bélanger",
  "Noël Ïle Ÿves Ùbu",
  "Sœur Œuvre Cæsar Straße Ørsted Łódź Đorđe",
  "Café & Bistro!",
  "« Chez Ginette », inc.",
  "Vente — achat",
  "Érablière   du\tNord\nInc",
  "Marché\u00a0Jean-Talon\u202fEst",
  "--a---b--",
  " - Dépanneur - ",
  "Garage 2000 inc.",
  "snake_case Nom",
  "Café 東京 Ωmega ½ ﬁn",
  "Prix 100 $ 🍁",
  "ÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŸ àâäçéèêëîïôöùûüÿ",
  "",
  "   ",
  "!!! ’ …",
  "Entreprise de déneigement Saint-Jérôme (2024) — « Les Frères Côté »",
];

describe("public.slugify matches lib/slug.ts", () => {
  afterAll(cleanup);

  it("over SQL, on every sample", async () => {
    const rows = await sql()<{ input: string; slug: string }[]>`
      select input, public.slugify(input) as slug from unnest(${SAMPLES}::text[]) as input`;
    expect(rows.map((row) => row.slug)).toEqual(SAMPLES.map(slugify));
  });

  it("through the API (rpc), as anyone", async () => {
    const { data, error } = await anonClient().rpc("slugify", { p_text: "Restaurant l'Étoile" });
    expect(error).toBeNull();
    expect(data).toBe(slugify("Restaurant l'Étoile"));
  });

  it("gives an empty string for null", async () => {
    const [row] = await sql()`select public.slugify(null) as slug`;
    expect(row?.slug).toBe("");
  });
});
