import { getTranslations } from "next-intl/server";
import { BusinessBadges } from "@/components/businesses/business-badges";
import { buttonClasses } from "@/components/ui/button";
import { MapPinIcon } from "@/components/ui/icons";
import { cn } from "@/lib/cn";
import { durationSince, formatPrice, formatRelativeDate } from "@/lib/i18n/format";
import type { BusinessDetail } from "@/lib/businesses/types";
import type { Locale } from "@/lib/i18n/routing";

/** The top of a business page: category, title, place, status badges, price and time on the market. */
export async function BusinessOverview({
  business,
  title,
  category,
  place,
  locale,
}: {
  business: BusinessDetail;
  title: { text: string; lang: "fr" | undefined };
  category: string;
  place: string;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "listing" });
  const tc = await getTranslations({ locale, namespace: "catalogue" });
  const sold = business.status === "sold";
  const price =
    business.price_on_request || business.asking_price === null
      ? tc("priceOnRequest")
      : formatPrice(business.asking_price, locale);

  return (
    <header className="mt-6 flex flex-col gap-6 border-b border-neutral-200 pb-6 lg:flex-row lg:items-end lg:justify-between dark:border-neutral-800">
      <div className="min-w-0">
        <p className="text-sm font-semibold text-primary-800 dark:text-primary-300">{category}</p>
        <h1
          lang={title.lang}
          className="mt-1 text-3xl font-bold tracking-tight text-balance text-neutral-950 sm:text-4xl dark:text-white"
        >
          {title.text}
        </h1>
        {title.lang ? (
          <p className="mt-2 text-sm text-neutral-600 italic dark:text-neutral-400">{t("frenchOnly")}</p>
        ) : null}
        <p className="mt-3 flex items-center gap-1.5 text-neutral-700 dark:text-neutral-300">
          <MapPinIcon className="size-4 shrink-0" />
          {place}
        </p>
        <BusinessBadges business={business} locale={locale} showFeatured={false} className="mt-3" />
        <p className="mt-3 text-sm text-neutral-600 dark:text-neutral-400">
          {!sold && business.published_at
            ? `${t("market.onMarket", durationSince(business.published_at, locale))} · `
            : null}
          {!sold
            ? `${t("market.confirmed", { when: formatRelativeDate(business.last_confirmed_at, locale) })} · `
            : null}
          {t("market.reference", { id: business.id })}
        </p>
      </div>
      <div className="shrink-0 lg:text-right">
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{tc("askingPrice")}</p>
        <p
          className={cn(
            "text-3xl font-bold",
            sold ? "text-neutral-600 line-through dark:text-neutral-400" : "text-neutral-950 dark:text-white",
          )}
          data-testid="listing-price"
        >
          {price}
        </p>
        {sold ? null : (
          <a href="#contact" className={buttonClasses({ size: "lg", className: "mt-3 w-full sm:w-auto" })}>
            {business.listed_by === "broker" ? t("contact.titleBroker") : t("contact.title")}
          </a>
        )}
      </div>
    </header>
  );
}
