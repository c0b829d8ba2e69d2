import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { formatNumber, formatPrice } from "@/lib/i18n/format";
import type { BusinessDetail } from "@/lib/businesses/types";
import type { Locale } from "@/lib/i18n/routing";
import { TitledSection } from "@/components/content/titled-section";
import { LISTING_HEADING } from "./business-texts";

type Fact = { key: string; label: string; value: ReactNode };

/** A titled list of facts (the heading as on the rest of the business page). */
function FactsSection({
  id,
  title,
  facts,
  className,
}: {
  id: string;
  title: string;
  facts: Fact[];
  className: string;
}) {
  return (
    <TitledSection id={id} title={title} titleClassName={LISTING_HEADING}>
      <dl className={className}>
        {facts.map((fact) => (
          <div
            key={fact.key}
            className="rounded-lg border border-neutral-200 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900"
            data-testid={`fact-${fact.key}`}
          >
            <dt className="text-sm text-neutral-600 dark:text-neutral-400">{fact.label}</dt>
            <dd className="mt-1 text-lg font-semibold text-neutral-950 dark:text-white">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </TitledSection>
  );
}

/** The business's key figures (price, revenue, cash flow, EBITDA, age, staff) and the terms of the sale. */
export async function BusinessFacts({ business, locale }: { business: BusinessDetail; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "listing" });
  const tc = await getTranslations({ locale, namespace: "catalogue" });
  const money = (amount: number | null) => (amount === null ? tc("notDisclosed") : formatPrice(amount, locale));
  const count = (value: number | null) => (value === null ? tc("notDisclosed") : formatNumber(value, locale));
  const yesNo = (value: boolean) => (value ? t("details.yes") : t("details.no"));

  const figures: Fact[] = [
    {
      key: "price",
      label: tc("askingPrice"),
      value:
        business.price_on_request || business.asking_price === null
          ? tc("priceOnRequest")
          : formatPrice(business.asking_price, locale),
    },
    { key: "revenue", label: t("figures.grossRevenue"), value: money(business.gross_revenue) },
    { key: "cash-flow", label: t("figures.cashFlow"), value: money(business.cash_flow) },
    { key: "ebitda", label: t("figures.ebitda"), value: money(business.ebitda) },
    // A year is not a quantity: no thousands separator.
    { key: "year", label: t("figures.yearEstablished"), value: business.year_established ?? tc("notDisclosed") },
    { key: "employees", label: t("figures.employees"), value: count(business.employees) },
  ];
  const details: Fact[] = [
    {
      key: "real-estate",
      label: t("details.realEstate"),
      value: business.real_estate ? tc(`realEstate.${business.real_estate}`) : tc("notDisclosed"),
    },
    {
      key: "rent",
      label: t("details.rent"),
      value:
        business.rent_monthly === null
          ? tc("notDisclosed")
          : t("details.rentValue", { amount: formatPrice(business.rent_monthly, locale) }),
    },
    { key: "inventory", label: t("details.inventory"), value: money(business.inventory_value) },
    { key: "equipment", label: t("details.equipment"), value: money(business.equipment_value) },
    {
      key: "sale-structure",
      label: t("details.saleStructure"),
      value: business.sale_structure ? t(`details.saleStructures.${business.sale_structure}`) : tc("notDisclosed"),
    },
    { key: "seller-financing", label: t("details.sellerFinancing"), value: yesNo(business.seller_financing) },
    { key: "home-based", label: t("details.homeBased"), value: yesNo(business.home_based) },
    { key: "relocatable", label: t("details.relocatable"), value: yesNo(business.relocatable) },
    { key: "franchise-resale", label: t("details.franchiseResale"), value: yesNo(business.franchise_resale) },
  ];

  return (
    <>
      <FactsSection
        id="listing-figures"
        title={t("figures.title")}
        facts={figures}
        className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3"
      />
      <FactsSection
        id="listing-details"
        title={t("details.title")}
        facts={details}
        className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-3"
      />
    </>
  );
}
