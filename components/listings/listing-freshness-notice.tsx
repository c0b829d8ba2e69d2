import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";
import { staleDays } from "@/lib/listings/freshness";

/** On a listing its owner has not confirmed for 90 days or more: "not confirmed for N days". */
export async function ListingFreshnessNotice({
  listing,
  locale,
}: {
  listing: { status: string; last_confirmed_at: string };
  locale: Locale;
}) {
  const days = staleDays(listing);
  if (days === null) return null;
  const t = await getTranslations({ locale, namespace: "freshness.notice" });
  return (
    <div
      role="note"
      className="mt-4 rounded-lg border border-warning-400 bg-warning-50 p-4 text-warning-950 dark:border-warning-700 dark:bg-warning-950/60 dark:text-warning-50"
      data-testid="listing-stale-notice"
    >
      <p className="font-semibold">{t("title", { days })}</p>
      <p className="mt-1 text-sm">{t("body")}</p>
    </div>
  );
}
