import { getTranslations } from "next-intl/server";
import type { BusinessDetail } from "@/lib/businesses/types";
import type { Locale } from "@/lib/i18n/routing";
import { Link } from "@/lib/i18n/navigation";
import { BoxSection } from "@/components/content/titled-section";

/** "Financer cet achat": the financing request prefilled with this business (a plain link: no script on the business page). */
export async function BusinessFinancingLink({
  business,
  locale,
}: {
  business: Pick<BusinessDetail, "slug" | "status">;
  locale: Locale;
}) {
  if (business.status !== "published" && business.status !== "under_offer") return null;
  const t = await getTranslations({ locale, namespace: "financing.listingLink" });
  return (
    <BoxSection
      id="listing-financing"
      title={t("title")}
      className="rounded-lg border border-neutral-200 p-5 dark:border-neutral-800"
    >
      <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">{t("text")}</p>
      <Link
        href={{ pathname: "/services/financement", query: { listing: business.slug }, hash: "demande" }}
        prefetch={false}
        className="mt-3 inline-block font-medium text-secondary-800 underline dark:text-secondary-300"
        data-testid="finance-listing"
      >
        {t("link")}
      </Link>
    </BoxSection>
  );
}
