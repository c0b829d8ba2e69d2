import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { formatNumber, formatPrice } from "@/lib/catalogue/format";
import type { ListingDetail, Locale } from "@/lib/catalogue/types";

type Fact = { key: string; label: string; value: ReactNode };

function FactList({ facts, className }: { facts: Fact[]; className: string }) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.key} className="rounded-lg border border-neutral-200 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900" data-testid={`fact-${fact.key}`}>
          <dt className="text-sm text-neutral-600 dark:text-neutral-400">{fact.label}</dt>
          <dd className="mt-1 text-lg font-semibold text-neutral-950 dark:text-white">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The listing's key figures (price, revenue, cash flow, EBITDA, age, staff) and the terms of the sale. */
export async function ListingFacts({ listing, locale }: { listing: ListingDetail; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "listing" });
  const tc = await getTranslations({ locale, namespace: "catalogue" });
  const money = (amount: number | null) => (amount === null ? tc("notDisclosed") : formatPrice(amount, locale));
  const count = (value: number | null) => (value === null ? tc("notDisclosed") : formatNumber(value, locale));
  const yesNo = (value: boolean) => (value ? t("details.yes") : t("details.no"));

  const figures: Fact[] = [
    {
      key: "price",
      label: tc("askingPrice"),
      value: listing.price_on_request || listing.asking_price === null ? tc("priceOnRequest") : formatPrice(listing.asking_price, locale),
    },
    { key: "revenue", label: t("figures.grossRevenue"), value: money(listing.gross_revenue) },
    { key: "cash-flow", label: t("figures.cashFlow"), value: money(listing.cash_flow) },
    { key: "ebitda", label: t("figures.ebitda"), value: money(listing.ebitda) },
    // A year is not a quantity: no thousands separator.
    { key: "year", label: t("figures.yearEstablished"), value: listing.year_established ?? tc("notDisclosed") },
    { key: "employees", label: t("figures.employees"), value: count(listing.employees) },
  ];
  const details: Fact[] = [
    { key: "real-estate", label: t("details.realEstate"), value: listing.real_estate ? tc(`realEstate.${listing.real_estate}`) : tc("notDisclosed") },
    {
      key: "rent",
      label: t("details.rent"),
      value: listing.rent_monthly === null ? tc("notDisclosed") : t("details.rentValue", { amount: formatPrice(listing.rent_monthly, locale) }),
    },
    { key: "inventory", label: t("details.inventory"), value: money(listing.inventory_value) },
    { key: "equipment", label: t("details.equipment"), value: money(listing.equipment_value) },
    {
      key: "sale-structure",
      label: t("details.saleStructure"),
      value: listing.sale_structure ? t(`details.saleStructures.${listing.sale_structure}`) : tc("notDisclosed"),
    },
    { key: "seller-financing", label: t("details.sellerFinancing"), value: yesNo(listing.seller_financing) },
    { key: "home-based", label: t("details.homeBased"), value: yesNo(listing.home_based) },
    { key: "relocatable", label: t("details.relocatable"), value: yesNo(listing.relocatable) },
    { key: "franchise-resale", label: t("details.franchiseResale"), value: yesNo(listing.franchise_resale) },
  ];

  return (
    <>
      <section aria-labelledby="listing-figures">
        <h2 id="listing-figures" className="text-xl font-semibold text-neutral-950 dark:text-white">
          {t("figures.title")}
        </h2>
        <FactList facts={figures} className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3" />
      </section>
      <section aria-labelledby="listing-details">
        <h2 id="listing-details" className="text-xl font-semibold text-neutral-950 dark:text-white">
          {t("details.title")}
        </h2>
        <FactList facts={details} className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-3" />
      </section>
    </>
  );
}
