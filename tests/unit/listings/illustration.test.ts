import { expect, test } from "vitest";
import { illustrationMotif } from "@/lib/listings/illustration";

test("a listing's illustration follows its category, with a generic storefront for the unknown", () => {
  expect(illustrationMotif("Boulangerie-pâtisserie")).toBe("food");
  expect(illustrationMotif("Bar et pub")).toBe("food");
  expect(illustrationMotif("Barbier")).toBe("services");
  expect(illustrationMotif("Boutique en ligne")).toBe("tech");
  expect(illustrationMotif("Boutique de vêtements")).toBe("retail");
  expect(illustrationMotif("Entreprise de camionnage")).toBe("transport");
  expect(illustrationMotif("Clinique dentaire")).toBe("health");
  expect(illustrationMotif("Atelier d'usinage")).toBe("manufacturing");
  expect(illustrationMotif("Couvreur")).toBe("construction");
  expect(illustrationMotif("Érablière")).toBe("agriculture");
  expect(illustrationMotif("Garage de mécanique")).toBe("automotive");
  expect(illustrationMotif("Gîte touristique")).toBe("hospitality");
  expect(illustrationMotif("Immeuble à revenus")).toBe("generic");
  expect(illustrationMotif("")).toBe("generic");
  expect(illustrationMotif(null)).toBe("generic");
});
