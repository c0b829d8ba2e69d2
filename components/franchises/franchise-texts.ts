import { getTranslations } from "next-intl/server";
import { investmentRange } from "@/lib/franchises/figures";
import { formatPercent } from "@/lib/i18n/format";
import { formatNumber, formatPrice } from "@/lib/i18n/format";
import type { FranchiseCard } from "@/lib/franchises/types";
import type { Locale } from "@/lib/i18n/routing";

/** The figures of a franchise as the page's language writes them (cards and detail page). */
export async function franchiseFigures(franchise: FranchiseCard, locale: Locale) {
  const t = await getTranslations({ locale, namespace: "franchises" });
  const notGiven = t("notGiven");
  return {
    investment: investmentRange(franchise, locale, {
      range: (min, max) => t("investmentRange", { min, max }),
      from: (min) => t("investmentFrom", { min }),
      upTo: (max) => t("investmentUpTo", { max }),
      notGiven,
    }),
    fee: franchise.franchise_fee !== null ? formatPrice(franchise.franchise_fee, locale) : notGiven,
    royalties:
      franchise.royalty_percent !== null
        ? t("percentOfSales", { percent: formatPercent(franchise.royalty_percent, locale) })
        : notGiven,
    units: franchise.units_count !== null ? formatNumber(franchise.units_count, locale) : notGiven,
  };
}
