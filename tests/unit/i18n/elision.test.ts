import { createTranslator } from "next-intl";
import { describe, expect, test } from "vitest";
import fr from "@/messages/fr.json";
import { elision } from "@/lib/i18n/elision";

describe("French elision before a name", () => {
  const t = createTranslator({ locale: "fr", messages: fr });

  test("elides before a vowel or a mute h, not before a consonant", () => {
    expect(t("experts.website", { name: "Isabelle Côté", elision: elision("Isabelle Côté") })).toBe(
      "Site Web d'Isabelle Côté",
    );
    expect(t("experts.website", { name: "Élise", elision: elision("Élise") })).toBe("Site Web d'Élise");
    expect(t("experts.website", { name: "Hélène", elision: elision("Hélène") })).toBe("Site Web d'Hélène");
    expect(t("experts.website", { name: "Marc-André Gagnon", elision: elision("Marc-André Gagnon") })).toBe(
      "Site Web de Marc-André Gagnon",
    );
    expect(t("franchises.detail.logo", { name: "Énergie Gym 24/7", elision: elision("Énergie Gym 24/7") })).toBe(
      "Logo d'Énergie Gym 24/7",
    );
    expect(t("franchises.detail.logo", { name: "Café Boréal", elision: elision("Café Boréal") })).toBe(
      "Logo de Café Boréal",
    );
  });
});
