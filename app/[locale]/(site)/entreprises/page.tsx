import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AutoSubmitSelect } from "@/components/forms/auto-submit-select";
import { CatalogueHeader } from "@/components/businesses/catalogue-header";
import { BusinessFilters, SEARCH_FORM_ID } from "@/components/businesses/business-filters";
import { BusinessResults } from "@/components/businesses/business-results";
import { SearchEmptyState } from "@/components/businesses/search-empty-state";
import { SearchNotices } from "@/components/businesses/search-notices";
import { SaveSearchButton } from "@/components/alerts/save-search-button";
import { authRoutes } from "@/lib/auth/routes";
import { DeferredMessages } from "@/components/i18n/deferred-messages";
import { inputClasses } from "@/components/forms/field";
import { getFilterRefs } from "@/lib/taxonomy/filter-refs";
import { redirect } from "next/navigation";
import { loggedFilters, parseBusinessQuery, sortChoices, withCurrentSlugs } from "@/lib/businesses/search-params";
import { Link } from "@/lib/i18n/navigation";
import { localizedPath } from "@/lib/i18n/paths";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata({
  params,
  searchParams,
}: PageProps<"/[locale]/entreprises">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "search" });
  const filtered = Object.values(await searchParams).some((value) => value !== undefined && value !== "");
  return {
    ...pageMetadata({ locale, path: "/entreprises", title: t("metaTitle"), description: t("metaDescription") }),
    // One indexed page; the countless filter combinations stay out of search engines.
    ...(filtered ? { robots: { index: false, follow: true } } : {}),
  };
}

/** /entreprises: the business search, every filter in the URL. */
export default async function BusinessSearchPage({ params, searchParams }: PageProps<"/[locale]/entreprises">) {
  const locale = await pageLocale(params);
  const t = await getTranslations("search");
  const tSaved = await getTranslations("savedSearches");
  const refs = await getFilterRefs();
  const raw = await searchParams;
  const parsed = parseBusinessQuery(raw, refs);
  // An old link (from before a rename) leads to the search under the category's or industry's new address.
  if (parsed.renamed) redirect(`${localizedPath(locale, "/entreprises")}?${withCurrentSlugs(raw, refs)}`);
  const sorts = sortChoices(parsed);

  return (
    <>
      <CatalogueHeader
        title={t("title")}
        intro={t("intro")}
        aside={
          <Link
            href="/acheter-une-entreprise"
            className="font-semibold text-secondary-800 underline dark:text-secondary-300"
          >
            {t("guideLink")}
          </Link>
        }
      />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[17rem_1fr] lg:py-10">
        <div className="lg:sticky lg:top-20 lg:-m-1 lg:max-h-[calc(100dvh-6rem)] lg:self-start lg:overflow-y-auto lg:p-1">
          <BusinessFilters
            locale={locale}
            action={localizedPath(locale, "/entreprises")}
            refs={refs}
            values={parsed.form}
            invalid={parsed.invalid}
            activeFilters={parsed.activeFilters}
          />
        </div>
        <div className="min-w-0">
          <SearchNotices locale={locale} invalid={parsed.invalid} unknown={parsed.unknown} swapped={parsed.swapped} />
          <div className="mb-4 flex flex-wrap items-center justify-end gap-2">
            <div className="mr-auto">
              <DeferredMessages namespaces={["savedSearches", "formKit"]}>
                <SaveSearchButton label={tSaved("save")} signIn={localizedPath(locale, authRoutes.login)} />
              </DeferredMessages>
            </div>
            <label htmlFor="listing-sort" className="text-sm font-medium text-neutral-800 dark:text-neutral-200">
              {t("fields.sort")}
            </label>
            <AutoSubmitSelect
              id="listing-sort"
              name="sort"
              form={SEARCH_FORM_ID}
              defaultValue={sorts.selected}
              className={inputClasses.replace("w-full", "w-auto")}
            >
              {sorts.options.map(({ value, sort }) => (
                <option key={sort} value={value}>
                  {t(`sorts.${sort}`)}
                </option>
              ))}
            </AutoSubmitSelect>
            <noscript>
              <button
                type="submit"
                form={SEARCH_FORM_ID}
                className="text-sm font-semibold text-secondary-800 underline dark:text-secondary-300"
              >
                {t("sortSubmit")}
              </button>
            </noscript>
          </div>
          <BusinessResults
            locale={locale}
            params={parsed.params}
            pathname="/entreprises"
            query={parsed.query}
            log={{ filters: loggedFilters(parsed) }}
            empty={<SearchEmptyState locale={locale} parsed={parsed} refs={refs} />}
          />
        </div>
      </div>
    </>
  );
}
