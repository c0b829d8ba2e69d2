import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/content/page-header";
import { EstimateForm } from "@/components/valuation/estimate-form";
import { EstimateResult } from "@/components/valuation/estimate-result";
import { ValuationExplainer } from "@/components/valuation/valuation-explainer";
import { getFilterRefs } from "@/lib/taxonomy/filter-refs";
import { getBenchmarkForCategory, getComparables } from "@/lib/valuation/queries";
import { getSessionUser } from "@/lib/auth/session";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale } from "@/lib/i18n/page-locale";
import { createPublicClient } from "@/lib/supabase/public";
import { estimateValue } from "@/lib/valuation/estimate";
import { ESTIMATE_FIELDS, readEstimateQuery } from "@/lib/valuation/estimate-query";

export async function generateMetadata({ params }: PageProps<"/[locale]/services/evaluation">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "valuation.page" });
  return pageMetadata({ locale, path: "/services/evaluation", title: t("metaTitle"), description: t("description") });
}

/** /services/evaluation: the valuation service and an instant estimate without an account. */
export default async function ValuationServicePage({
  params,
  searchParams,
}: PageProps<"/[locale]/services/evaluation">) {
  const locale = await pageLocale(params);
  const t = await getTranslations("valuation.page");
  const tAll = await getTranslations();
  const refs = await getFilterRefs();
  const name = (row: { name_fr: string; name_en: string | null }) =>
    locale === "en" ? (row.name_en ?? row.name_fr) : row.name_fr;
  const { form, errors, parsed } = readEstimateQuery(await searchParams, locale);

  const category = parsed ? refs.categories.find((c) => c.slug === parsed.category) : undefined;
  const region = parsed?.region ? refs.regions.find((r) => r.slug === parsed.region) : undefined;
  if (parsed && !category) errors.category = "valuation.errors.categoryRequired";
  if (parsed?.region && !region) errors.region = "valuation.errors.choose";

  let result = null;
  if (parsed && category && (!parsed.region || region)) {
    const client = createPublicClient();
    const [benchmark, comparables] = await Promise.all([
      getBenchmarkForCategory(client, category.id),
      getComparables(client, category.id, region?.id ?? null),
    ]);
    if (benchmark) {
      const industry = benchmark.sectorName
        ? { name_fr: benchmark.sectorName.fr, name_en: benchmark.sectorName.en }
        : benchmark.industryId === null
          ? undefined
          : refs.industries.find((i) => i.id === benchmark.industryId);
      const saveQuery = new URLSearchParams(ESTIMATE_FIELDS.filter((k) => form[k]).map((k) => [k, form[k]])).toString();
      result = (
        <EstimateResult
          locale={locale}
          input={parsed}
          estimate={estimateValue(parsed, benchmark, comparables)}
          benchmark={benchmark}
          industryName={industry ? name(industry) : null}
          category={{ slug: category.slug, name: name(category) }}
          region={region ? { slug: region.slug, name: name(region) } : null}
          saveQuery={saveQuery}
          signedIn={(await getSessionUser()) !== null}
        />
      );
    }
  }
  const errorText = Object.fromEntries(
    Object.entries(errors).map(([k, key]) => [k, tAll(key as Parameters<typeof tAll>[0])]),
  );
  const sortByName = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, locale);

  return (
    <>
      <PageHeader eyebrow={t("eyebrow")} title={t("title")} intro={<p>{t("intro")}</p>} />
      {/* The width of the hero above: one left edge. */}
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <EstimateForm
          form={form}
          errors={errorText}
          categories={refs.categories.map((c) => ({ value: c.slug, label: name(c) })).sort(sortByName)}
          regions={refs.regions.map((r) => ({ value: r.slug, label: name(r) })).sort(sortByName)}
        />
        <div className="space-y-6">
          {result ?? (
            <section
              aria-labelledby="estimate-result"
              className="rounded-lg border border-neutral-200 p-6 dark:border-neutral-700"
            >
              <h2 id="estimate-result" className="text-xl font-semibold">
                {t("resultPlaceholderTitle")}
              </h2>
              <p className="mt-2 text-neutral-700 dark:text-neutral-300">
                {Object.keys(errors).length ? t("fixErrors") : t("resultPlaceholder")}
              </p>
            </section>
          )}
        </div>
      </div>
      <ValuationExplainer />
    </>
  );
}
