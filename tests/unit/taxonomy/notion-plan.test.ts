/**
 * The Notion sync's plan (issue 22) from fixtures: what would be created, changed or left alone,
 * matched by notion_id (else by a French name not yet linked), names as stored (§5: empty English
 * name is null), lists by French name (§4), and the rows it skips with why.
 */
import { describe, expect, it } from "vitest";
import { planCounts, planNotionSync } from "@/lib/taxonomy/notion/plan";
import type { NotionRow } from "@/lib/taxonomy/notion/shape";

const row = (notionId: string, nameFr: string, nameEn: string | null = null, sectorIds: string[] = []): NotionRow => ({
  notionId,
  nameFr,
  nameEn,
  sectorIds,
  sectorsTruncated: false,
});

const industries = [
  { id: 1, name_fr: "Commerce", name_en: "Retail", notion_id: "n-commerce" },
  { id: 2, name_fr: "Fabrication", name_en: null, notion_id: null },
  { id: 3, name_fr: "Services", name_en: "Services", notion_id: "n-gone" },
];
const categories = [
  { id: 10, name_fr: "Épicerie", name_en: "Grocery", notion_id: "n-epicerie", industry_ids: [1] },
  { id: 11, name_fr: "Quincaillerie", name_en: null, notion_id: "n-quinc", industry_ids: [1] },
];

describe("planNotionSync", () => {
  const plan = planNotionSync(
    [
      row("n-commerce", "Commerce", "Retail"),
      row("n-fab", "Fabrication", "Manufacturing"),
      row("n-resto", "Restauration"),
      row("n-epicerie", "Épicerie", "Grocery", ["n-commerce"]),
      row("n-quinc", "Quincaillerie fine", null, ["n-commerce", "n-fab"]),
      row("n-boul", "Boulangerie", "Bakery", ["n-resto", "n-commerce"]),
      row("n-bad", "Sous-catégorie", null, ["n-epicerie"]),
      row("n-dup", "commerce"),
      row("n-empty", ""),
    ],
    industries,
    categories,
  );

  it("leaves alone what matches, changes what differs, creates the rest", () => {
    expect(plan.industries.map((t) => [t.nameFr, t.status, t.id])).toEqual([
      ["Commerce", "unchanged", 1],
      ["Fabrication", "update", 2],
      ["Restauration", "create", null],
    ]);
    // Adopted by its French name: the change links it to Notion and adds the English name.
    expect(plan.industries[1]!.before).toEqual({ nameFr: "Fabrication", nameEn: null, sectors: [] });
    expect(plan.industries[2]!.nameEn).toBeNull();
  });

  it("compares a category's names and industries, its own sector first, by French name", () => {
    expect(plan.categories.map((t) => [t.nameFr, t.status, t.sectors])).toEqual([
      ["Boulangerie", "create", ["Restauration", "Commerce"]],
      ["Épicerie", "unchanged", ["Commerce"]],
      ["Quincaillerie fine", "update", ["Commerce", "Fabrication"]],
    ]);
    expect(plan.categories[2]!.before).toEqual({ nameFr: "Quincaillerie", nameEn: null, sectors: ["Commerce"] });
    expect(planCounts(plan)).toEqual({ create: 2, update: 2, unchanged: 2 });
  });

  it("skips rows it cannot apply, says why, and keeps rows no longer in Notion", () => {
    expect(plan.problems.map((p) => [p.name, p.code])).toEqual([
      ["", "noName"],
      ["commerce", "duplicateName"],
      ["Sous-catégorie", "sectorNotIndustry"],
    ]);
    expect(plan.absent).toEqual({ industries: ["Services"], categories: [] });
  });

  it("refuses a new name another stored row keeps, and too many industries", () => {
    const other = planNotionSync(
      [
        row("n-new", "Services"),
        row(
          "n-many",
          "Tout",
          null,
          Array.from({ length: 21 }, (_, i) => `n-${i}`),
        ),
        ...Array.from({ length: 21 }, (_, i) => row(`n-${i}`, `Secteur ${i}`)),
      ],
      industries,
      [],
    );
    expect(other.problems.map((p) => [p.name, p.code])).toEqual([
      ["Services", "nameTaken"],
      ["Tout", "tooManySectors"],
    ]);
  });

  it("after applying, the same rows plan nothing to change", () => {
    const rows = [row("n-a", "Agriculture", "Farming"), row("n-b", "Bleuets", null, ["n-a"])];
    const again = planNotionSync(
      rows,
      [{ id: 5, name_fr: "Agriculture", name_en: "Farming", notion_id: "n-a" }],
      [{ id: 6, name_fr: "Bleuets", name_en: null, notion_id: "n-b", industry_ids: [5] }],
    );
    expect(planCounts(again)).toEqual({ create: 0, update: 0, unchanged: 2 });
  });
});
