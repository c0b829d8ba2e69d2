import { getTranslations } from "next-intl/server";
import { INQUIRY_OPEN_STATUSES } from "@/lib/listings/schemas/inquiry";
import type { BusinessDetail } from "@/lib/businesses/types";
import type { Locale } from "@/lib/i18n/routing";
import { InquiryBox } from "@/components/listings/inquiry-box";

/**
 * The contact box of a business page: the inquiry form while the owner takes inquiries; a
 * note instead for sold businesses, previews, and the owner looking at their own business.
 */
export async function BusinessContact({
  business,
  title,
  own,
  locale,
}: {
  business: BusinessDetail;
  title: string;
  /** The signed-in visitor is the business's owner. */
  own: boolean;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "listing.contact" });
  const open = INQUIRY_OPEN_STATUSES.includes(business.status);
  const note = business.status === "sold" ? t("sold") : !open ? t("preview") : own ? t("own") : null;
  return (
    <section
      id="contact"
      aria-labelledby="listing-contact"
      className="scroll-mt-24 rounded-lg border border-neutral-200 bg-neutral-50 p-5 dark:border-neutral-800 dark:bg-neutral-900"
    >
      <h2 id="listing-contact" className="text-xl font-semibold text-neutral-950 dark:text-white">
        {business.listed_by === "broker" ? t("titleBroker") : t("title")}
      </h2>
      <div className="mt-4">
        {note ? (
          <p className="text-neutral-700 dark:text-neutral-300" data-testid="listing-contact-note">
            {note}
          </p>
        ) : (
          <InquiryBox
            locale={locale}
            listingKind="entreprise"
            listingSlug={business.slug}
            listingTitle={title}
            recipient={business.listed_by === "broker" ? "broker" : "seller"}
          />
        )}
      </div>
    </section>
  );
}
