import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { localName } from "@/lib/i18n/localized-text";
import { PageHeader } from "@/components/content/page-header";
import { FilterForm, SelectFilter, TextFilter } from "@/components/forms/filter-form";
import { InvalidFiltersNotice } from "@/components/ui/list-notices";
import { ListResults } from "@/components/ui/list-results";
import { FranchiseCard } from "@/components/franchises/franchise-card";
import { FRANCHISE_SORTS, parseFranchiseQuery } from "@/lib/franchises/search-params";
import { pageCount } from "@/lib/http/paging";
import { listFranchiseCategories, searchFranchises } from "@/lib/franchises/queries/public";
import { localizedPath } from "@/lib/i18n/paths";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale } from "@/lib/i18n/page-locale";
import { createPublicClient } from "@/lib/supabase/public";

export async function generateMetadata({ params }: PageProps<"/[locale]/franchises">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "franchises" });
  return pageMetadata({ locale, path: "/franchises", title: t("metaTitle"), description: t("metaDescription") });
}

/** /franchises: franchise opportunities by sector, budget and words, sorted, in pages. */
export default async function FranchisesPage({ params, searchParams }: PageProps<"/[locale]/franchises">) {
  const locale = await pageLocale(params);
  const t = await getTranslations("franchises");
  const client = createPublicClient();
  const categories = await listFranchiseCategories(client);
  const parsed = parseFranchiseQuery(await searchParams, categories);
  const result = await searchFranchises(client, parsed.params);
  const { rows, total, pageSize } = result;
  const labels: Record<string, string> = {
    q: t("filters.query"),
    category: t("filters.category"),
    investment_min: t("filters.investmentMin"),
    investment_max: t("filters.investmentMax"),
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
          action={localizedPath(locale, "/franchises")}
          pathname="/franchises"
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
            name="category"
            label={t("filters.category")}
            value={form.category}
            anyLabel={t("filters.anyCategory")}
            options={categories.map((c) => ({ value: c.slug, label: localName(c, locale) }))}
          />
          <SelectFilter
            name="sort"
            label={t("filters.sort")}
            value={form.sort || "relevance"}
            options={FRANCHISE_SORTS.map((value) => ({ value, label: t(`filters.sorts.${value}`) }))}
          />
          <TextFilter
            name="investment_min"
            label={t("filters.investmentMin")}
            value={form.investment_min}
            inputMode="numeric"
          />
          <TextFilter
            name="investment_max"
            label={t("filters.investmentMax")}
            value={form.investment_max}
            inputMode="numeric"
          />
        </FilterForm>
        <InvalidFiltersNotice text={invalid} />
        <ListResults
          count={t("resultCount", { count: total })}
          empty={rows.length === 0 ? { title: t("empty.title"), text: t("empty.text"), reset: t("empty.reset") } : null}
          pathname="/franchises"
          query={parsed.query}
          page={parsed.params.page}
          pageCount={pageCount(total, pageSize)}
          locale={locale}
        >
          {rows.map((franchise) => (
            <li key={franchise.id}>
              <FranchiseCard franchise={franchise} locale={locale} />
            </li>
          ))}
        </ListResults>
      </div>
    </>
  );
}
