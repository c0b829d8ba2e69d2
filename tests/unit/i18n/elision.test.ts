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

  test("a person's name or address takes it too: « Compte d'Admin Démo », « Connecté en tant qu'admin@… »", () => {
    const name = (value: string) => ({ name: value, elision: elision(value) });
    expect(t("usersAdmin.editTitle", name("Admin Démo"))).toBe("Compte d'Admin Démo");
    expect(t("usersAdmin.editTitle", name("Marc Gagnon"))).toBe("Compte de Marc Gagnon");
    expect(t("usersAdmin.block.done", name("Émilie Tremblay"))).toBe("Le compte d'Émilie Tremblay est bloqué.");
    expect(t("gestion.forms.from", { ...name("Isabelle"), email: "i@example.com" })).toBe("D'Isabelle <i@example.com>");
    expect(t("financing.partners.visit", name("Investissement Québec"))).toBe("Site d'Investissement Québec");
    expect(t("dashboard.signedInAs", { email: "admin@demo.local", elision: elision("admin@demo.local") })).toBe(
      "Connecté en tant qu'admin@demo.local",
    );
    expect(t("invitations.cancelled", { email: "amelie@example.com", elision: elision("amelie@example.com") })).toBe(
      "Invitation d’amelie@example.com annulée.",
    );
  });

  test("no French message puts « de » or « que » before a name or an address without the elision choice", () => {
    const texts: [string, string][] = [];
    const walk = (value: unknown, path: string) => {
      if (typeof value === "string") texts.push([path, value]);
      else for (const [k, v] of Object.entries(value as object)) walk(v, path ? `${path}.${k}` : k);
    };
    walk(fr, "");
    const bare = texts
      .map(
        ([key, text]) => [key, text.replace(/\{elision, select,(?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*\}/g, "")] as const,
      )
      .filter(([, text]) => /(^|[^\p{L}])(de|De|que) \{(name|email)\}/u.test(text))
      .map(([key]) => key);
    // A file name is not elided (« Envoi de IMG_0042.jpg »).
    expect(bare).toEqual(["workspace.photos.uploading"]);
  });
});
