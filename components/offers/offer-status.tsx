import { getTranslations } from "next-intl/server";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";
import type { Offer } from "@/lib/offers/queries";
import type { OfferParty } from "@/lib/offers/types";

const tones: Record<string, string> = {
  sent: "bg-secondary-100 text-secondary-900 dark:bg-secondary-950 dark:text-secondary-100",
  countered: "bg-warning-100 text-warning-950 dark:bg-warning-950 dark:text-warning-100",
  accepted: "bg-success-100 text-success-900 dark:bg-success-950 dark:text-success-100",
  declined: "bg-error-100 text-error-900 dark:bg-error-950 dark:text-error-100",
  withdrawn: "bg-neutral-200 text-neutral-800 dark:bg-neutral-800 dark:text-neutral-200",
  lapsed: "bg-neutral-200 text-neutral-800 dark:bg-neutral-800 dark:text-neutral-200",
  closed: "bg-neutral-200 text-neutral-800 dark:bg-neutral-800 dark:text-neutral-200",
};

/** An offer's state as a coloured label. */
export async function OfferStatusBadge({ status, locale }: { status: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "offers.status" });
  return (
    <span
      className={cn("inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap", tones[status])}
      data-testid="offer-status"
      data-status={status}
    >
      {t(status as "sent")}
    </span>
  );
}

/** Where the offer stands for the viewer: whose turn it is and until when, or how it ended and why. */
export async function OfferStanding({
  offer,
  viewer,
  locale,
}: {
  offer: Pick<Offer, "status" | "awaiting" | "lapse_date" | "closed_reason" | "decision_message">;
  viewer: OfferParty;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "offers.standing" });
  const lapse = offer.lapse_date ? formatDate(offer.lapse_date, locale) : "";
  const text =
    offer.awaiting === viewer
      ? t("yourTurn", { date: lapse })
      : offer.awaiting
        ? t(viewer === "buyer" ? "sellerTurn" : "buyerTurn", { date: lapse })
        : offer.status === "closed"
          ? t(offer.closed_reason === "listing_closed" ? "closedListing" : "closedAccess")
          : t(offer.status as "accepted");
  return (
    <div className="space-y-1 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <OfferStatusBadge status={offer.status} locale={locale} />
        <span>{text}</span>
      </p>
      {offer.decision_message ? (
        <p className="text-neutral-700 dark:text-neutral-300">{t("message", { message: offer.decision_message })}</p>
      ) : null}
    </div>
  );
}
