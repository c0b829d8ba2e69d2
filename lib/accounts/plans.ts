/**
 * The plans, in one place: /forfaits, /forfaits2 and /forfaits3 present the same source, and the
 * workspace what the user's plan allows. Prices in CAD, before taxes. The limits Postgres enforces
 * (public.plans) are the same numbers: tests/integration/accounts/plans.test.ts compares them.
 */
export const planIds = ["decouverte", "professionnel", "premium"] as const;
export type PlanId = (typeof planIds)[number];

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === "string" && (planIds as readonly string[]).includes(value);
}

/** A paid plan is confirmed and invoiced by the team (payment stays outside the site); until then the free one applies. */
export function isPaidPlan(id: PlanId): boolean {
  return id !== "decouverte";
}

export const planFeatureIds = [
  "activeListings",
  "listingDuration",
  "buyerMessages",
  "confidentialListing",
  "statistics",
  "highlighted",
  "homeFeatured",
  "newsletterFeature",
  "sellerPage",
  "valuation",
  "expertSupport",
  "support",
] as const;
export type PlanFeatureId = (typeof planFeatureIds)[number];

/** true / false, or the key of a translated value (plans.values.*). */
export type FeatureValue =
  boolean | "one" | "three" | "unlimited" | "days60" | "days90" | "untilSold" | "email" | "priority" | "summary";

export type Plan = {
  id: PlanId;
  monthlyPrice: number;
  /** Yearly billing: two months free. */
  yearlyPrice: number;
  recommended: boolean;
  cta: { href: string; key: "start" | "choose" | "talk" };
  features: Record<PlanFeatureId, FeatureValue>;
};

export const plans: readonly Plan[] = [
  {
    id: "decouverte",
    monthlyPrice: 0,
    yearlyPrice: 0,
    recommended: false,
    cta: { href: "/signup?forfait=decouverte", key: "start" },
    features: {
      activeListings: "one",
      listingDuration: "days60",
      buyerMessages: true,
      confidentialListing: true,
      statistics: false,
      highlighted: false,
      homeFeatured: false,
      newsletterFeature: false,
      sellerPage: false,
      valuation: false,
      expertSupport: false,
      support: "email",
    },
  },
  {
    id: "professionnel",
    monthlyPrice: 79,
    yearlyPrice: 790,
    recommended: true,
    cta: { href: "/signup?forfait=professionnel", key: "choose" },
    features: {
      activeListings: "three",
      listingDuration: "days90",
      buyerMessages: true,
      confidentialListing: true,
      statistics: true,
      highlighted: true,
      homeFeatured: false,
      newsletterFeature: false,
      sellerPage: true,
      valuation: "summary",
      expertSupport: false,
      support: "email",
    },
  },
  {
    id: "premium",
    monthlyPrice: 199,
    yearlyPrice: 1990,
    recommended: false,
    cta: { href: "/contact", key: "talk" },
    features: {
      activeListings: "unlimited",
      listingDuration: "untilSold",
      buyerMessages: true,
      confidentialListing: true,
      statistics: true,
      highlighted: true,
      homeFeatured: true,
      newsletterFeature: true,
      sellerPage: true,
      valuation: true,
      expertSupport: true,
      support: "priority",
    },
  },
];

export function planById(id: PlanId): Plan {
  return plans.find((plan) => plan.id === id)!;
}

/** The features a plan includes, for the short lists of the card views. */
export function includedFeatures(plan: Plan): PlanFeatureId[] {
  return planFeatureIds.filter((id) => plan.features[id] !== false);
}

/** What yearly billing comes to per month (790 $ / 12 = 65,83 $), to compare with the monthly price. */
export function yearlyMonthlyEquivalent(plan: Pick<Plan, "yearlyPrice">): number {
  return Math.round((plan.yearlyPrice / 12) * 100) / 100;
}
