import { getTranslations } from "next-intl/server";
import { InquiryBox } from "@/components/listings/inquiry-box";
import { INQUIRY_OPEN_STATUSES } from "@/lib/listings/schemas/inquiry";
import type { Locale } from "@/lib/i18n/routing";
import type { PropertyDetail } from "@/lib/properties/types";

/** The contact box of a property page: the inquiry form to the owner or broker who listed it; a note once sold. */
export async function PropertyContact({
  property,
  title,
  locale,
}: {
  property: PropertyDetail;
  title: string;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "realEstate.detail" });
  const recipient = property.listed_by === "broker" ? "broker" : "owner";
  const open = INQUIRY_OPEN_STATUSES.includes(property.status);
  return (
    <section id="contact" aria-labelledby="property-contact" className="scroll-mt-24 space-y-4">
      <h2 id="property-contact" className="text-lg font-semibold">
        {t("contactTitle")}
      </h2>
      {open ? (
        <>
          <p className="text-sm text-neutral-700 dark:text-neutral-300">{t("contactText", { recipient })}</p>
          <InquiryBox
            locale={locale}
            listingKind="immobilier"
            listingSlug={property.slug}
            listingTitle={title}
            recipient={recipient}
          />
        </>
      ) : (
        <p className="text-sm text-neutral-700 dark:text-neutral-300" data-testid="property-contact-note">
          {t("contactSold")}
        </p>
      )}
    </section>
  );
}
