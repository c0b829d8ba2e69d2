import { HomeSection } from "./home-section";
import { getTranslations } from "next-intl/server";
import { listCategories } from "@/lib/taxonomy/queries/categories";
import { listIndustries } from "@/lib/taxonomy/queries/industries";
import { localName } from "@/lib/i18n/localized-text";
import { PageLink } from "@/components/ui/page-link";
import type { Locale } from "@/lib/i18n/routing";
import { slugify } from "@/lib/slug";
import { errorMessage } from "@/lib/supabase/errors";
import { createPublicClient } from "@/lib/supabase/public";

/** How many of an industry's categories its tile names; the rest are counted. */
const NAMED_CATEGORIES = 3;

/**
 * One tile per industry, linking to its businesses for sale, with a few of its categories named.
 * The industry's page (/entreprises?industry=…) offers all its categories as filters; listing them
 * all here took a third of the home page's elements (some 170 links) on every visit.
 */
export async function BrowseIndustries({ locale }: { locale: Locale }) {
  const t = await getTranslations("home");
  const client = createPublicClient();
  // The home page stays up without this section: a failed read shows its error line.
  const lists = await Promise.all([listIndustries(client), listCategories(client)]).catch((error: unknown) => {
    console.error("[home] industries not read:", errorMessage(error));
    return null;
  });
  const name = (row: { name_fr: string; name_en: string | null }) => localName(row, locale);
  const conjunction = new Intl.ListFormat(locale, { type: "conjunction" });
  // A tile's line: every category's name when there are few, else the first ones and how many more.
  const categoryLine = (names: string[]) => {
    if (names.length === 0) return null;
    if (names.length <= NAMED_CATEGORIES) return conjunction.format(names);
    const more = names.length - NAMED_CATEGORIES;
    return t("industryCategories", { names: names.slice(0, NAMED_CATEGORIES).join(", "), more });
  };
  const tiles = lists?.[0]
    .map((industry) => {
      const names = lists[1]
        .filter((category) => category.industries.some((linked) => linked.id === industry.id))
        .map(name)
        .sort((a, b) => a.localeCompare(b, locale));
      return {
        id: industry.id,
        name: name(industry),
        href: `/entreprises?industry=${slugify(industry.name_fr)}`,
        categories: categoryLine(names),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, locale));

  return (
    <HomeSection id="browse-industries" title={t("industriesHeading")} intro={t("industriesIntro")}>
      {!tiles ? (
        <p role="alert" className="mt-6 text-error-700 dark:text-error-300">
          {t("industriesError")}
        </p>
      ) : tiles.length === 0 ? (
        <p className="mt-6 text-neutral-700 dark:text-neutral-300">{t("industriesEmpty")}</p>
      ) : (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="industries">
          {tiles.map((tile) => (
            <li key={tile.id} className="industry-tile">
              <h3 className="font-semibold text-neutral-950 dark:text-white">
                <PageLink locale={locale} href={tile.href} className="industry-tile-link">
                  {tile.name}
                </PageLink>
              </h3>
              {tile.categories ? (
                <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">{tile.categories}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
