import { getTranslations } from "next-intl/server";
import { formatPrice } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";
import type { Estimate } from "@/lib/valuation/estimate";
import { formatMultiple } from "./format";

/**
 * What the site's closed deals say beside the asking prices (issue 42): the medians and how many
 * deals stand behind them, or why none is shown (fewer than five: never one deal's price).
 */
export async function ClosedDealsLine({
  closedDeals,
  category,
  region,
  locale,
}: {
  closedDeals: Estimate["closedDeals"];
  category: string;
  region: string | null;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "valuation.result" });
  if (!closedDeals) return null;
  if (closedDeals.value === null || closedDeals.medianMultiple === null || closedDeals.medianPrice === null)
    return (
      <p className="mt-2" data-testid="closed-deals">
        {t("closedDealsTooFew", { count: closedDeals.count, category })}
      </p>
    );
  return (
    <p className="mt-2" data-testid="closed-deals">
      {t(closedDeals.scope === "region" && region ? "closedDealsRegion" : "closedDealsAll", {
        count: closedDeals.count,
        category,
        region: region ?? "",
        multiple: formatMultiple(closedDeals.medianMultiple, locale),
        price: formatPrice(closedDeals.medianPrice, locale),
        value: formatPrice(closedDeals.value, locale),
      })}
    </p>
  );
}
