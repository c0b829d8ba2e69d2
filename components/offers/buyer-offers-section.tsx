import { getTranslations } from "next-intl/server";
import { PagePart } from "@/components/layout/page-part";
import { buttonClasses } from "@/components/ui/button";
import { formatDate } from "@/lib/i18n/format";
import { localizedText } from "@/lib/i18n/localized-text";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { cashAtClosingCents } from "@/lib/offers/arithmetic";
import { formatCents } from "@/lib/offers/format";
import { buyerOfferPath, offerPdfPath } from "@/lib/offers/paths";
import type { BuyerOfferRow } from "@/lib/offers/queries";
import { OfferStanding } from "./offer-status";

const link = "font-semibold text-primary-800 underline dark:text-primary-300";

/**
 * The buyer's offers on their list of files (/profil/dossiers, issue 42): for each, the business,
 * where it stands and whose turn it is, the current version's number, price, cash at closing and lapse
 * date, the way to the offer's page and the current version's PDF. Nothing when they made none.
 */
export async function BuyerOffersSection({ offers, locale }: { offers: BuyerOfferRow[]; locale: Locale }) {
  if (offers.length === 0) return null;
  const t = await getTranslations({ locale, namespace: "offers" });
  return (
    <PagePart id="my-offers-title" title={t("mine.title")} intro={t("mine.intro")} testId="buyer-offers">
      <ul className="space-y-4">
        {offers.map((offer) => {
          const title = offer.listing ? localizedText(offer.listing.title_fr, offer.listing.title_en, locale) : null;
          const facts: Array<[label: string, value: string]> = [[t("mine.version"), String(offer.current_version)]];
          if (offer.current)
            facts.push(
              [t("mine.price"), formatCents(offer.current.price_cents, locale)],
              [t("compare.columns.cash"), formatCents(cashAtClosingCents(offer.current), locale)],
            );
          if (offer.lapse_date) facts.push([t("compare.columns.lapse"), formatDate(offer.lapse_date, locale)]);
          return (
            <li
              key={offer.id}
              className="space-y-3 rounded-lg border border-neutral-200 p-4 sm:p-5 dark:border-neutral-800"
              data-testid="buyer-offer"
              data-status={offer.status}
            >
              <h3 className="text-lg font-semibold break-words" lang={title?.lang}>
                {title?.text ?? t("buyer.offerOf", { id: offer.id })}
              </h3>
              <OfferStanding offer={offer} viewer="buyer" locale={locale} />
              <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
                {facts.map(([label, value]) => (
                  <div key={label}>
                    <dt className="text-neutral-700 dark:text-neutral-300">{label}</dt>
                    <dd className="font-semibold">{value}</dd>
                  </div>
                ))}
              </dl>
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                {offer.listing ? (
                  <Link
                    href={buyerOfferPath(offer.listing.slug)}
                    className={buttonClasses({
                      size: "sm",
                      variant: offer.awaiting === "buyer" ? "primary" : "outline",
                    })}
                  >
                    {t(offer.awaiting === "buyer" ? "mine.answer" : "mine.open")}
                  </Link>
                ) : null}
                {offer.current_version > 0 ? (
                  <a href={offerPdfPath(offer.id, offer.current_version, locale)} className={link} download>
                    {t("history.pdf", { version: offer.current_version })}
                  </a>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </PagePart>
  );
}
