import { expect, test } from "vitest";
import { includedFeatures, planFeatureIds, plans, yearlyMonthlyEquivalent } from "@/lib/accounts/plans";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";

test("every plan says something about every feature and has its texts in both languages", () => {
  for (const plan of plans) {
    expect(Object.keys(plan.features).sort()).toEqual([...planFeatureIds].sort());
    for (const messages of [fr, en]) {
      expect(messages.plans.names[plan.id]).toBeTruthy();
      expect(messages.plans.taglines[plan.id]).toBeTruthy();
    }
  }
});

test("plans are ordered by price and yearly billing gives two months free", () => {
  const prices = plans.map((p) => p.monthlyPrice);
  expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  for (const plan of plans) expect(plan.yearlyPrice).toBe(plan.monthlyPrice * 10);
  expect(includedFeatures(plans[2]!)).toHaveLength(planFeatureIds.length);
});

test("/forfaits3's yearly prices come from /forfaits's monthly ones: the yearly total and what it makes per month", () => {
  const professionnel = plans.find((p) => p.id === "professionnel")!;
  expect(professionnel.yearlyPrice).toBe(professionnel.monthlyPrice * 10);
  expect(yearlyMonthlyEquivalent(professionnel)).toBe(65.83);
  for (const plan of plans) expect(yearlyMonthlyEquivalent(plan)).toBeLessThanOrEqual(plan.monthlyPrice);
});
