import { formatPrice } from "@/lib/i18n/format";
import type { FranchiseCard } from "./types";
import type { Locale } from "@/lib/i18n/routing";

type RangeTexts = {
  range: (min: string, max: string) => string;
  from: (min: string) => string;
  upTo: (max: string) => string;
  notGiven: string;
};

/** A franchise's total investment: "350 000 $ à 550 000 $", "From $45,000", or not given. */
export function investmentRange(
  franchise: Pick<FranchiseCard, "investment_min" | "investment_max">,
  locale: Locale,
  texts: RangeTexts,
): string {
  const { investment_min: min, investment_max: max } = franchise;
  if (min !== null && max !== null)
    return min === max ? formatPrice(min, locale) : texts.range(formatPrice(min, locale), formatPrice(max, locale));
  if (min !== null) return texts.from(formatPrice(min, locale));
  if (max !== null) return texts.upTo(formatPrice(max, locale));
  return texts.notGiven;
}
