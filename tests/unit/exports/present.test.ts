import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import { createPresenter } from "@/lib/exports/present";
import type { Locale } from "@/lib/i18n/routing";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";

function label(locale: Locale) {
  const t = createTranslator({ locale, messages: locale === "fr" ? fr : en });
  return (key: string) => (t.has(key as never) ? t(key as never) : null);
}

// A row as the Data API gives it: codes, numeric as text, UTC times, a yes/no, names in both languages.
const row = {
  status: "published",
  plan: "decouverte",
  is_admin: false,
  asking_price: "389000.00",
  year_established: 1998,
  created_at: "2026-07-01 16:30:00+00",
  suspended_at: "2026-01-15T03:05:00+00:00",
  category_fr: "Boulangerie",
  category_en: "Bakery",
  locale: "en",
  property_type: "a_new_kind",
  city: null,
};
const columns = Object.keys(row)
  .filter((c) => !c.startsWith("category_"))
  .concat("category");

describe("export cells", () => {
  it("read as words in the admin's language, money as money, moments in Québec's time (summer and winter)", () => {
    expect(createPresenter(columns, { readable: true, locale: "fr", label: label("fr") })(row)).toEqual([
      "Publié",
      "Découverte",
      "Non",
      { money: 389000 },
      1998,
      { localTime: "2026-07-01T12:30" },
      { localTime: "2026-01-14T22:05" },
      "Anglais",
      "a_new_kind",
      null,
      "Boulangerie",
    ]);
    expect(
      createPresenter(["plan", "is_admin", "category"], { readable: true, locale: "en", label: label("en") })(row),
    ).toEqual(["Discovery", "No", "Bakery"]);
  });

  it("keep the stored values for software (the plain CSV), names in the admin's language", () => {
    expect(createPresenter(columns, { readable: false, locale: "en", label: label("en") })(row)).toEqual([
      "published",
      "decouverte",
      false,
      "389000.00",
      1998,
      "2026-07-01 16:30:00+00",
      "2026-01-15T03:05:00+00:00",
      "en",
      "a_new_kind",
      null,
      "Bakery",
    ]);
  });
});
