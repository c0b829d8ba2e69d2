import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { localName } from "@/lib/i18n/localized-text";
import { localizedText } from "@/lib/i18n/localized-text";
import type { BusinessDetail } from "@/lib/businesses/types";
import type { Locale } from "@/lib/i18n/routing";
import { DetailText } from "@/components/content/detail-sections";
import { TitledSection } from "@/components/content/titled-section";

type Text = { text: string; lang: "fr" | undefined } | null;

/** The business page's section headings. */
export const LISTING_HEADING = "text-xl font-semibold text-neutral-950 dark:text-white";

function TextSection({ id, title, text }: { id: string; title: string; text: Text }) {
  if (!text) return null;
  return (
    <TitledSection id={id} title={title} titleClassName={LISTING_HEADING}>
      <DetailText text={text.text} inFrench={text.lang === "fr"} />
    </TitledSection>
  );
}

function PlaceRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2">
      <dt className="text-neutral-600 dark:text-neutral-400">{label}</dt>
      <dd className="font-medium text-neutral-900 dark:text-neutral-100">{value}</dd>
    </div>
  );
}

/**
 * The business's own words (description, reason for selling, support and training) and where
 * it is; a confidential business shows only its region and province.
 */
export async function BusinessTexts({
  business,
  description,
  locale,
}: {
  business: BusinessDetail;
  description: Text;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "listing" });
  return (
    <>
      <TextSection id="listing-description" title={t("sections.description")} text={description} />
      <TextSection
        id="listing-reason"
        title={t("sections.reason")}
        text={localizedText(business.reason_for_selling_fr, business.reason_for_selling_en, locale)}
      />
      <TextSection
        id="listing-support"
        title={t("sections.support")}
        text={localizedText(business.support_training_fr, business.support_training_en, locale)}
      />
      <TitledSection
        id="listing-location"
        title={t("sections.location")}
        titleClassName={LISTING_HEADING}
        data-testid="listing-location"
      >
        <dl className="mt-3 space-y-1">
          {business.city && !business.confidential ? (
            <PlaceRow label={t("location.city")} value={business.city} />
          ) : null}
          {business.region ? (
            <PlaceRow label={t("location.region")} value={localName(business.region, locale)} />
          ) : null}
          <PlaceRow label={t("location.province")} value={localName(business.province, locale)} />
        </dl>
        {business.confidential ? (
          <p className="mt-3 text-sm text-neutral-700 dark:text-neutral-300">{t("location.confidential")}</p>
        ) : null}
      </TitledSection>
    </>
  );
}
