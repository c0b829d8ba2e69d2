import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";
import type { CashFlow } from "@/lib/offers/describe";
import type { Offer } from "@/lib/offers/queries";
import type { OfferParty } from "@/lib/offers/types";
import { OfferAnswers } from "./offer-answers-form";
import { OfferHistory } from "./offer-history";
import { OfferStanding } from "./offer-status";

/** One offer as a party sees it: where it stands, what they may do now, and its versions. */
export async function OfferCard({
  offer,
  viewer,
  title,
  counterHref,
  cashFlow,
  locale,
}: {
  offer: Offer;
  viewer: OfferParty;
  title: string;
  counterHref: string;
  cashFlow: CashFlow;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "offers" });
  const open = offer.awaiting !== null;
  return (
    <article
      id={`offre-${offer.id}`}
      aria-labelledby={`offre-${offer.id}-title`}
      className="space-y-4 rounded-xl border border-neutral-200 bg-white p-4 sm:p-5 dark:border-neutral-800 dark:bg-neutral-950"
      data-testid="offer-card"
    >
      <h3 id={`offre-${offer.id}-title`} className="text-lg font-semibold">
        {title}
      </h3>
      <OfferStanding offer={offer} viewer={viewer} locale={locale} />
      {open ? (
        <OfferAnswers
          offerId={offer.id}
          turn={offer.awaiting === viewer ? "answer" : "withdraw"}
          viewer={viewer}
          counterHref={counterHref}
        />
      ) : null}
      <h4 className="text-base font-semibold">{t("history.title")}</h4>
      <OfferHistory offer={offer} cashFlow={cashFlow} locale={locale} />
    </article>
  );
}
