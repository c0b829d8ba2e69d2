import { BuyerRequestsPage } from "@/components/dealroom/buyer-requests-page";
import { PrequalificationSection } from "@/components/financing/prequalification-section";
import { BuyerOffersSection } from "@/components/offers/buyer-offers-section";
import { requireUser } from "@/lib/auth/guards";
import { getBuyerProfile } from "@/lib/dealroom/queries/requests";
import { listLenders } from "@/lib/experts/queries/lenders";
import { lenderLabel } from "@/lib/financing/prequalification/mark";
import { listAskedLenders, listOwnPrequalifications } from "@/lib/financing/prequalification/queries";
import { formatMoneyInput } from "@/lib/i18n/money";
import { pageLocale } from "@/lib/i18n/page-locale";
import { listBuyerOffers } from "@/lib/offers/queries";
import { signedInMetadata } from "@/lib/site/metadata";
import { createClient } from "@/lib/supabase/server";
import { listProvinces } from "@/lib/taxonomy/queries/provinces";

export const generateMetadata = signedInMetadata("dealroom.mine.metaTitle");

/**
 * The buyer's access requests to confidential files and their rooms (issue 41), then the offers they
 * made and their pre-qualification by lenders of the directory, which the sellers of those files see
 * (issue 42).
 */
export default async function MyDealroomsPage({ params }: PageProps<"/[locale]/profil/dossiers">) {
  const locale = await pageLocale(params);
  const { user } = await requireUser();
  const client = await createClient();
  const [offers, marks, asked, lenders, provinces, profile] = await Promise.all([
    listBuyerOffers(client, user.id),
    listOwnPrequalifications(client, user.id),
    listAskedLenders(client, user.id),
    listLenders(client),
    listProvinces(client),
    getBuyerProfile(client, user.id),
  ]);
  return (
    <>
      <BuyerRequestsPage locale={locale} />
      <BuyerOffersSection offers={offers} locale={locale} />
      <PrequalificationSection
        locale={locale}
        marks={marks}
        asked={asked}
        lenders={lenders.map((l) => ({ id: l.id, label: lenderLabel(l) }))}
        provinces={provinces.map((p) => ({
          value: p.slug,
          label: locale === "en" ? (p.name_en ?? p.name_fr) : p.name_fr,
        }))}
        defaults={{
          province: provinces.find((p) => p.code === "QC")?.slug ?? provinces[0]?.slug ?? "",
          experience: profile?.experience ?? "",
          down_payment: profile ? formatMoneyInput(profile.capital_available, locale) : "",
        }}
      />
    </>
  );
}
