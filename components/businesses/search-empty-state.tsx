import { getTranslations } from "next-intl/server";
import { buttonClasses } from "@/components/ui/button";
import { formatPrice } from "@/lib/i18n/format";
import type { FilterParam, ParsedBusinessQuery } from "@/lib/businesses/search-params";
import type { FilterRefs } from "@/lib/taxonomy/types";
import type { Locale } from "@/lib/i18n/routing";
import { Link } from "@/lib/i18n/navigation";
import { localName } from "@/lib/i18n/localized-text";

type Removable = Exclude<FilterParam, "sort" | "page">;

/** No result: one link per filter to drop it, a link to start over, the buyer's guide and the regions. */
export async function SearchEmptyState({
  locale,
  parsed,
  refs,
}: {
  locale: Locale;
  parsed: ParsedBusinessQuery;
  refs: FilterRefs;
}) {
  const t = await getTranslations({ locale, namespace: "search" });
  const tCatalogue = await getTranslations({ locale, namespace: "catalogue" });
  const { query } = parsed;
  const option = (list: keyof FilterRefs, slug: string | string[] | undefined) => {
    const found = refs[list].find((item) => item.slug === slug);
    return found ? localName(found, locale) : String(slug);
  };
  const shown = (key: Removable): string => {
    const value = query[key];
    switch (key) {
      case "industry":
        return option("industries", value);
      case "category":
        return option("categories", value);
      case "region":
        return option("regions", value);
      case "province":
        return option("provinces", value);
      case "price_min":
      case "price_max":
      case "revenue_min":
      case "revenue_max":
        return formatPrice(Number(value), locale);
      case "real_estate":
        return [value]
          .flat()
          .map((item) => tCatalogue(`realEstate.${item as "none"}`))
          .join(", ");
      case "seller_financing":
        return t("yes");
      default:
        return String(value);
    }
  };
  const removable = (Object.keys(query) as FilterParam[]).filter(
    (key): key is Removable => key !== "sort" && key !== "page",
  );
  const without = (key: string) => ({
    pathname: "/entreprises",
    query: Object.fromEntries(Object.entries(query).filter(([k]) => k !== key)),
  });

  return (
    <div className="rounded-lg border border-neutral-200 p-6 sm:p-8 dark:border-neutral-800" data-testid="empty-state">
      <h3 className="text-xl font-semibold text-neutral-950 dark:text-white">{t("empty.title")}</h3>
      <p className="mt-2 text-neutral-700 dark:text-neutral-300">
        {removable.length ? t("empty.bodyFiltered") : t("empty.body")}
      </p>
      {removable.length > 0 ? (
        <ul className="mt-4 flex flex-wrap gap-2">
          {removable.map((key) => (
            <li key={key}>
              <Link href={without(key)} className={buttonClasses({ variant: "outline", size: "sm" })}>
                {t("empty.remove", { filter: t(`paramNames.${key}`), value: shown(key) })}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <ul className="mt-6 space-y-2 text-secondary-800 dark:text-secondary-300">
        {removable.length > 0 ? (
          <li>
            <Link href="/entreprises" className="font-semibold underline">
              {t("empty.clearAll")}
            </Link>
          </li>
        ) : null}
        <li>
          <Link href="/entreprises/regions" className="underline">
            {t("empty.regions")}
          </Link>
        </li>
        <li>
          <Link href="/acheter-une-entreprise" className="underline">
            {t("empty.guide")}
          </Link>
        </li>
      </ul>
    </div>
  );
}
