import { getTranslations } from "next-intl/server";
import { buttonClasses } from "@/components/ui/button";
import { parseBusinessQuery } from "@/lib/businesses/search-params";
import type { RawQuery } from "@/lib/http/query-fields";
import type { BusinessSearchParams } from "@/lib/businesses/types";
import type { Locale } from "@/lib/i18n/routing";
import { Link } from "@/lib/i18n/navigation";
import { CatalogueHeader } from "./catalogue-header";
import { BusinessResults } from "./business-results";
import { SearchNotices } from "./search-notices";

const NO_REFS = { industries: [], categories: [], regions: [], provinces: [] };

/**
 * A landing page of the catalogue (a region, a province, a category): its introduction and
 * the public businesses with that one filter fixed, newest first, a page at a time.
 */
export async function BusinessLanding({
  locale,
  pathname,
  searchParams,
  filter,
  refine,
  eyebrow,
  title,
  intro,
  back,
}: {
  locale: Locale;
  pathname: string;
  searchParams: RawQuery;
  filter: Pick<BusinessSearchParams, "regionIds" | "provinceId" | "categoryIds">;
  /** The same filter in /entreprises' terms, to go on with the full search. */
  refine: Record<string, string>;
  eyebrow: string;
  title: string;
  intro: string;
  back?: { href: string; label: string };
}) {
  const t = await getTranslations({ locale, namespace: "landing" });
  // Only the page number comes from the URL here.
  const { params, invalid } = parseBusinessQuery({ page: searchParams.page }, NO_REFS);
  return (
    <>
      <CatalogueHeader
        eyebrow={eyebrow}
        title={title}
        intro={<p>{intro}</p>}
        aside={
          <div className="flex flex-wrap gap-3">
            <Link
              href={{ pathname: "/entreprises", query: refine }}
              className={buttonClasses({ variant: "primary", size: "sm" })}
            >
              {t("refine")}
            </Link>
            {back ? (
              <Link href={back.href} className={buttonClasses({ variant: "outline", size: "sm" })}>
                {back.label}
              </Link>
            ) : null}
          </div>
        }
      />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
        <SearchNotices locale={locale} invalid={invalid} swapped={[]} />
        <BusinessResults
          locale={locale}
          params={{ ...filter, sort: "newest", page: params.page }}
          pathname={pathname}
          query={{}}
          empty={
            <div className="rounded-lg border border-neutral-200 p-6 dark:border-neutral-800" data-testid="empty-state">
              <p className="text-neutral-700 dark:text-neutral-300">{t("empty")}</p>
              <Link
                href="/entreprises"
                className="mt-3 inline-block font-semibold text-secondary-800 underline dark:text-secondary-300"
              >
                {t("seeAll")}
              </Link>
            </div>
          }
        />
      </div>
    </>
  );
}
