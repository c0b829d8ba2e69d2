import { getTranslations } from "next-intl/server";
import { buttonClasses } from "@/components/ui/button";
import { formatDate, formatPrice } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";
import type { BenchmarkRow } from "@/lib/valuation/queries";
import { Link } from "@/lib/i18n/navigation";
import type { Estimate } from "@/lib/valuation/estimate";
import type { ParsedEstimate } from "@/lib/valuation/estimate-query";
import { riskFactors } from "@/lib/valuation/multiples";
import { formatMultiple } from "./format";

type Props = {
  locale: Locale;
  estimate: Estimate;
  input: ParsedEstimate;
  benchmark: BenchmarkRow;
  industryName: string | null;
  category: { slug: string; name: string };
  region: { slug: string; name: string } | null;
  /** The query string of the estimate, carried to the workspace when it is saved. */
  saveQuery: string;
  /** A signed-in visitor saves at once; others are told that saving takes a (free) account. */
  signedIn: boolean;
};

/** The estimate: a low / probable / high range and how each figure was reached. */
export async function EstimateResult({
  locale,
  estimate,
  input,
  benchmark,
  industryName,
  category,
  region,
  saveQuery,
  signedIn,
}: Props) {
  const t = await getTranslations("valuation.result");
  const money = (n: number) => formatPrice(n, locale);
  const x = (n: number) => formatMultiple(n, locale);
  const factors = riskFactors(input);
  const comparablesHref = {
    pathname: "/entreprises",
    query: {
      category: category.slug,
      ...(estimate.comparables?.scope === "region" && region ? { region: region.slug } : {}),
    },
  } as const;
  return (
    <section
      aria-labelledby="estimate-result"
      aria-live="polite"
      className="space-y-6 rounded-lg border border-primary-200 bg-primary-50 p-6 dark:border-primary-800 dark:bg-neutral-900"
    >
      <h2 id="estimate-result" className="text-xl font-semibold">
        {t("title")}
      </h2>
      <dl className="grid grid-cols-2 gap-3 text-center">
        {(["probable", "low", "high"] as const).map((k) => (
          <div
            key={k}
            className={
              k === "probable" ? "col-span-2 rounded-md bg-white p-4 shadow-sm dark:bg-neutral-800" : "rounded-md p-2"
            }
          >
            <dt className="text-sm text-neutral-700 dark:text-neutral-300">{t(k)}</dt>
            <dd
              className={k === "probable" ? "mt-1 text-3xl font-bold" : "mt-1 text-lg font-semibold"}
              data-testid={`estimate-${k}`}
            >
              {money(estimate.range[k])}
            </dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className="font-semibold">{t("methodTitle")}</h3>
        <ol className="mt-2 list-decimal space-y-2 pl-5 text-sm text-neutral-800 dark:text-neutral-200">
          <li>
            {input.sdeComputed ? t("sdeComputed", { sde: money(input.sde) }) : t("sdeGiven", { sde: money(input.sde) })}
          </li>
          <li>
            {t("benchmark", {
              industry: industryName ?? t("allIndustries"),
              low: x(benchmark.low),
              probable: x(benchmark.probable),
              high: x(benchmark.high),
            })}{" "}
            <span className="text-neutral-600 dark:text-neutral-400">
              {t("source", {
                source: locale === "en" ? benchmark.sourceEn : benchmark.source,
                date: formatDate(benchmark.sourceDate, locale),
              })}
            </span>
          </li>
          <li>
            {t("adjusted", {
              low: x(estimate.multiples.low),
              probable: x(estimate.multiples.probable),
              high: x(estimate.multiples.high),
            })}
            <ul className="mt-1 list-disc pl-5">
              {(Object.keys(factors) as (keyof typeof factors)[]).map((k) => (
                <li key={k}>
                  {t("factorLine", {
                    factor: t(`factors.${k}`),
                    effect: t(`effects.${factors[k] > 0 ? "up" : factors[k] < 0 ? "down" : "neutral"}`),
                  })}
                </li>
              ))}
            </ul>
          </li>
          {input.realEstateIncluded && input.realEstate > 0 ? (
            <li>{t("realEstateAdded", { amount: money(input.realEstate) })}</li>
          ) : null}
          <li>
            {estimate.floorApplies
              ? t("floorApplies", { floor: money(estimate.floor) })
              : t("floor", { floor: money(estimate.floor) })}
          </li>
          {estimate.ebitdaCheck ? (
            <li>
              {t("ebitdaCheck", { low: money(estimate.ebitdaCheck.low), high: money(estimate.ebitdaCheck.high) })}
            </li>
          ) : null}
        </ol>
      </div>
      <div className="text-sm">
        <h3 className="font-semibold">{t("comparablesTitle")}</h3>
        {estimate.comparables && estimate.comparables.medianMultiple !== null && estimate.comparables.value !== null ? (
          <p className="mt-1">
            {t(estimate.comparables.scope === "region" && region ? "comparablesRegion" : "comparablesAll", {
              count: estimate.comparables.count,
              category: category.name,
              region: region?.name ?? "",
              multiple: x(estimate.comparables.medianMultiple),
              value: money(estimate.comparables.value),
            })}{" "}
            <Link href={comparablesHref} className="font-medium text-secondary-800 underline dark:text-secondary-300">
              {t("comparablesLink", { count: estimate.comparables.count })}
            </Link>
          </p>
        ) : (
          <p className="mt-1">
            {t("noComparables", { category: category.name })}{" "}
            <Link href={comparablesHref} className="font-medium text-secondary-800 underline dark:text-secondary-300">
              {t("browseCategory")}
            </Link>
          </p>
        )}
      </div>
      <div className="flex flex-col items-start gap-2 border-t border-primary-200 pt-4 dark:border-primary-800">
        <Link
          href={`/admin/evaluations/new?${saveQuery}`}
          className={buttonClasses({ variant: "secondary" })}
          prefetch={false}
        >
          {t("save")}
        </Link>
        <p className="text-sm text-neutral-700 dark:text-neutral-300">
          {signedIn ? t("saveHintSignedIn") : t("saveHint")}
        </p>
      </div>
    </section>
  );
}
