import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { localName } from "@/lib/i18n/localized-text";
import { PageHeader } from "@/components/content/page-header";
import { FilterForm, SelectFilter, TextFilter } from "@/components/forms/filter-form";
import { InvalidFiltersNotice } from "@/components/ui/list-notices";
import { ListResults } from "@/components/ui/list-results";
import { PropertyCard } from "@/components/properties/property-card";
import { pageCount } from "@/lib/http/paging";
import { PROPERTY_TYPES, TRANSACTION_TYPES } from "@/lib/properties/schema";
import { PROPERTY_SORTS, parsePropertyQuery } from "@/lib/properties/search-params";
import { searchProperties } from "@/lib/properties/queries/public";
import { listRegions } from "@/lib/taxonomy/queries/regions";
import { localizedPath } from "@/lib/i18n/paths";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale } from "@/lib/i18n/page-locale";
import { createPublicClient } from "@/lib/supabase/public";

export async function generateMetadata({ params }: PageProps<"/[locale]/immobilier">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "realEstate" });
  return pageMetadata({ locale, path: "/immobilier", title: t("metaTitle"), description: t("metaDescription") });
}

/** /immobilier: commercial properties with filters in the URL (plain GET form), count, cards and pages. */
export default async function PropertySearchPage({ params, searchParams }: PageProps<"/[locale]/immobilier">) {
  const locale = await pageLocale(params);
  const t = await getTranslations("realEstate");
  const client = createPublicClient();
  const regions = await listRegions(client);
  const parsed = parsePropertyQuery(await searchParams, regions);
  const result = await searchProperties(client, parsed.params);
  const { rows, total, pageSize } = result;
  const labels: Record<string, string> = {
    q: t("filters.query"),
    type: t("filters.type"),
    transaction: t("filters.transaction"),
    region: t("filters.region"),
    price_min: t("filters.priceMin"),
    price_max: t("filters.priceMax"),
    area_min: t("filters.areaMin"),
    area_max: t("filters.areaMax"),
    sort: t("filters.sort"),
    page: t("filters.page"),
  };
  const invalid = parsed.invalid.length
    ? t("invalidFilters", { fields: parsed.invalid.map((key) => labels[key]).join(", ") })
    : null;
  const { form } = parsed;
  return (
    <>
      <PageHeader width="wide" eyebrow={t("eyebrow")} title={t("title")} intro={<p>{t("intro")}</p>} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <FilterForm
          action={localizedPath(locale, "/immobilier")}
          pathname="/immobilier"
          heading={t("filters.heading")}
          submit={t("filters.submit")}
          reset={t("filters.reset")}
        >
          <TextFilter
            name="q"
            label={t("filters.query")}
            value={form.q}
            placeholder={t("filters.queryPlaceholder")}
            inputMode="search"
            className="sm:col-span-2"
          />
          <SelectFilter
            name="type"
            label={t("filters.type")}
            value={form.type}
            anyLabel={t("filters.anyType")}
            options={PROPERTY_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
          />
          <SelectFilter
            name="transaction"
            label={t("filters.transaction")}
            value={form.transaction}
            anyLabel={t("filters.anyTransaction")}
            options={TRANSACTION_TYPES.map((value) => ({ value, label: t(`transactions.${value}`) }))}
          />
          <SelectFilter
            name="region"
            label={t("filters.region")}
            value={form.region}
            anyLabel={t("filters.anyRegion")}
            options={regions.map((r) => ({ value: r.slug, label: localName(r, locale) }))}
          />
          <TextFilter name="price_min" label={t("filters.priceMin")} value={form.price_min} inputMode="numeric" />
          <TextFilter name="price_max" label={t("filters.priceMax")} value={form.price_max} inputMode="numeric" />
          <SelectFilter
            name="sort"
            label={t("filters.sort")}
            value={form.sort || parsed.params.sort!}
            options={PROPERTY_SORTS.map((value) => ({ value, label: t(`filters.sorts.${value}`) }))}
          />
          <TextFilter name="area_min" label={t("filters.areaMin")} value={form.area_min} inputMode="numeric" />
          <TextFilter name="area_max" label={t("filters.areaMax")} value={form.area_max} inputMode="numeric" />
        </FilterForm>
        <InvalidFiltersNotice text={invalid} />
        <ListResults
          count={t("resultCount", { count: total })}
          empty={rows.length === 0 ? { title: t("empty.title"), text: t("empty.text"), reset: t("empty.reset") } : null}
          pathname="/immobilier"
          query={parsed.query}
          page={parsed.params.page}
          pageCount={pageCount(total, pageSize)}
          locale={locale}
        >
          {rows.map((property, index) => (
            <li key={property.id}>
              <PropertyCard
                property={property}
                locale={locale}
                loading={index === 0 ? "preload" : index < 2 ? "eager" : "lazy"}
              />
            </li>
          ))}
        </ListResults>
      </div>
    </>
  );
}
