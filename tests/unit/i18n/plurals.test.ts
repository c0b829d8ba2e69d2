import { createTranslator } from "next-intl";
import { describe, expect, test } from "vitest";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";

// Intl groups thousands with a narrow no-break space in French.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("counts agree with their number (ICU plural)", () => {
  const t = createTranslator({ locale: "fr", messages: fr });
  const e = createTranslator({ locale: "en", messages: en });

  test("one new message, several new messages", () => {
    expect(t("gestion.forms.messagesTab", { count: 1 })).toBe("Messages (1 nouveau)");
    expect(t("gestion.forms.messagesTab", { count: 0 })).toBe("Messages (0 nouveau)");
    expect(t("gestion.forms.messagesTab", { count: 3 })).toBe("Messages (3 nouveaux)");
    expect(e("gestion.forms.messagesTab", { count: 1 })).toBe("Messages (1 new)");
  });

  test("the other counts that said a plural after one", () => {
    const days = { from: "1er avril 2027", to: "1er avril 2027" };
    expect(t("gestion.searches.perDayDescription", { ...days, total: 1, zero: 0 })).toMatch(
      /^1 recherche du 1er avril/,
    );
    expect(plain(t("gestion.searches.perDayDescription", { ...days, total: 1200, zero: 3 }))).toMatch(
      /^1 200 recherches du/,
    );
    expect(e("gestion.searches.perDayDescription", { ...days, total: 1, zero: 0 })).toMatch(/^1 search from/);
    expect(t("inbox.linkLabel", { title: "Atelier", unread: 1, total: 2 })).toBe(
      "Voir les demandes de « Atelier »\u00a0: 1 non lue sur 2",
    );
    expect(t("moderation.errors.bulkPartial", { approved: 1, failed: 1 })).toMatch(
      /^1 élément approuvé, 1 non approuvé\u00a0:/,
    );
    expect(t("moderation.errors.bulkPartial", { approved: 2, failed: 3 })).toMatch(
      /^2 éléments approuvés, 3 non approuvés\u00a0:/,
    );
    expect(t("blogImport.progress", { done: 1, total: 4 })).toBe("1 article importé sur 4");
    expect(t("blogImport.progress", { done: 2, total: 4 })).toBe("2 articles importés sur 4");
    const summary = { total: "1", best: "1", bestDay: "1er avril 2027", today: "1" };
    expect(t("gestionDashboard.summary", { ...summary, days: 1 })).toMatch(/^1 en 1 jour\u00a0;/);
    expect(e("gestionDashboard.summary", { ...summary, days: 30 })).toMatch(/^1 over 30 days;/);
  });
});
