import { describe, expect, it } from "vitest";
import { SLUG_PATTERN, slugify } from "@/lib/slug";

describe("slugify (spec §5)", () => {
  it.each([
    ["Sophie Tremblay", "sophie-tremblay"],
    ["ÉCOLE", "ecole"],
    ["Éducation et formation", "education-et-formation"],
    ["Crèmerie à Québec", "cremerie-a-quebec"],
    ["Garçon façade", "garcon-facade"],
    ["Hélène Côté-Bélanger", "helene-cote-belanger"],
    ["Noël Ïle Ÿves Ùbu", "noel-ile-yves-ubu"],
  ])("lowercases and removes accents: %j → %j", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it("spells out letters that have no accent to remove (œ, æ, ß, ø)", () => {
    expect(slugify("Sœur Œuvre")).toBe("soeur-oeuvre");
    expect(slugify("Cæsar Straße Ørsted")).toBe("caesar-strasse-orsted");
  });

  it("keeps hyphens of compound words", () => {
    expect(slugify("Boulangerie-pâtisserie")).toBe("boulangerie-patisserie");
    expect(slugify("Saint-Jean-sur-Richelieu")).toBe("saint-jean-sur-richelieu");
  });

  it("drops apostrophes and other punctuation without adding a hyphen", () => {
    expect(slugify("Restaurant l'Étoile")).toBe("restaurant-letoile");
    expect(slugify("Restaurant l’Étoile")).toBe("restaurant-letoile");
    expect(slugify("Cabinet d'avocats")).toBe("cabinet-davocats");
    expect(slugify("Café & Bistro!")).toBe("cafe-bistro");
    expect(slugify("« Chez Ginette », inc.")).toBe("chez-ginette-inc");
    expect(slugify("Vente — achat")).toBe("vente-achat");
  });

  it("turns every run of white space into one hyphen", () => {
    expect(slugify("Érablière   du\tNord\nInc")).toBe("erabliere-du-nord-inc");
    expect(slugify("Marché\u00a0Jean-Talon\u202fEst")).toBe("marche-jean-talon-est");
  });

  it("collapses repeated hyphens and trims hyphens at both ends", () => {
    expect(slugify("--a---b--")).toBe("a-b");
    expect(slugify(" - Dépanneur - ")).toBe("depanneur");
    expect(slugify("a - - b")).toBe("a-b");
  });

  it("keeps digits and underscores (word characters)", () => {
    expect(slugify("Garage 2000 inc.")).toBe("garage-2000-inc");
    expect(slugify("snake_case Nom")).toBe("snake_case-nom");
  });

  it("drops letters of other scripts and symbols", () => {
    expect(slugify("Café 東京 Ωmega ½")).toBe("cafe-mega");
    expect(slugify("Prix 100 $ 🍁")).toBe("prix-100");
  });

  it("returns an empty string when nothing is left", () => {
    expect(slugify("")).toBe("");
    expect(slugify("   ")).toBe("");
    expect(slugify("!!! ’ …")).toBe("");
  });

  it("gives slugs that match the stored format, and is idempotent", () => {
    for (const input of ["Sophie Tremblay", "Restaurant l'Étoile", "a_b - c", "Œuvre d'art 3D"]) {
      const slug = slugify(input);
      expect(slug).toMatch(SLUG_PATTERN);
      expect(slugify(slug)).toBe(slug);
    }
  });
});
