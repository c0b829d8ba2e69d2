import { describe, expect, it } from "vitest";
import { industryChoices } from "@/lib/accounts/industry-choices";

const industries = [
  {
    id: 1,
    name_fr: "Agriculture et agroalimentaire",
    name_en: "Agriculture and agri-food",
    notion_id: null,
    categories: [],
  },
  {
    id: 2,
    name_fr: "Commerce de détail",
    name_en: "Retail",
    notion_id: null,
    categories: [
      { id: 10, name_fr: "Épicerie", name_en: "Grocery store" },
      { id: 11, name_fr: "Dépanneur", name_en: "Convenience store" },
    ],
  },
  { id: 3, name_fr: "Fabrication", name_en: "Manufacturing", notion_id: null, categories: [] },
  { id: 4, name_fr: "Éducation et formation", name_en: null, notion_id: null, categories: [] },
];

describe("the industries to follow on the profile (issue 39)", () => {
  it("are named and sorted in English on English pages, categories included", () => {
    expect(industryChoices(industries, "en")).toEqual([
      { id: 1, name: "Agriculture and agri-food", categories: [] },
      { id: 4, name: "Éducation et formation", categories: [] },
      { id: 3, name: "Manufacturing", categories: [] },
      { id: 2, name: "Retail", categories: ["Convenience store", "Grocery store"] },
    ]);
  });

  it("are named and sorted in French on French pages (É among the E)", () => {
    expect(industryChoices(industries, "fr").map((i) => i.name)).toEqual([
      "Agriculture et agroalimentaire",
      "Commerce de détail",
      "Éducation et formation",
      "Fabrication",
    ]);
    expect(industryChoices(industries, "fr")[1]!.categories).toEqual(["Dépanneur", "Épicerie"]);
  });
});
